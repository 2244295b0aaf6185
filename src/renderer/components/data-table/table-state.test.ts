import { describe, expect, it } from 'vitest';
import {
  MAX_ROWS,
  compareValues,
  filterRows,
  lastPage,
  nextSort,
  sortRows,
  tableView,
  type ColumnLogic,
} from './table-state';

interface Row {
  id: string;
  name: string;
  total: number | null;
  when?: Date;
  tags: string[];
}

const columns: ColumnLogic<Row>[] = [
  { key: 'id' },
  { key: 'name', sortValue: (row) => row.name, filter: 'text' },
  { key: 'total', sortValue: (row) => row.total },
  { key: 'when', sortValue: (row) => row.when },
  {
    key: 'tags',
    filter: [
      { value: 'a', label: 'A' },
      { value: 'b', label: 'B' },
    ],
    filterValue: (row) => row.tags,
  },
];

const rows: Row[] = [
  { id: '1', name: 'Pressão', total: 10, when: new Date('2026-01-03'), tags: ['a'] },
  { id: '2', name: 'panela', total: null, when: new Date('2026-01-01'), tags: ['b'] },
  { id: '3', name: 'Faca 10', total: 2.5, tags: ['a', 'b'] },
  { id: '4', name: 'Faca 9', total: 10, when: new Date('2026-01-02'), tags: [] },
];
const ids = (list: readonly Row[]) => list.map((row) => row.id);

describe('sortRows', () => {
  it('sorts numbers both ways, nullish last either way, ties in the rows’ own order', () => {
    expect(ids(sortRows(rows, columns, { key: 'total', direction: 'asc' }))).toEqual([
      '3',
      '1',
      '4',
      '2',
    ]);
    expect(ids(sortRows(rows, columns, { key: 'total', direction: 'desc' }))).toEqual([
      '1',
      '4',
      '3',
      '2',
    ]);
  });

  it('sorts dates by time and text as pt-BR reads it (case aside, numbers by value)', () => {
    expect(ids(sortRows(rows, columns, { key: 'when', direction: 'desc' }))).toEqual([
      '1',
      '4',
      '2',
      '3',
    ]);
    expect(ids(sortRows(rows, columns, { key: 'name', direction: 'asc' }))).toEqual([
      '4',
      '3',
      '2',
      '1',
    ]);
  });

  it('leaves the rows alone without a sort or for a column that cannot sort', () => {
    expect(sortRows(rows, columns, null)).toBe(rows);
    expect(sortRows(rows, columns, { key: 'id', direction: 'asc' })).toBe(rows);
  });
});

describe('compareValues', () => {
  it('orders mixed kinds consistently: booleans, then numbers and dates, then text', () => {
    expect(compareValues(true, 1)).toBeLessThan(0);
    expect(compareValues('a', 1)).toBeGreaterThan(0);
    expect(compareValues(false, true)).toBeLessThan(0);
  });
});

describe('filterRows', () => {
  it('keeps rows whose text holds the typed words, accents and case aside', () => {
    expect(ids(filterRows(rows, columns, { name: 'PRESSAO' }))).toEqual(['1']);
    expect(ids(filterRows(rows, columns, { name: '  faca ' }))).toEqual(['3', '4']);
    expect(ids(filterRows(rows, columns, { name: '' }))).toEqual(['1', '2', '3', '4']);
  });

  it('keeps rows with any chosen option, lists matching by any entry, filters combined', () => {
    expect(ids(filterRows(rows, columns, { tags: ['b'] }))).toEqual(['2', '3']);
    expect(ids(filterRows(rows, columns, { tags: ['a', 'b'] }))).toEqual(['1', '2', '3']);
    expect(ids(filterRows(rows, columns, { tags: ['b'], name: 'faca' }))).toEqual(['3']);
    expect(ids(filterRows(rows, columns, { tags: [] }))).toEqual(['1', '2', '3', '4']);
  });

  it('ignores a filter on a column that has none', () => {
    expect(ids(filterRows(rows, columns, { id: '1' }))).toEqual(['1', '2', '3', '4']);
  });
});

describe('tableView', () => {
  const many: Row[] = Array.from({ length: 1203 }, (_, index) => ({
    id: String(index),
    name: `Linha ${index}`,
    total: index % 7,
    tags: [],
  }));

  it('holds at most 1,000 rows, the first ones as given, and says how many it left out', () => {
    const view = tableView(many, columns, { sort: null, filters: {}, page: 1, pageSize: 1000 });
    expect(view.total).toBe(MAX_ROWS);
    expect(view.cutOff).toBe(203);
    expect(view.pageRows).toHaveLength(1000);
    expect(view.pageRows.at(-1)?.id).toBe('999');
  });

  it('sorts only the held rows, then cuts the page', () => {
    const view = tableView(many, columns, {
      sort: { key: 'total', direction: 'desc' },
      filters: {},
      page: 2,
      pageSize: 50,
    });
    expect(view.offset).toBe(50);
    expect(view.pageRows).toHaveLength(50);
    expect(view.pageRows.every((row) => row.total === 6)).toBe(true);
    // 1,000 rows hold 143 sixes (6, 13, ... 997): the 51st is row 6 + 7 × 50.
    expect(view.pageRows[0].id).toBe(String(6 + 7 * 50));
    expect(view.pageRows.some((row) => Number(row.id) >= 1000)).toBe(false);
  });

  it('brings a page past the end back to the last page', () => {
    const view = tableView(many, columns, {
      sort: null,
      filters: { name: 'Linha 99' },
      page: 9,
      pageSize: 50,
    });
    // Linha 99 and Linha 990–999: 11 rows, one page.
    expect(view.total).toBe(11);
    expect(view.page).toBe(1);
    expect(ids(view.pageRows)[0]).toBe('99');
    expect(lastPage(0, 50)).toBe(1);
    expect(lastPage(1001, 500)).toBe(3);
  });
});

describe('nextSort', () => {
  it('cycles ascending, descending, none; another column starts ascending', () => {
    const asc = nextSort(null, 'total');
    expect(asc).toEqual({ key: 'total', direction: 'asc' });
    const desc = nextSort(asc, 'total');
    expect(desc).toEqual({ key: 'total', direction: 'desc' });
    expect(nextSort(desc, 'total')).toBeNull();
    expect(nextSort(desc, 'name')).toEqual({ key: 'name', direction: 'asc' });
  });
});
