import { FieldValue, Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { serverTimestamp } from '../ports';
import { texts } from '../../../shared/texts/pt-BR';
import { fromFirestoreData, toFirestoreData } from './values';

describe('toFirestoreData', () => {
  it('keeps plain values and Dates, as fresh copies', () => {
    const when = new Date('2026-03-04T05:06:07.089Z');
    const input = { a: 'x', n: 1.5, ok: false, none: null, when, list: [1, { b: when }] };
    const output = toFirestoreData(input);
    expect(output).toEqual(input);
    expect(output.when).not.toBe(when);
    expect(output.list).not.toBe(input.list);
  });

  it('maps the serverTimestamp() sentinel to Firestore, at any depth', () => {
    const output = toFirestoreData({
      at: serverTimestamp(),
      meta: { deep: { at: serverTimestamp() } },
    });
    expect(output.at).toBeInstanceOf(FieldValue);
    expect((output.meta as { deep: { at: unknown } }).deep.at).toBeInstanceOf(FieldValue);
  });

  it('rejects undefined with the field path in pt-BR', () => {
    expect(() => toFirestoreData({ a: { b: undefined } })).toThrow(
      texts.data.valueUndefined('a.b'),
    );
    expect(() => toFirestoreData({ list: [1, undefined] })).toThrow(
      texts.data.valueUndefined('list[1]'),
    );
  });

  it('rejects a sentinel inside a list, nested lists, invalid dates and class instances', () => {
    expect(() => toFirestoreData({ list: [serverTimestamp()] })).toThrow(
      texts.data.sentinelInArray('list[0]'),
    );
    expect(() => toFirestoreData({ list: [[1]] })).toThrow(/lista dentro de lista/);
    expect(() => toFirestoreData({ when: new Date('nope') })).toThrow(/data inválida/);
    expect(() => toFirestoreData({ map: new Map() })).toThrow(
      texts.data.valueUnsupported('map', 'Map'),
    );
    expect(() => toFirestoreData({ f: () => 1 })).toThrow(
      texts.data.valueUnsupported('f', 'function'),
    );
  });

  it('rejects data that is not a plain object', () => {
    expect(() => toFirestoreData([] as unknown as Record<string, unknown>)).toThrow(
      texts.data.dataNotObject,
    );
    expect(() => toFirestoreData(null as unknown as Record<string, unknown>)).toThrow(
      texts.data.dataNotObject,
    );
  });
});

describe('fromFirestoreData', () => {
  it('turns Timestamps into Dates in maps and lists, leaving other values', () => {
    const stamp = Timestamp.fromMillis(1_700_000_000_123);
    const output = fromFirestoreData({ at: stamp, list: [stamp, 'x'], m: { at: stamp, n: 1 } });
    expect(output).toEqual({
      at: new Date(1_700_000_000_123),
      list: [new Date(1_700_000_000_123), 'x'],
      m: { at: new Date(1_700_000_000_123), n: 1 },
    });
    expect(output.at).toBeInstanceOf(Date);
  });
});
