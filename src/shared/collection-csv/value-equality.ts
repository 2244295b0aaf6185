/**
 * Whether an imported value changes what the document holds. Values compare by value
 * (two Dates of one time, two objects with the same keys in another order are equal) and at
 * the precision the export writes: a file exported and imported untouched changes nothing.
 */
import { canonicalText } from './canonical';
import { exportCell, formatDateCell } from './cell-format';
import { isBlankValue, type ImportKind } from './import-row';

const isDate = (value: unknown): value is Date => value instanceof Date;

export function sameImportedValue(kind: ImportKind, before: unknown, after: unknown): boolean {
  if (isBlankValue(after) && isBlankValue(before)) return true;
  if (kind === 'datetime' && isDate(before) && isDate(after)) {
    // The export keeps whole seconds; the milliseconds it dropped are not an edit.
    return Math.floor(before.getTime() / 1000) === Math.floor(after.getTime() / 1000);
  }
  if (kind === 'date' && isDate(before) && isDate(after)) {
    return formatDateCell(before) === formatDateCell(after);
  }
  // A free column holds text; a number or date it matches as written is left alone.
  if (kind === 'free') return exportCell('text', before) === after;
  return canonicalText(before) === canonicalText(after);
}
