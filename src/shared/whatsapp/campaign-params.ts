import { parameterSlots, slotKey, type ParameterValues } from './placeholders';
import type { WhatsappTemplate } from './template';

/**
 * The form's starting values from a campaign-whatsapp document's `params`, whose shape the
 * spec does not show (the form edits it as JSON). Read: an object keyed by slot
 * ("body.1", "button.0.1", "header.image"), an object keyed by bare numbers ("1") meaning the
 * body, or a list of strings meaning the body's placeholders in order. Other values are
 * ignored, and only keys the template has are kept.
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
      put(/^\d+$/.test(key) ? slotKey.body(Number(key)) : key, value);
    }
  }
  return values;
}

/** Values as a campaign stores them: slot keys, only the filled ones. */
export function campaignParamsFrom(values: ParameterValues): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''));
}
