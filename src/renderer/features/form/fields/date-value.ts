import dayjs, { type Dayjs } from 'dayjs';

export type DateReading =
  | { kind: 'empty' }
  | { kind: 'date'; value: Dayjs }
  /** Something stored that is not a date: shown as text, never replaced unasked. */
  | { kind: 'unreadable' };

const ISO_START = /^\d{4}-\d{2}-\d{2}T/;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function secondsOf(value: object): number | null {
  const record = value as Record<string, unknown>;
  const seconds = record.seconds ?? record._seconds;
  if (typeof seconds !== 'number' || !Number.isFinite(seconds)) return null;
  const nanos = record.nanoseconds ?? record._nanoseconds;
  return seconds * 1000 + (typeof nanos === 'number' && Number.isFinite(nanos) ? nanos / 1e6 : 0);
}

/**
 * Reads what a date field may find stored: a Date (the ports' form), an ISO string (a date-only
 * 'YYYY-MM-DD' is a local date), epoch milliseconds, a Firestore-like `{seconds, nanoseconds}`
 * or a `{"__date": ISO}` wrapper.
 */
export function readDateValue(value: unknown): DateReading {
  if (value === null || value === undefined || value === '') return { kind: 'empty' };
  let parsed: Dayjs | null = null;
  if (value instanceof Date) parsed = dayjs(value);
  else if (typeof value === 'string' && DATE_ONLY.test(value)) {
    // A local calendar date; dayjs would roll '2026-02-30' over, so it must round-trip.
    const local = dayjs(value);
    parsed = local.format('YYYY-MM-DD') === value ? local : null;
  } else if (typeof value === 'string' && ISO_START.test(value)) {
    const millis = Date.parse(value);
    parsed = Number.isFinite(millis) ? dayjs(millis) : null;
  } else if (typeof value === 'number' && Number.isFinite(value)) parsed = dayjs(value);
  else if (typeof value === 'object') {
    const wrapped = (value as { __date?: unknown }).__date;
    const millis = typeof wrapped === 'string' ? Date.parse(wrapped) : secondsOf(value);
    if (millis !== null && Number.isFinite(millis)) parsed = dayjs(millis);
  }
  return parsed?.isValid() ? { kind: 'date', value: parsed } : { kind: 'unreadable' };
}

/** What the store gets from the picker: a Date (a date field's at local midnight) or null. */
export function dateToStore(picked: Dayjs | null, withTime: boolean): Date | null {
  if (!picked || !picked.isValid()) return null;
  return (withTime ? picked : picked.startOf('day')).toDate();
}
