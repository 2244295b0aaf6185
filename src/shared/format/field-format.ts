import { formatPhone } from './phone';

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';

/** A CPF as 000.000.000-00, a CNPJ as 00.000.000/0000-00; anything else as it was typed. */
export function formatTaxId(value: unknown): string | null {
  const typed = text(value);
  if (typed === '') return null;
  const digits = typed.replace(/\D/g, '');
  if (digits.length === 11) return digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
  if (digits.length === 14) {
    return digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
  }
  return typed;
}

/** HTML read as its text: a rich-text value in a table cell or a one-line summary. */
export function htmlAsText(value: string): string {
  return value
    .replace(/<(br|\/p|\/li|\/h\d)\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * How a value reads in a table, from its field's stored name: a CPF/CNPJ (taxvat) and a phone
 * in their pt-BR forms, an HTML text as its words. Null: no special form, format it as usual.
 */
export function formatByFieldName(name: string, value: unknown): string | null {
  const last = name.split('.').at(-1) ?? name;
  if (/^(taxvat|cpf|cnpj)$/i.test(last)) return formatTaxId(value);
  if (/phone/i.test(last)) return formatPhone(value);
  if (typeof value === 'string' && /^\s*<([a-z][a-z0-9]*)[\s>][\s\S]*>\s*$/i.test(value)) {
    return htmlAsText(value);
  }
  return null;
}
