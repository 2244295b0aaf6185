/**
 * What the data table shows, as plain functions of its rows and state: the slice to
 * MAX_ROWS, column filters, sorting and the page. No React and no DOM, so it is tested in
 * Node and the component only wires it to the screen.
 */
import { compareText } from '../../../shared/format/compare-text';
import { foldForSearch } from '../../../shared/forms/nested-options';

/** Spec 01 §9: a table holds at most 1,000 rows. */
export const MAX_ROWS = 1000;
/** Spec 01 §9: page size 50 by default, 500 and 1000 on request. */
export const PAGE_SIZES = [50, 500, 1000] as const;
export const DEFAULT_PAGE_SIZE = PAGE_SIZES[0];

/** What a column sorts by: nullish values always sort last, whatever the direction. */
export type SortValue = string | number | boolean | Date | null | undefined;
/** What a column filters on; a list matches when any of its entries does. */
export type FilterValue = SortValue | readonly SortValue[];

export interface FilterOption {
  /** Compared with the column's filter value as text. */
  value: string;
  label: string;
}

/** 'text': rows whose value holds the typed text (case and accents aside); a list: any chosen option. */
export type ColumnFilter = 'text' | readonly FilterOption[];

/** The part of a column the table's logic reads (the component's columns extend it). */
export interface ColumnLogic<Row> {
  key: string;
  /** Makes the column sortable. */
  sortValue?: (row: Row) => SortValue;
  filter?: ColumnFilter;
  /** What the filter reads; default: sortValue, else the row's field named `key`. */
  filterValue?: (row: Row) => FilterValue;
}

export type SortDirection = 'asc' | 'desc';
export interface SortState {
  key: string;
  direction: SortDirection;
}

/** Column key → typed text ('text' filters) or chosen option values (option filters). */
export type FilterState = Readonly<Record<string, string | readonly string[]>>;

const isMissing = (value: SortValue): value is null | undefined =>
  value === null || value === undefined || (typeof value === 'number' && Number.isNaN(value));

const rank = (value: Exclude<SortValue, null | undefined>): number =>
  typeof value === 'boolean' ? 0 : typeof value === 'number' || value instanceof Date ? 1 : 2;

/** Ascending order of two present values: numbers and dates by value, text as pt-BR reads it. */
export function compareValues(
  a: Exclude<SortValue, null | undefined>,
  b: Exclude<SortValue, null | undefined>,
): number {
  const kind = rank(a) - rank(b);
  if (kind !== 0) return kind;
  if (typeof a === 'string' && typeof b === 'string') return compareText(a, b);
  const x = typeof a === 'boolean' ? Number(a) : a instanceof Date ? a.getTime() : Number(a);
  const y = typeof b === 'boolean' ? Number(b) : b instanceof Date ? b.getTime() : Number(b);
  return x - y;
}

/** The rows in the sort's order; stable, so equal values keep the rows' own order. */
export function sortRows<Row>(
  rows: readonly Row[],
  columns: readonly ColumnLogic<Row>[],
  sort: SortState | null,
): readonly Row[] {
  const column = sort && columns.find((candidate) => candidate.key === sort.key);
  if (!sort || !column?.sortValue) return rows;
  const read = column.sortValue;
  const sign = sort.direction === 'asc' ? 1 : -1;
  // Each value read once: a sort of 1,000 rows would otherwise call it ~20,000 times.
  const keyed = rows.map((row, index) => ({ row, index, value: read(row) }));
  keyed.sort((a, b) => {
    const aMissing = isMissing(a.value);
    const bMissing = isMissing(b.value);
    if (aMissing || bMissing) return aMissing === bMissing ? a.index - b.index : aMissing ? 1 : -1;
    return sign * compareValues(a.value!, b.value!) || a.index - b.index;
  });
  return keyed.map((entry) => entry.row);
}

function defaultFilterValue<Row>(column: ColumnLogic<Row>, row: Row): FilterValue {
  if (column.filterValue) return column.filterValue(row);
  if (column.sortValue) return column.sortValue(row);
  return (row as Record<string, unknown>)[column.key] as FilterValue;
}

/** A value as the filters compare it: dates as ISO text, the rest as its text. */
function asText(value: SortValue): string {
  if (isMissing(value)) return '';
  return value instanceof Date ? value.toISOString() : String(value);
}

/** Whether a filter value is "active": typed text or at least one chosen option. */
export function isFilterActive(value: string | readonly string[] | undefined): boolean {
  return typeof value === 'string' ? value.trim() !== '' : (value?.length ?? 0) > 0;
}

/** The rows every active filter keeps. */
export function filterRows<Row>(
  rows: readonly Row[],
  columns: readonly ColumnLogic<Row>[],
  filters: FilterState,
): readonly Row[] {
  const tests: Array<(row: Row) => boolean> = [];
  for (const column of columns) {
    const wanted = filters[column.key];
    if (!column.filter || !isFilterActive(wanted)) continue;
    const valuesOf = (row: Row): readonly SortValue[] => {
      const value = defaultFilterValue(column, row);
      return Array.isArray(value) ? value : [value as SortValue];
    };
    if (column.filter === 'text') {
      const needle = foldForSearch(String(wanted).trim());
      tests.push((row) =>
        valuesOf(row).some((value) => foldForSearch(asText(value)).includes(needle)),
      );
    } else {
      const chosen = new Set(typeof wanted === 'string' ? [wanted] : wanted);
      tests.push((row) => valuesOf(row).some((value) => chosen.has(asText(value))));
    }
  }
  if (tests.length === 0) return rows;
  return rows.filter((row) => tests.every((test) => test(row)));
}

export interface TableView<Row> {
  /** The rows on the current page, in order. */
  pageRows: readonly Row[];
  /** Rows after the slice and the filters: what the pages divide. */
  total: number;
  /** The page actually shown (the asked one, brought back into range). */
  page: number;
  /** How many rows the slice to MAX_ROWS left out (0 when none). */
  cutOff: number;
  /** Position of the page's first row among `total` (0-based). */
  offset: number;
}

export interface TableQuery {
  sort: SortState | null;
  filters: FilterState;
  /** 1-based. */
  page: number;
  pageSize: number;
}

/** The last page that has rows (1 when there are none). */
export const lastPage = (total: number, pageSize: number): number =>
  Math.max(1, Math.ceil(total / pageSize));

/**
 * The whole pipeline: slice to MAX_ROWS first (the rows as given, e.g. newest first), then
 * filter, sort and cut the page. Slicing first keeps a sort from pulling in rows the table
 * never holds.
 */
export function tableView<Row>(
  rows: readonly Row[],
  columns: readonly ColumnLogic<Row>[],
  query: TableQuery,
): TableView<Row> {
  const held = rows.length > MAX_ROWS ? rows.slice(0, MAX_ROWS) : rows;
  const sorted = sortRows(filterRows(held, columns, query.filters), columns, query.sort);
  const pageSize = Math.max(1, Math.floor(query.pageSize));
  const page = Math.min(Math.max(1, Math.floor(query.page)), lastPage(sorted.length, pageSize));
  const offset = (page - 1) * pageSize;
  return {
    pageRows: sorted.slice(offset, offset + pageSize),
    total: sorted.length,
    page,
    cutOff: rows.length - held.length,
    offset,
  };
}

/** The header's next sort on a click: ascending, then descending, then none (antd's cycle). */
export function nextSort(current: SortState | null, key: string): SortState | null {
  if (!current || current.key !== key) return { key, direction: 'asc' };
  return current.direction === 'asc' ? { key, direction: 'desc' } : null;
}
