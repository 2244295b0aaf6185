import { parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * A phone as people read it: Brazilian numbers in the national form "(11) 98765-4321",
 * others in the international one; text that is no phone number stays as it was typed.
 */
export function formatPhone(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value).trim();
  if (text === '') return null;
  const parsed = parsePhoneNumberFromString(text, 'BR');
  if (!parsed?.isPossible()) return text;
  return parsed.country === 'BR' ? parsed.formatNational() : parsed.formatInternational();
}
