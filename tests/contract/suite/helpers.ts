import { resolveObjectURL } from 'node:buffer';
import { expect } from 'vitest';

/** A random suffix, so tests never share collections (the suite may run on one shared server). */
export const uniqueSuffix = (): string => Math.random().toString(36).slice(2, 10);

/** Runs an action that may throw synchronously or reject, as a promise. */
export const attempt = <T>(action: () => T | Promise<T>): Promise<T> =>
  Promise.resolve().then(action);

/** The bytes behind a file URL: object URLs (local adapter) or http(s) (Storage). */
export async function readUrlBytes(url: string): Promise<Uint8Array> {
  if (url.startsWith('blob:')) {
    const blob = resolveObjectURL(url);
    if (!blob) throw new Error(`Object URL not resolvable: ${url}`);
    return new Uint8Array(await blob.arrayBuffer());
  }
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/**
 * The same bytes, every one: toEqual walks a typed array value by value, which takes seconds
 * for the 700 KB of a streamed upload; this says where the first difference is.
 */
export function expectSameBytes(actual: Uint8Array, expected: Uint8Array): void {
  expect(actual.byteLength).toBe(expected.byteLength);
  expect(
    actual.findIndex((byte, i) => byte !== expected[i]),
    'first differing byte',
  ).toBe(-1);
}
