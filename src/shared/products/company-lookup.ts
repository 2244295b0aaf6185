/**
 * Company id by product-code prefix (spec 01 §3).
 *
 * How one- and two-digit prefixes combine: the two-digit prefix is looked up first; only when
 * it matches no row is the first digit looked up alone. So `83…` falls back to `8` (28) and
 * `05…` falls back to `0` (93), while `80…` matches the two-digit row (28) directly. A code
 * whose prefix matches no row has no company (null): tasks that need one fail with a reason.
 */
const twoDigitRanges: ReadonlyArray<readonly [from: number, to: number, company: number]> = [
  [0, 0, 93],
  [10, 14, 1],
  [20, 29, 2],
  [33, 33, 3],
  [40, 46, 4],
  [56, 58, 5],
  [60, 69, 6],
  [71, 71, 70],
  [77, 79, 7],
  [80, 82, 28],
  [91, 91, 91],
  [92, 92, 92],
  [93, 95, 93],
  [96, 96, 92],
];

const oneDigit: Readonly<Record<string, number>> = { '0': 93, '8': 28 };

export function companyForProductCode(code: string): number | null {
  const trimmed = code.trim();
  if (!/^\d/.test(trimmed)) return null;
  if (/^\d\d/.test(trimmed)) {
    const prefix = Number(trimmed.slice(0, 2));
    const row = twoDigitRanges.find(([from, to]) => prefix >= from && prefix <= to);
    if (row) return row[2];
  }
  return oneDigit[trimmed[0]] ?? null;
}
