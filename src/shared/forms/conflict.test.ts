import { describe, expect, it } from 'vitest';
import { diffDocuments, mergeDocuments, sameDocument, sameValue } from './conflict';

const paths = (list: { path: string[] }[]) => list.map((entry) => entry.path.join('.'));

describe('sameValue', () => {
  it.each([
    [1, 1, true],
    [1, '1', false],
    [null, undefined, false],
    [NaN, NaN, true],
    [new Date(5), new Date(5), true],
    [new Date(5), new Date(6), false],
    [new Date(5), 5, false],
    [[1, [2, 3]], [1, [2, 3]], true],
    [[1, 2], [2, 1], false],
    [[1], [1, undefined], false],
    [{ a: 1, b: undefined }, { a: 1 }, true],
    [{ a: { b: new Date(1) } }, { a: { b: new Date(1) } }, true],
    [{ a: 1 }, [1], false],
    [{}, null, false],
  ])('%j vs %j -> %s', (a, b, expected) => {
    expect(sameValue(a, b)).toBe(expected);
    expect(sameValue(b, a)).toBe(expected);
  });

  it('sameDocument ignores updatedAt and treats null as a missing document', () => {
    expect(sameDocument({ a: 1, updatedAt: new Date(1) }, { a: 1, updatedAt: new Date(2) })).toBe(
      true,
    );
    expect(sameDocument({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameDocument(null, null)).toBe(true);
    expect(sameDocument({}, null)).toBe(false);
  });
});

describe('diffDocuments', () => {
  const base = {
    title: 'Panela',
    price: 10,
    tags: ['a', 'b'],
    seo: { title: 'x', description: 'd' },
    publishedAt: new Date('2026-01-01T00:00:00Z'),
    updatedAt: new Date(1),
  };

  it('sorts changes into mine only, theirs only, conflicts and identical changes', () => {
    const mine = {
      ...base,
      title: 'Panela Nova',
      price: 12,
      seo: { title: 'mine', description: 'd' },
    };
    const theirs = {
      ...base,
      price: 11,
      tags: ['a', 'b', 'c'],
      seo: { title: 'mine', description: 'd' },
      updatedAt: new Date(2),
    };
    const diff = diffDocuments(base, mine, theirs);
    expect(paths(diff.onlyMine)).toEqual(['title']);
    expect(paths(diff.onlyTheirs)).toEqual(['tags']);
    expect(paths(diff.conflicts)).toEqual(['price']);
    expect(diff.conflicts[0]).toMatchObject({ base: 10, mine: 12, theirs: 11 });
    expect(paths(diff.same)).toEqual(['seo.title']);
  });

  it('ignores updatedAt and reports nothing when nobody changed anything', () => {
    const diff = diffDocuments(base, { ...base }, { ...base, updatedAt: new Date(99) });
    expect(diff).toEqual({ onlyMine: [], onlyTheirs: [], conflicts: [], same: [] });
  });

  it('compares Dates by time, not identity', () => {
    const sameTime = { ...base, publishedAt: new Date(base.publishedAt.getTime()) };
    expect(diffDocuments(base, sameTime, sameTime).onlyMine).toEqual([]);
    const later = { ...base, publishedAt: new Date('2026-02-01T00:00:00Z') };
    expect(paths(diffDocuments(base, later, base).onlyMine)).toEqual(['publishedAt']);
  });

  it('compares arrays as whole values', () => {
    const mine = { ...base, tags: ['a', 'x'] };
    const theirs = { ...base, tags: ['a', 'b', 'y'] };
    const diff = diffDocuments(base, mine, theirs);
    expect(paths(diff.conflicts)).toEqual(['tags']);
  });

  it('walks nested objects down to their leaves, including keys only one side has', () => {
    const deep = { a: { b: { c: 1, d: 2 } } };
    const mine = { a: { b: { c: 5, d: 2, e: 'new' } } };
    const theirs = { a: { b: { c: 1, d: 3 } } };
    const diff = diffDocuments(deep, mine, theirs);
    expect(paths(diff.onlyMine)).toEqual(['a.b.c', 'a.b.e']);
    expect(paths(diff.onlyTheirs)).toEqual(['a.b.d']);
  });

  it('sees deletions: a key removed on one side, removed vs edited is a conflict', () => {
    const mine = { ...base } as Record<string, unknown>;
    delete mine.title;
    const theirs = { ...base, title: 'Outra' } as Record<string, unknown>;
    const diff = diffDocuments(base, mine, theirs);
    expect(diff.conflicts).toEqual([
      { path: ['title'], base: 'Panela', mine: undefined, theirs: 'Outra' },
    ]);
  });

  it('treats a value replaced by an object (or the reverse) as one changed field', () => {
    const diff = diffDocuments({ a: 1 }, { a: { x: 1 } }, { a: 1 });
    expect(diff.onlyMine).toEqual([{ path: ['a'], base: 1, mine: { x: 1 }, theirs: 1 }]);
  });
});

describe('mergeDocuments', () => {
  const base = { a: 1, b: 2, nested: { x: 1, y: 1 }, list: [1], gone: 'g', updatedAt: new Date(1) };

  it('keeps both sides non-conflicting changes and follows the choices for conflicts', () => {
    const mine = { ...base, a: 10, b: 20, nested: { x: 10, y: 1 } };
    const theirs = {
      ...base,
      b: 30,
      nested: { x: 1, y: 30 },
      list: [1, 2],
      updatedAt: new Date(2),
    };
    expect(mergeDocuments(base, mine, theirs, { b: 'mine' })).toEqual({
      ...theirs,
      a: 10,
      b: 20,
      nested: { x: 10, y: 30 },
    });
    expect(mergeDocuments(base, mine, theirs, { b: 'theirs' }).b).toBe(30);
  });

  it('applies my deletions by removing the key, never by storing undefined', () => {
    const mine: Record<string, unknown> = { ...base, nested: { x: 1 } };
    delete mine.gone;
    const theirs = { ...base, a: 5 };
    const merged = mergeDocuments(base, mine, theirs, {});
    const { gone: _gone, ...expected } = { ...theirs, nested: { x: 1 } };
    expect(merged).toEqual(expected);
    expect('gone' in merged).toBe(false);
    expect('y' in (merged.nested as object)).toBe(false);
  });

  it('keeps their deletion unless I chose my value for it', () => {
    const theirs: Record<string, unknown> = { ...base };
    delete theirs.gone;
    expect('gone' in mergeDocuments(base, { ...base }, theirs, {})).toBe(false);
    const mine = { ...base, gone: 'edited' };
    expect(mergeDocuments(base, mine, theirs, { gone: 'mine' }).gone).toBe('edited');
    expect('gone' in mergeDocuments(base, mine, theirs, { gone: 'theirs' })).toBe(false);
  });

  it('refuses to merge while a conflict has no choice', () => {
    expect(() => mergeDocuments(base, { ...base, a: 2 }, { ...base, a: 3 }, {})).toThrow(/a/);
  });

  it('does not modify its inputs', () => {
    const mine = { ...base, nested: { x: 9, y: 1 } };
    const theirs = { ...base, a: 7 };
    const snapshot = JSON.stringify([base, mine, theirs]);
    mergeDocuments(base, mine, theirs, {});
    expect(JSON.stringify([base, mine, theirs])).toBe(snapshot);
  });
});
