import { describe, expect, it } from 'vitest';
import { getAt, pathKey, pathOfName, setAt } from './value-path';

describe('pathOfName', () => {
  it('splits a dotted name into its keys', () => {
    expect(pathOfName('location.pathname')).toEqual(['location', 'pathname']);
    expect(pathOfName('gamification.steps')).toEqual(['gamification', 'steps']);
  });

  it('keeps a plain name as one key', () => {
    expect(pathOfName('ProductCode')).toEqual(['ProductCode']);
  });

  it('drops empty segments instead of creating "" keys', () => {
    expect(pathOfName('a..b.')).toEqual(['a', 'b']);
    expect(pathOfName('')).toEqual([]);
  });
});

describe('pathKey', () => {
  it('joins keys and indexes with dots', () => {
    expect(pathKey(['items', 2, 'sku'])).toBe('items.2.sku');
    expect(pathKey([])).toBe('');
  });
});

describe('getAt', () => {
  const doc = {
    title: 'Panelas',
    location: { pathname: '/panelas', params: '' },
    kit: [
      { sku: '1011', qty: 2 },
      { sku: '2104', qty: 1 },
    ],
    Stock: { 'sp-cd-cajamar': { qty: 0 } },
    empty: null,
  };

  it('reads top-level, nested and indexed values', () => {
    expect(getAt(doc, ['title'])).toBe('Panelas');
    expect(getAt(doc, ['location', 'pathname'])).toBe('/panelas');
    expect(getAt(doc, ['kit', 1, 'sku'])).toBe('2104');
    expect(getAt(doc, ['Stock', 'sp-cd-cajamar', 'qty'])).toBe(0);
  });

  it('returns the root for an empty path', () => {
    expect(getAt(doc, [])).toBe(doc);
  });

  it('returns undefined through missing, null and scalar values', () => {
    expect(getAt(doc, ['missing', 'deeper'])).toBeUndefined();
    expect(getAt(doc, ['empty', 'x'])).toBeUndefined();
    expect(getAt(doc, ['title', 'length', 'x'])).toBeUndefined();
    expect(getAt(doc, ['kit', 5, 'sku'])).toBeUndefined();
    expect(getAt(null, ['a'])).toBeUndefined();
    expect(getAt(undefined, ['a'])).toBeUndefined();
  });
});

describe('setAt', () => {
  it('creates missing objects along a path', () => {
    expect(setAt({}, ['location', 'pathname'], '/x')).toEqual({ location: { pathname: '/x' } });
    expect(setAt(undefined, ['a', 'b', 'c'], 1)).toEqual({ a: { b: { c: 1 } } });
  });

  it('creates an array when the next key is an index', () => {
    const next = setAt<{ kit?: unknown }>({}, ['kit', 0, 'sku'], '1011');
    expect(Array.isArray(next.kit)).toBe(true);
    expect(next).toEqual({ kit: [{ sku: '1011' }] });
  });

  it('writes into an existing array by index without mutating it', () => {
    const kit = [{ sku: 'a' }, { sku: 'b' }];
    const root = { kit };
    const next = setAt(root, ['kit', 1, 'sku'], 'c');
    expect(next.kit).toEqual([{ sku: 'a' }, { sku: 'c' }]);
    expect(Array.isArray(next.kit)).toBe(true);
    expect(kit).toEqual([{ sku: 'a' }, { sku: 'b' }]);
    expect(root.kit).toBe(kit);
  });

  it('never mutates the input and keeps untouched branches by identity', () => {
    const address = { city: 'Caxias do Sul', state: 'RS' };
    const kit = [{ sku: '1011' }];
    const root = { address, kit, dims: { width: { value: 1, unit: 'cm' } } };
    const next = setAt(root, ['dims', 'width', 'value'], 2);

    expect(next).not.toBe(root);
    expect(next.address).toBe(address);
    expect(next.kit).toBe(kit);
    expect(next.dims).not.toBe(root.dims);
    expect(next.dims.width).toEqual({ value: 2, unit: 'cm' });
    expect(root.dims.width.value).toBe(1);
  });

  it('keeps sibling properties of every object on the path', () => {
    const root = { a: { b: 1, c: { d: 2, e: 3 } }, f: 4 };
    expect(setAt(root, ['a', 'c', 'd'], 9)).toEqual({ a: { b: 1, c: { d: 9, e: 3 } }, f: 4 });
  });

  it('replaces a scalar in the way with an object', () => {
    expect(setAt({ location: 'texto' }, ['location', 'pathname'], '/x')).toEqual({
      location: { pathname: '/x' },
    });
    expect(setAt({ location: null }, ['location', 'pathname'], '/x')).toEqual({
      location: { pathname: '/x' },
    });
  });

  it('replaces the root for an empty path', () => {
    expect(setAt({ a: 1 }, [], 'x')).toBe('x');
  });

  it('writes null and undefined as values', () => {
    expect(setAt({ a: 1 }, ['a'], null)).toEqual({ a: null });
    expect(setAt({ a: 1 }, ['a'], undefined)).toEqual({ a: undefined });
  });

  it('round-trips with getAt on a dotted name', () => {
    const path = pathOfName('location.params');
    const next = setAt({ location: { pathname: '/p' } }, path, '?utm_source=x');
    expect(getAt(next, path)).toBe('?utm_source=x');
    expect(getAt(next, ['location', 'pathname'])).toBe('/p');
  });
});
