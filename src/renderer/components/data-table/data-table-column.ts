import type { ReactNode } from 'react';
import type { ColumnLogic } from './table-state';

/**
 * One column of a DataTable. Sorting and filtering read values, never the rendered cell, so
 * a column that formats (a date, a price) still sorts by the value underneath.
 */
export interface DataTableColumn<Row> extends ColumnLogic<Row> {
  /** Unique among the columns; also the row field shown when there is no `render`. */
  key: string;
  /** The header text, and the name of the column's sort button and filter. */
  title: string;
  /** The cell; default: the row's field named `key`, as one short pt-BR line. */
  render?: (row: Row) => ReactNode;
  /** A CSS grid track: 120 (pixels), '2fr', 'minmax(8rem, 1fr)'. Default minmax(100px, 1fr). */
  width?: number | string;
  align?: 'start' | 'center' | 'end';
}

/** The grid template every row and the header share. */
export function gridTemplate(
  columns: readonly Pick<DataTableColumn<unknown>, 'width'>[],
  expandable: boolean,
): string {
  const tracks = columns.map(({ width }) =>
    typeof width === 'number' ? `${width}px` : (width ?? 'minmax(100px, 1fr)'),
  );
  return [...(expandable ? ['40px'] : []), ...tracks].join(' ');
}
