/**
 * The number field's typing rules (spec 01 §5): while typing keep only digits, one leading
 * minus and one decimal point; empty is null; only a complete number is passed on.
 */

/** The text with everything but digits, one leading '-' and one '.' removed ('1,5' → '1.5'). */
export function sanitizeNumberTyping(text: string): string {
  let result = '';
  let hasPoint = false;
  for (const char of text) {
    if (char >= '0' && char <= '9') {
      result += char;
    } else if (char === '-') {
      if (result === '') result = '-';
    } else if (char === '.' || char === ',') {
      // pt-BR keyboards type ',' as the decimal point.
      if (!hasPoint) {
        result += '.';
        hasPoint = true;
      }
    }
  }
  return result;
}

const COMPLETE_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * What the store gets for the typed text: null for empty, the number for a complete number,
 * undefined for anything still being typed ('-', '1.') — the store keeps its last value.
 */
export function numberFromTyping(text: string): number | null | undefined {
  if (text === '') return null;
  if (!COMPLETE_NUMBER.test(text)) return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

/** How a stored value shows in the number input. */
export function numberToTyping(value: unknown): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'string') return value;
  return '';
}
