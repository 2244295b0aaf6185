/**
 * Price arithmetic of the product panel (spec §9): BRL formatting and price multiples
 * (price ÷ cost) rounded to 2 decimals.
 */

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const decimal2 = new Intl.NumberFormat('pt-BR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** A finite number, or null for anything else (missing, text, NaN). */
export function asFiniteNumber(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/**
 * Rounds half away from zero at 2 decimals on the decimal text, so 1.005 gives 1.01
 * (plain Math.round(x * 100) gives 1 because 1.005 * 100 is 100.49999...).
 */
export function roundTo2(value: number): number {
  const sign = value < 0 ? -1 : 1;
  const rounded = Number(`${Math.round(Number(`${Math.abs(value)}e2`))}e-2`);
  return sign * rounded;
}

/** price ÷ cost rounded to 2 decimals; null when either is missing or the cost is not positive. */
export function priceMultiple(price: unknown, cost: unknown): number | null {
  const p = asFiniteNumber(price);
  const c = asFiniteNumber(cost);
  if (p === null || c === null || c <= 0) return null;
  return roundTo2(p / c);
}

/** 'R$ 429,90' (with the non-breaking space Intl puts after R$); '—' when there is no number. */
export function formatBRL(value: unknown): string {
  const n = asFiniteNumber(value);
  return n === null ? '—' : brl.format(n);
}

/** '1,66' for a multiple; '—' when there is none. */
export function formatMultiple(value: number | null): string {
  return value === null ? '—' : decimal2.format(value);
}

/** '3,25%' for a percentage; '—' when there is no number. */
export function formatPercent(value: unknown): string {
  const n = asFiniteNumber(value);
  return n === null ? '—' : `${decimal2.format(n)}%`;
}
