import { isServerTimestamp, type DocumentData } from '../ports';
import { texts } from '../../../shared/texts/pt-BR';

export const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/**
 * Validates document data the way Firestore does (no undefined, no functions or class
 * instances, no nested arrays, no sentinel inside a list), resolves serverTimestamp()
 * sentinels to `now`, and returns a deep copy the caller can no longer mutate.
 */
export function prepareData(data: DocumentData, now: Date): DocumentData {
  if (!isPlainObject(data)) throw new Error(texts.data.dataNotObject);
  return prepareMap(data, now, '');
}

function prepareMap(map: Record<string, unknown>, now: Date, prefix: string): DocumentData {
  const out: DocumentData = {};
  for (const [key, value] of Object.entries(map)) {
    const field = prefix ? `${prefix}.${key}` : key;
    out[key] = prepareValue(value, now, field, false);
  }
  return out;
}

function prepareValue(value: unknown, now: Date, field: string, inArray: boolean): unknown {
  if (value === undefined) throw new Error(texts.data.valueUndefined(field));
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return value;
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime()))
      throw new Error(texts.data.valueUnsupported(field, 'data inválida'));
    return new Date(value.getTime());
  }
  if (isServerTimestamp(value)) {
    if (inArray) throw new Error(texts.data.sentinelInArray(field));
    return new Date(now.getTime());
  }
  if (Array.isArray(value)) {
    return value.map((item, index) => {
      if (Array.isArray(item)) {
        throw new Error(texts.data.valueUnsupported(`${field}[${index}]`, 'lista dentro de lista'));
      }
      return prepareValue(item, now, `${field}[${index}]`, true);
    });
  }
  if (isPlainObject(value)) return prepareMap(value, now, field);
  const kind =
    typeof value === 'object' ? ((value as object).constructor?.name ?? 'objeto') : typeof value;
  throw new Error(texts.data.valueUnsupported(field, kind));
}

/**
 * Firestore's `set(..., {merge: true})`: nested maps merge key by key; anything else
 * (arrays, dates, scalars, an empty map) replaces the stored value.
 */
export function mergeData(stored: DocumentData, incoming: DocumentData): DocumentData {
  const out: DocumentData = { ...stored };
  for (const [key, value] of Object.entries(incoming)) {
    const current = out[key];
    out[key] =
      isPlainObject(value) && Object.keys(value).length > 0 && isPlainObject(current)
        ? mergeData(current, value)
        : value;
  }
  return out;
}

/** Deep copy of stored data, so callers never share objects with the store or its cache. */
export function cloneData<T>(value: T): T {
  if (value instanceof Date) return new Date(value.getTime()) as T;
  if (Array.isArray(value)) return value.map(cloneData) as T;
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, cloneData(v)])) as T;
  }
  return value;
}

/** Reads a dotted field path (`a.b`) out of document data. */
export function readField(
  data: DocumentData,
  fieldPath: string,
): { found: boolean; value: unknown } {
  let current: unknown = data;
  for (const key of fieldPath.split('.')) {
    if (!isPlainObject(current) || !Object.prototype.hasOwnProperty.call(current, key)) {
      return { found: false, value: undefined };
    }
    current = current[key];
  }
  return { found: true, value: current };
}

/** Firestore's cross-type order: null < boolean < number < timestamp < string < array < map. */
export function typeOrder(value: unknown): number {
  if (value === null) return 0;
  if (typeof value === 'boolean') return 1;
  if (typeof value === 'number') return 2;
  if (value instanceof Date) return 3;
  if (typeof value === 'string') return 4;
  if (Array.isArray(value)) return 8;
  return 9;
}

/** Strings compare by code point (Firestore compares UTF-8 bytes, which orders the same). */
function compareStrings(a: string, b: string): number {
  const left = Array.from(a);
  const right = Array.from(b);
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const diff = left[i].codePointAt(0)! - right[i].codePointAt(0)!;
    if (diff !== 0) return diff < 0 ? -1 : 1;
  }
  return Math.sign(left.length - right.length);
}

function compareNumbers(a: number, b: number): number {
  // Firestore orders NaN before every other number and treats NaN as equal to NaN.
  if (Number.isNaN(a)) return Number.isNaN(b) ? 0 : -1;
  if (Number.isNaN(b)) return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

export function compareValues(a: unknown, b: unknown): number {
  const order = typeOrder(a) - typeOrder(b);
  if (order !== 0) return Math.sign(order);
  if (a === null) return 0;
  if (typeof a === 'boolean') return a === b ? 0 : a ? 1 : -1;
  if (typeof a === 'number') return compareNumbers(a, b as number);
  if (a instanceof Date) return compareNumbers(a.getTime(), (b as Date).getTime());
  if (typeof a === 'string') return compareStrings(a, b as string);
  if (Array.isArray(a)) {
    const other = b as unknown[];
    for (let i = 0; i < Math.min(a.length, other.length); i++) {
      const diff = compareValues(a[i], other[i]);
      if (diff !== 0) return diff;
    }
    return Math.sign(a.length - other.length);
  }
  const left = Object.entries(a as Record<string, unknown>).sort(([x], [y]) =>
    compareStrings(x, y),
  );
  const right = Object.entries(b as Record<string, unknown>).sort(([x], [y]) =>
    compareStrings(x, y),
  );
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const keyDiff = compareStrings(left[i][0], right[i][0]);
    if (keyDiff !== 0) return keyDiff;
    const valueDiff = compareValues(left[i][1], right[i][1]);
    if (valueDiff !== 0) return valueDiff;
  }
  return Math.sign(left.length - right.length);
}

export const valuesEqual = (a: unknown, b: unknown): boolean => compareValues(a, b) === 0;
