import { HEADER_IMAGE_KEY, parameterSlots, slotKey, type ParameterValues } from './placeholders';
import type { WhatsappTemplate } from './template';

/**
 * The form's starting values from a campaign-whatsapp document's `params`, whose shape the
 * spec does not show (the form edits it as JSON). Read: per component, `{header: [...],
 * body: [...], buttons: {0: [...]}}` (lists in placeholder order; `buttons` by button index,
 * or a list of lists); an object keyed by slot ("body.1", "button.0.1", "header.image"); an
 * object keyed by bare numbers ("1") meaning the body; or a list meaning the body. Other
 * values are ignored, and only keys the template has are kept.
 */
export function valuesFromCampaignParams(
  params: unknown,
  template: WhatsappTemplate,
): Record<string, string> {
  const known = new Set(parameterSlots(template).map((slot) => slot.key));
  const values: Record<string, string> = {};
  const put = (key: string, value: unknown) => {
    if (known.has(key) && (typeof value === 'string' || typeof value === 'number')) {
      values[key] = String(value);
    }
  };
  if (Array.isArray(params)) {
    params.forEach((value, index) => put(slotKey.body(index + 1), value));
  } else if (typeof params === 'object' && params !== null) {
    for (const [key, value] of Object.entries(params)) {
      if (key === 'header' || key === 'body') {
        const keyOf = key === 'header' ? slotKey.header : slotKey.body;
        if (Array.isArray(value)) value.forEach((item, index) => put(keyOf(index + 1), item));
        else if (key === 'header' && typeof value === 'string') put(HEADER_IMAGE_KEY, value);
      } else if (key === 'buttons' && typeof value === 'object' && value !== null) {
        for (const [button, list] of Object.entries(value)) {
          if (!Array.isArray(list) || !/^\d+$/.test(button)) continue;
          list.forEach((item, index) => put(slotKey.button(Number(button), index + 1), item));
        }
      } else put(/^\d+$/.test(key) ? slotKey.body(Number(key)) : key, value);
    }
  }
  return values;
}

/** Values as a campaign stores them: slot keys, only the filled ones. */
export function campaignParamsFrom(values: ParameterValues): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''));
}
