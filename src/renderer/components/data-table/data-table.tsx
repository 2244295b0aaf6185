import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Empty, Flex, Pagination, Spin, Typography } from 'antd';
import { texts } from '../../../shared/texts/pt-BR';
import { gridTemplate, type DataTableColumn } from './data-table-column';
import { DataTableHeader } from './data-table-header';
import { DataTableRow } from './data-table-row';
import {
  DEFAULT_PAGE_SIZE,
  MAX_ROWS,
  PAGE_SIZES,
  isFilterActive,
  nextSort,
  tableView,
  type FilterState,
  type SortState,
} from './table-state';
import styles from './data-table.module.css';

export type { DataTableColumn } from './data-table-column';
export type { ColumnFilter, FilterOption, SortState, SortValue } from './table-state';

const t = texts.dataTable;

/** Kept equal to the heights of `.header` and `.row` in the stylesheet. */
const HEADER_HEIGHT = 44;
const ROW_HEIGHT = 41;
/** A first guess for an open row, until the virtualizer measures it. */
const DETAILS_ESTIMATE = 160;

export interface DataTableProps<Row> {
  /** The rows in their natural order (e.g. newest first); only the first 1,000 are held. */
  rows: readonly Row[];
  /** Keep the array stable (useMemo): a new one recomputes the view. */
  columns: readonly DataTableColumn<Row>[];
  /** A unique, stable id per row (React keys, expansion state). */
  rowKey: (row: Row) => string;
  /** The table's accessible name. */
  ariaLabel: string;
  /** Makes rows expandable: the content shown under an open row. */
  expandedRow?: (row: Row) => ReactNode;
  /** Names a row in its expand button ("Mostrar detalhes de {label}"). */
  rowLabel?: (row: Row) => string;
  /** Shows a spinner over the table (the rows already there stay). */
  loading?: boolean;
  /** Shown when there are no rows at all (default 'Nenhum registro encontrado.'). */
  emptyText?: ReactNode;
  /** The sort the table opens with (default: the rows' own order). */
  initialSort?: SortState | null;
  /** The scrolling area's maximum height in pixels (default 560). */
  height?: number;
}

/**
 * A generic table: sortable columns (click cycles ascending, descending, none), column
 * filters (text or options), expandable rows, pages of 50, 500 or 1000, rows sliced to
 * 1,000 (spec 01 §9). Only the rows in view are in the DOM (TanStack Virtual), so a page of
 * 1,000 scrolls as smoothly as one of 50. An ARIA table: header buttons and row toggles are
 * reached with Tab, and the scrolling area itself takes focus so the arrows scroll it.
 *
 * ```tsx
 * <DataTable rows={orders} columns={columns} rowKey={(o) => o.id} ariaLabel="Pedidos"
 *   expandedRow={(o) => <Items order={o} />} emptyText="Nenhum pedido." />
 * ```
 */
export function DataTable<Row>({
  rows,
  columns,
  rowKey,
  ariaLabel,
  expandedRow,
  rowLabel,
  loading = false,
  emptyText,
  initialSort = null,
  height = 560,
}: DataTableProps<Row>) {
  const [sort, setSort] = useState<SortState | null>(initialSort);
  const [filters, setFilters] = useState<FilterState>({});
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const scroller = useRef<HTMLDivElement>(null);

  const view = useMemo(
    () => tableView(rows, columns, { sort, filters, page, pageSize }),
    [rows, columns, sort, filters, page, pageSize],
  );
  const { pageRows } = view;
  const expandable = expandedRow !== undefined;
  const template = useMemo(() => gridTemplate(columns, expandable), [columns, expandable]);

  // An open row is a different item (its own key), so closing it drops its measured height.
  const getItemKey = useCallback(
    (index: number) => {
      const id = rowKey(pageRows[index]);
      return expanded.has(id) ? `${id}\u0000open` : id;
    },
    [pageRows, rowKey, expanded],
  );
  const virtualizer = useVirtualizer({
    count: pageRows.length,
    getScrollElement: () => scroller.current,
    estimateSize: (index) =>
      expanded.has(rowKey(pageRows[index])) ? ROW_HEIGHT + DETAILS_ESTIMATE : ROW_HEIGHT,
    getItemKey,
    scrollMargin: HEADER_HEIGHT,
    overscan: 10,
  });

  // A new page, order or filter starts at its top.
  useEffect(() => {
    if (scroller.current) scroller.current.scrollTop = 0;
  }, [view.page, pageSize, sort, filters]);

  const toggle = useCallback((id: string) => {
    setExpanded((previous) => {
      const next = new Set(previous);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);
  const onSort = useCallback((key: string) => {
    setSort((current) => nextSort(current, key));
    setPage(1);
  }, []);
  const onFilter = useCallback((key: string, value: string | readonly string[]) => {
    setFilters((current) => ({ ...current, [key]: value }));
    setPage(1);
  }, []);

  const totalSize = virtualizer.getTotalSize();
  const filtered = Object.values(filters).some(isFilterActive);
  const empty = view.total === 0;
  return (
    <Flex vertical gap="small">
      <Spin spinning={loading} description={t.loading}>
        <div
          ref={scroller}
          role="table"
          aria-label={ariaLabel}
          aria-rowcount={view.total + 1}
          aria-busy={loading || undefined}
          // Focusable so arrows and Page Up/Down scroll it from the keyboard.
          tabIndex={0}
          className={styles.scroller}
          style={{ height: Math.min(height, HEADER_HEIGHT + (empty ? 120 : totalSize) + 2) }}
        >
          <DataTableHeader
            columns={columns}
            expandable={expandable}
            template={template}
            sort={sort}
            filters={filters}
            onSort={onSort}
            onFilter={onFilter}
          />
          <div role="rowgroup" className={styles.body} style={{ height: empty ? 120 : totalSize }}>
            {empty ? (
              <div role="row" className={styles.emptyRow}>
                <div role="cell" aria-colspan={columns.length + (expandable ? 1 : 0)}>
                  {/* While loading, the spinner speaks: "no rows" would be premature. */}
                  {!loading && (
                    <Empty
                      image={Empty.PRESENTED_IMAGE_SIMPLE}
                      description={filtered ? t.noMatch : (emptyText ?? t.empty)}
                    />
                  )}
                </div>
              </div>
            ) : (
              virtualizer.getVirtualItems().map((item) => {
                const row = pageRows[item.index];
                const id = rowKey(row);
                const open = expanded.has(id);
                return (
                  <DataTableRow
                    key={item.key}
                    row={row}
                    rowId={id}
                    columns={columns}
                    template={template}
                    rowIndex={view.offset + item.index + 2}
                    top={item.start - HEADER_HEIGHT}
                    virtualIndex={item.index}
                    expandedRow={expandedRow}
                    expanded={open}
                    label={rowLabel?.(row)}
                    onToggle={toggle}
                    measureRef={open ? virtualizer.measureElement : undefined}
                  />
                );
              })
            )}
          </div>
        </div>
      </Spin>
      {view.cutOff > 0 && (
        <Typography.Text type="secondary">{t.cutOff(MAX_ROWS, view.cutOff)}</Typography.Text>
      )}
      <nav aria-label={t.pagination}>
        <Pagination
          align="end"
          current={view.page}
          pageSize={pageSize}
          total={view.total}
          showSizeChanger
          pageSizeOptions={PAGE_SIZES.map(String)}
          showTotal={(total, [from, to]) => t.range(from, to, total)}
          onChange={(nextPage, nextSize) => {
            setPage(nextPage);
            setPageSize(nextSize);
          }}
        />
      </nav>
    </Flex>
  );
}
