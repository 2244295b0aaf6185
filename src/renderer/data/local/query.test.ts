import { describe, expect, it } from 'vitest';
import { DOCUMENT_ID_FIELD, type QuerySpec } from '../ports';
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

  it('applies cursors on the explicit order before the limit', () => {
    const byN = { orderBy: [{ field: 'n' }] };
    expect(ids({ ...byN, startAfter: [1] })).toEqual(['a', 'c']);
    expect(ids({ ...byN, startAfter: [1], limit: 1 })).toEqual(['a']);
    expect(ids({ ...byN, endAt: [1] })).toEqual(['b']);
    expect(
      ids({ orderBy: [{ field: 'n' }, { field: DOCUMENT_ID_FIELD }], startAfter: [2, 'a'] }),
    ).toEqual(['c']);
    expect(ids({ orderBy: [{ field: 'n', direction: 'desc' }], startAfter: [2] })).toEqual(['b']);
  });

  it('orders and filters by the document id', () => {
    expect(ids({ orderBy: [{ field: DOCUMENT_ID_FIELD, direction: 'desc' }] })).toEqual([
      'd',
      'c',
      'b',
      'a',
    ]);
    expect(ids({ where: [{ field: DOCUMENT_ID_FIELD, op: '>', value: 'b' }] })).toEqual(['c', 'd']);
    expect(ids({ where: [{ field: DOCUMENT_ID_FIELD, op: 'in', value: ['d', 'a'] }] })).toEqual([
      'a',
      'd',
    ]);
  });
});
