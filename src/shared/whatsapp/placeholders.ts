import type { WhatsappTemplate } from './template';

/** `{{1}}`, `{{ 2 }}`: the numbered placeholders of WhatsApp templates. */
const PLACEHOLDER = /\{\{\s*(\d+)\s*\}\}/g;

/** The distinct placeholder numbers of a text, ascending (the order the API wants them). */
export function placeholdersIn(text: string): number[] {
  const numbers = new Set<number>();
  for (const match of text.matchAll(PLACEHOLDER)) numbers.add(Number(match[1]));
  return [...numbers].sort((a, b) => a - b);
}

/**
 * One input of the parameter form. Placeholders are numbered per component (the body's
 * `{{1}}` and a URL button's `{{1}}` are different values), so each slot names its place.
 */
export type ParameterSlot =
  | { key: string; place: 'header'; kind: 'text'; placeholder: number }
  | { key: string; place: 'header'; kind: 'image' }
  | { key: string; place: 'body'; kind: 'text'; placeholder: number }
  | {
      key: string;
      place: 'button';
      kind: 'text';
      placeholder: number;
      buttonIndex: number;
      buttonText: string;
    };

export type ParameterValues = Readonly<Record<string, string>>;

export const HEADER_IMAGE_KEY = 'header.image';
export const slotKey = {
  header: (placeholder: number) => `header.${placeholder}`,
  body: (placeholder: number) => `body.${placeholder}`,
  button: (index: number, placeholder: number) => `button.${index}.${placeholder}`,
};

/** Every value the template needs to be sent, in the order the form shows them. */
export function parameterSlots(template: WhatsappTemplate): ParameterSlot[] {
  const slots: ParameterSlot[] = [];
  const { header } = template;
  if (header?.format === 'IMAGE') {
    slots.push({ key: HEADER_IMAGE_KEY, place: 'header', kind: 'image' });
  } else if (header?.format === 'TEXT') {
    for (const n of placeholdersIn(header.text)) {
      slots.push({ key: slotKey.header(n), place: 'header', kind: 'text', placeholder: n });
    }
  }
  for (const n of placeholdersIn(template.body ?? '')) {
    slots.push({ key: slotKey.body(n), place: 'body', kind: 'text', placeholder: n });
  }
  for (const button of template.buttons) {
    if (button.type !== 'URL') continue;
    for (const n of placeholdersIn(button.url)) {
      slots.push({
        key: slotKey.button(button.index, n),
        place: 'button',
        kind: 'text',
        placeholder: n,
        buttonIndex: button.index,
        buttonText: button.text,
      });
    }
  }
  return slots;
}

/** Values a form starts with: the image header's example, so a test can be sent at once. */
export function initialValues(template: WhatsappTemplate): Record<string, string> {
  const header = template.header;
  return header?.format === 'IMAGE' && header.exampleUrl
    ? { [HEADER_IMAGE_KEY]: header.exampleUrl }
    : {};
}

/** A piece of previewed text: literal, or a placeholder with its value (empty: not filled). */
export type TextPart = { text: string } | { placeholder: number; value: string };

/** Splits a text at its placeholders, each with the value typed for it (per `keyOf`). */
export function fillParts(
  text: string,
  values: ParameterValues,
  keyOf: (placeholder: number) => string,
): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    const placeholder = Number(match[1]);
    parts.push({ placeholder, value: values[keyOf(placeholder)]?.trim() ?? '' });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** The text with each placeholder replaced by its value (an empty one stays `{{n}}`). */
export function fillText(
  text: string,
  values: ParameterValues,
  keyOf: (placeholder: number) => string,
): string {
  return fillParts(text, values, keyOf)
    .map((part) => ('text' in part ? part.text : part.value || `{{${part.placeholder}}}`))
    .join('');
}
