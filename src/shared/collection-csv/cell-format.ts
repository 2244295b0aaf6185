/**
 * One stored value as one CSV cell (spec 01 §9): dates in local time, numbers and booleans
 * as themselves, everything structured as JSON text. A missing value is an empty cell.
 */
import type { CsvCell } from '../bridge/csv';
import type { CellKind } from './columns';

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

const isValidDate = (value: unknown): value is Date =>
  value instanceof Date && !Number.isNaN(value.getTime());

/** 'YYYY-MM-DD', the local calendar day. */
export const formatDateCell = (date: Date): string =>
  `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** 'YYYY-MM-DDTHH:mm:ss' in local time, as the operator's own clock reads it. */
export const formatDateTimeCell = (date: Date): string =>
  `${formatDateCell(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;

/**
 * JSON text with every Date as the console's `{"__date": ISO}` wrapper (ARCHITECTURE §3), so
 * the import can give back a Date and not a string. The replacer reads the holder's own
 * value: by the time it runs, Date.toJSON has already made it a string.
 */
export function jsonCell(value: unknown): string {
  return JSON.stringify(value, function wrapDate(this: Record<string, unknown>, key, replaced) {
    const original = this[key];
    if (original instanceof Date) {
      return isValidDate(original) ? { __date: original.toISOString() } : null;
    }
    return replaced as unknown;
  });
}

/** A value that does not have its field's type: text stays text, anything else is JSON. */
const asStored = (value: unknown): CsvCell => (typeof value === 'string' ? value : jsonCell(value));

export function exportCell(kind: CellKind, value: unknown): CsvCell {
  // An invalid Date is no time at all: empty, like a missing value.
  if (value === undefined || value === null || (value instanceof Date && !isValidDate(value))) {
    return null;
  }
  switch (kind) {
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? value : asStored(value);
    case 'checkbox':
      return typeof value === 'boolean' ? value : asStored(value);
    case 'datetime':
      return isValidDate(value) ? formatDateTimeCell(value) : asStored(value);
    case 'date':
      return isValidDate(value) ? formatDateCell(value) : asStored(value);
    case 'text':
    case 'select':
    case 'reference':
      if (typeof value === 'number' || typeof value === 'boolean') return String(value);
      if (isValidDate(value)) return formatDateTimeCell(value);
      return asStored(value);
    case 'json':
      return jsonCell(value);
  }
}
