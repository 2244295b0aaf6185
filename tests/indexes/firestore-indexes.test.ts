/**
 * Every query the app makes has its composite index in firebase/firestore.indexes.json (the
 * emulator serves any query without one, production refuses it), and every index there is
 * one a query needs.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ANY_COLLECTION, APP_QUERIES, BUILDER_FILES } from './app-queries';
import { requiredIndex, serves, type CompositeIndex } from './composite-index';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const declared = (
  JSON.parse(readFileSync(join(repoRoot, 'firebase/firestore.indexes.json'), 'utf8')) as {
    indexes: CompositeIndex[];
  }
).indexes;

const needed = APP_QUERIES.map((query) => ({
  query,
  need: requiredIndex(query.collection, query.spec),
}));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test-support' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('Firestore composite indexes', () => {
  it('every query of the app has its index', () => {
    const missing = needed.flatMap(({ query, need }) => {
      if (!need || declared.some((index) => serves(index, need))) return [];
      if (query.collection === ANY_COLLECTION)
        return [`${query.by}: runs on any collection, so it cannot rely on a composite index`];
      return [
        `${query.by} needs this index in firebase/firestore.indexes.json:\n` +
          JSON.stringify(need.index, null, 2),
      ];
    });
    expect(missing, missing.join('\n\n')).toEqual([]);
  });

  it('every declared index serves a query of the app', () => {
    const unused = declared.filter(
      (index) => !needed.some(({ need }) => need && serves(index, need)),
    );
    expect(unused, `indexes no query needs:\n${JSON.stringify(unused, null, 2)}`).toEqual([]);
  });

  it('every renderer file that filters or orders a query is in the catalogue', () => {
    const builds = /\b(where|orderBy)\s*:\s*\[/;
    // The adapters translate specs; they build none of their own.
    const adapters = ['src/renderer/data/local/', 'src/renderer/data/firebase/'];
    const unlisted = sourceFiles(join(repoRoot, 'src/renderer'))
      .map((file) => relative(repoRoot, file).split('\\').join('/'))
      .filter((file) => !adapters.some((prefix) => file.startsWith(prefix)))
      .filter((file) => builds.test(readFileSync(join(repoRoot, file), 'utf8')))
      .filter((file) => !BUILDER_FILES.includes(file));
    expect(unlisted, 'add their query builders to tests/indexes/app-queries.ts').toEqual([]);
  });
});

describe('which queries need a composite index', () => {
  const need = (spec: Parameters<typeof requiredIndex>[1]) => requiredIndex('c', spec)?.index;

  it('none for equality alone, one order alone, or an order by id', () => {
    expect(need({ where: [{ field: 'a', op: '==', value: 1 }] })).toBeUndefined();
    expect(
      need({
        where: [
          { field: 'a', op: '==', value: 1 },
          { field: 'b', op: 'array-contains', value: 2 },
        ],
      }),
    ).toBeUndefined();
    expect(need({ orderBy: [{ field: 'a', direction: 'desc' }], limit: 5 })).toBeUndefined();
    expect(need({ where: [{ field: 'a', op: '>', value: 1 }] })).toBeUndefined();
    expect(
      need({ where: [{ field: 'a', op: '==', value: 1 }], orderBy: [{ field: '__name__' }] }),
    ).toBeUndefined();
    expect(
      need({ where: [{ field: 'a', op: '==', value: 1 }], orderBy: [{ field: 'a' }] }),
    ).toBeUndefined();
  });

  it('equality with an order on another field, in the order asked', () => {
    expect(
      need({
        where: [{ field: 'a', op: 'in', value: [1] }],
        orderBy: [{ field: 'b', direction: 'desc' }],
      })?.fields,
    ).toEqual([
      { fieldPath: 'a', order: 'ASCENDING' },
      { fieldPath: 'b', order: 'DESCENDING' },
    ]);
  });

  it('array-contains with an order, two orders, and a range on another field', () => {
    expect(
      need({ where: [{ field: 't', op: 'array-contains', value: 1 }], orderBy: [{ field: 'b' }] })
        ?.fields,
    ).toEqual([
      { fieldPath: 't', arrayConfig: 'CONTAINS' },
      { fieldPath: 'b', order: 'ASCENDING' },
    ]);
    expect(need({ orderBy: [{ field: 'a' }, { field: 'b', direction: 'desc' }] })?.fields).toEqual([
      { fieldPath: 'a', order: 'ASCENDING' },
      { fieldPath: 'b', order: 'DESCENDING' },
    ]);
    expect(
      need({ where: [{ field: 'p', op: '<', value: 9 }], orderBy: [{ field: 'b' }] })?.fields,
    ).toEqual([
      { fieldPath: 'b', order: 'ASCENDING' },
      { fieldPath: 'p', order: 'ASCENDING' },
    ]);
  });

  it('an index serves equality fields in any order, ordered fields only as asked', () => {
    const query = requiredIndex('c', {
      where: [
        { field: 'a', op: '==', value: 1 },
        { field: 'b', op: '==', value: 2 },
      ],
      orderBy: [{ field: 'd', direction: 'desc' }],
    })!;
    const index = (...fields: CompositeIndex['fields']): CompositeIndex => ({
      collectionGroup: 'c',
      queryScope: 'COLLECTION',
      fields,
    });
    const b = { fieldPath: 'b', order: 'DESCENDING' } as const;
    const a = { fieldPath: 'a', order: 'ASCENDING' } as const;
    const dDesc = { fieldPath: 'd', order: 'DESCENDING' } as const;
    const dAsc = { fieldPath: 'd', order: 'ASCENDING' } as const;
    expect(serves(index(b, a, dDesc), query)).toBe(true);
    expect(serves(index(b, a, dDesc, { fieldPath: '__name__', order: 'DESCENDING' }), query)).toBe(
      true,
    );
    expect(serves(index(a, b, dAsc), query)).toBe(false);
    expect(serves(index(a, dDesc), query)).toBe(false);
    expect(serves({ ...index(a, b, dDesc), collectionGroup: 'x' }, query)).toBe(false);
  });
});
