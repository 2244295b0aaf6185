import { describe, expect, it } from 'vitest';
import type { QuerySpec } from '../ports';
import { runQuery, type QueryRow } from './query';

const rows: QueryRow[] = [
  { id: 'c', data: { n: 2, s: 'b' } },
  { id: 'a', data: { n: 2, s: 'a' } },
  { id: 'b', data: { n: 1 } },
  { id: 'd', data: { s: 'z' } },
];
const ids = (spec: QuerySpec) => runQuery(rows, spec).map((r) => r.id);

describe('runQuery', () => {
  it('without order, sorts by document id', () => {
    expect(ids({})).toEqual(['a', 'b', 'c', 'd']);
  });

  it('orders by an inequality field first, as Firestore does implicitly', () => {
    expect(ids({ where: [{ field: 'n', op: '>', value: 0 }] })).toEqual(['b', 'a', 'c']);
  });

  it('breaks ties by id in the direction of the last order clause', () => {
    expect(ids({ orderBy: [{ field: 'n', direction: 'desc' }] })).toEqual(['c', 'a', 'b']);
    expect(ids({ orderBy: [{ field: 'n' }] })).toEqual(['b', 'a', 'c']);
  });

  it('applies the limit after ordering', () => {
    expect(ids({ orderBy: [{ field: 's', direction: 'desc' }], limit: 1 })).toEqual(['d']);
  });
});
