import { describe, expect, it } from 'vitest';
import { serverTimestamp } from '../ports';
import { cloneData, compareValues, mergeData, prepareData, readField } from './values';

const now = new Date('2026-11-20T12:00:00.000Z');

describe('prepareData', () => {
  it('resolves serverTimestamp() at any depth to the given clock and copies the rest', () => {
    const when = new Date('2026-01-01T00:00:00.000Z');
    const input = {
      a: serverTimestamp(),
      b: { c: serverTimestamp(), when },
      list: [1, { x: 'y' }],
    };
    const out = prepareData(input, now);
    expect(out).toEqual({ a: now, b: { c: now, when }, list: [1, { x: 'y' }] });
    expect(out.b).not.toBe(input.b);
    expect((out.b as { when: Date }).when).not.toBe(when);
  });

  it('rejects undefined with the field path, in pt-BR', () => {
    expect(() => prepareData({ a: { b: undefined } }, now)).toThrow(
      'Valor indefinido no campo "a.b". Use null ou remova o campo.',
    );
    expect(() => prepareData({ list: [1, undefined] }, now)).toThrow('"list[1]"');
  });

  it('rejects functions, class instances, invalid dates and nested lists', () => {
    expect(() => prepareData({ f: () => 1 }, now)).toThrow('Valor não suportado no campo "f"');
    expect(() => prepareData({ m: new Map() }, now)).toThrow('(Map)');
    expect(() => prepareData({ d: new Date('x') }, now)).toThrow('data inválida');
    expect(() => prepareData({ l: [[1]] }, now)).toThrow('lista dentro de lista');
    expect(() => prepareData({ b: BigInt(1) }, now)).toThrow('(bigint)');
  });

  it('rejects serverTimestamp() inside a list, like Firestore', () => {
    expect(() => prepareData({ l: [serverTimestamp()] }, now)).toThrow('dentro de uma lista');
  });

  it('rejects data that is not a plain object', () => {
    expect(() => prepareData([] as never, now)).toThrow('precisam ser um objeto');
    expect(() => prepareData(null as never, now)).toThrow('precisam ser um objeto');
  });
});

describe('mergeData', () => {
  it('merges maps deeply, replaces arrays, dates and scalars, keeps untouched fields', () => {
    const d1 = new Date('2026-01-01T00:00:00Z');
    const d2 = new Date('2026-02-01T00:00:00Z');
    expect(
      mergeData(
        { a: { b: 1, c: { d: 1, e: 2 } }, list: [1, 2], when: d1, keep: true, s: { x: 1 } },
        { a: { c: { e: 3 } }, list: [3], when: d2, s: 'now text' },
      ),
    ).toEqual({ a: { b: 1, c: { d: 1, e: 3 } }, list: [3], when: d2, keep: true, s: 'now text' });
  });

  it('an empty map replaces the stored map, as Firestore does', () => {
    expect(mergeData({ a: { b: 1 } }, { a: {} })).toEqual({ a: {} });
  });

  it('a map replaces a stored scalar', () => {
    expect(mergeData({ a: 1 }, { a: { b: 2 } })).toEqual({ a: { b: 2 } });
  });
});

describe('readField, cloneData', () => {
  it('reads dotted paths and tells a missing field from a null one', () => {
    const data = { a: { b: { c: null } }, x: 1 };
    expect(readField(data, 'a.b.c')).toEqual({ found: true, value: null });
    expect(readField(data, 'a.b.z')).toEqual({ found: false, value: undefined });
    expect(readField(data, 'x.y')).toEqual({ found: false, value: undefined });
  });

  it('clones deeply, dates included', () => {
    const data = { d: new Date(1), l: [{ a: 1 }] };
    const copy = cloneData(data);
    expect(copy).toEqual(data);
    expect(copy.d).not.toBe(data.d);
    expect(copy.l[0]).not.toBe(data.l[0]);
  });
});

describe('compareValues', () => {
  it('orders across types like Firestore: null, boolean, number, date, string, array, map', () => {
    const values = [{ a: 1 }, [1], 'a', new Date(0), 5, true, null];
    const sorted = [...values].sort(compareValues);
    expect(sorted).toEqual([null, true, 5, new Date(0), 'a', [1], { a: 1 }]);
  });

  it('compares within types', () => {
    expect(compareValues(false, true)).toBe(-1);
    expect(compareValues(2, 10)).toBe(-1);
    expect(compareValues(Number.NaN, -Infinity)).toBe(-1);
    expect(compareValues(Number.NaN, Number.NaN)).toBe(0);
    expect(compareValues(new Date(5), new Date(5))).toBe(0);
    expect(compareValues('B', 'a')).toBe(-1);
    expect(compareValues('Z', 'É')).toBe(-1);
    expect(compareValues([1, 2], [1, 3])).toBe(-1);
    expect(compareValues([1, 2], [1])).toBe(1);
    expect(compareValues({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(0);
    expect(compareValues({ a: 1 }, { a: 2 })).toBe(-1);
  });
});
