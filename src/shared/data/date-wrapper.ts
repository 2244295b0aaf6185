/**
 * JSON has no date type: timestamps cross JSON as `{"__date": "<ISO>"}` (the spec's
 * "wrapper holding an ISO string"), and come back as Date.
 */
export interface DateWrapper {
  __date: string;
}

export const isDateWrapper = (value: unknown): value is DateWrapper =>
  typeof value === 'object' &&
  value !== null &&
  Object.keys(value).length === 1 &&
  typeof (value as { __date?: unknown }).__date === 'string';

/** Dates -> wrappers, recursively. */
export function wrapDates(value: unknown): unknown {
  if (value instanceof Date) return { __date: value.toISOString() };
  if (Array.isArray(value)) return value.map(wrapDates);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, wrapDates(item)]));
  }
  return value;
}

/** Wrappers -> Dates, recursively. An unparseable ISO string is left as the wrapper. */
export function unwrapDates(value: unknown): unknown {
  if (isDateWrapper(value)) {
    const date = new Date(value.__date);
    return Number.isNaN(date.getTime()) ? value : date;
  }
  if (Array.isArray(value)) return value.map(unwrapDates);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, unwrapDates(item)]));
  }
  return value;
}
