/**
 * Price arithmetic of the product panel (spec §9): price multiples (price ÷ cost) rounded to
 * 2 decimals. Formatting lives in shared/format.
 */

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
