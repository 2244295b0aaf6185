import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

export type PhoneNormalisation =
  | { ok: true; /** E.164 without the '+': what the Cloud API's `to` takes. */ digits: string }
  | { ok: false; problem: 'empty' | 'invalid' };

/**
 * A recipient typed any way people write it ("(11) 98765-4321", "+55 11 98765 4321",
 * "011987654321"): numbers without a country are Brazilian. Only valid numbers pass, checked
 * against the full metadata (the default one would take "(11) 0000-0000").
 */
export function normalisePhone(input: string): PhoneNormalisation {
  const text = input.trim();
  if (text === '') return { ok: false, problem: 'empty' };
  // Letters are never part of a number (libphonenumber would read "1-800-FLOWERS" style).
  if (/[a-z]/i.test(text)) return { ok: false, problem: 'invalid' };
  const parsed = parsePhoneNumberFromString(text, 'BR');
  if (!parsed?.isValid()) return { ok: false, problem: 'invalid' };
  return { ok: true, digits: parsed.number.slice(1) };
}
