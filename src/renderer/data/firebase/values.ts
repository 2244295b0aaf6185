import { serverTimestamp as firestoreServerTimestamp, Timestamp } from 'firebase/firestore';
import { isServerTimestamp, type DocumentData } from '../ports';
import { texts } from '../../../shared/texts/pt-BR';

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/**
 * Port data to Firestore data: checks every value up front (so a bad field fails with a
 * pt-BR message before anything is sent), keeps Dates (the SDK stores them as
 * Timestamps) and turns the port's serverTimestamp() sentinel into Firestore's, at any
 * depth. Returns a fresh copy, so later changes by the caller never leak into a write.
 */
export function toFirestoreData(data: DocumentData): DocumentData {
  if (!isPlainObject(data)) throw new Error(texts.data.dataNotObject);
  return convertMap(data, '');
}

function convertMap(map: Record<string, unknown>, prefix: string): DocumentData {
  const out: DocumentData = {};
  for (const [key, value] of Object.entries(map)) {
    out[key] = convertValue(value, prefix ? `${prefix}.${key}` : key, false);
  }
  return out;
}

function convertValue(value: unknown, field: string, inArray: boolean): unknown {
  if (value === undefined) throw new Error(texts.data.valueUndefined(field));
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return value;
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) {
      throw new Error(texts.data.valueUnsupported(field, 'data inválida'));
    }
    return new Date(value.getTime());
  }
  if (isServerTimestamp(value)) {
    if (inArray) throw new Error(texts.data.sentinelInArray(field));
    return firestoreServerTimestamp();
  }
  if (Array.isArray(value)) {
    return value.map((item, index) => {
      if (Array.isArray(item)) {
        throw new Error(texts.data.valueUnsupported(`${field}[${index}]`, 'lista dentro de lista'));
      }
      return convertValue(item, `${field}[${index}]`, true);
    });
  }
  if (isPlainObject(value)) return convertMap(value, field);
  const kind =
    typeof value === 'object' ? ((value as object).constructor?.name ?? 'objeto') : typeof value;
  throw new Error(texts.data.valueUnsupported(field, kind));
}

/** Firestore data to port data: Timestamps become Dates, recursively, in fresh objects. */
export function fromFirestoreValue(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate();
  if (Array.isArray(value)) return value.map(fromFirestoreValue);
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fromFirestoreValue(v)]));
  }
  return value;
}

export const fromFirestoreData = (data: DocumentData): DocumentData =>
  fromFirestoreValue(data) as DocumentData;
