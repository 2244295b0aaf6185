import { memo, type ReactNode } from 'react';
import { RightOutlined } from '@ant-design/icons';
import { formatValueText, NO_VALUE } from '../../../shared/format/pt-br-format';
import { texts } from '../../../shared/texts/pt-BR';
import type { DataTableColumn } from './data-table-column';
import styles from './data-table.module.css';

const t = texts.dataTable;

export interface DataTableRowProps<Row> {
  row: Row;
  rowId: string;
  columns: readonly DataTableColumn<Row>[];
  template: string;
  /** 1-based among all rows, the header being row 1 (aria-rowindex). */
  rowIndex: number;
  /** Offset from the top of the body, in pixels (the virtualizer's start). */
  top: number;
  virtualIndex: number;
  /** Present when rows expand. */
  expandedRow?: (row: Row) => ReactNode;
  expanded: boolean;
  label?: string;
  onToggle: (rowId: string) => void;
  /** Set only while expanded: the virtualizer measures an open row's real height. */
  measureRef?: (element: HTMLElement | null) => void;
}

const cellText = (value: unknown) =>
  formatValueText(value, { empty: NO_VALUE, yes: t.yes, no: t.no, limit: 120 });

function RowView<Row>({
  row,
  rowId,
  columns,
  template,
  rowIndex,
  top,
  virtualIndex,
  expandedRow,
  expanded,
  label,
  onToggle,
  measureRef,
}: DataTableRowProps<Row>) {
  const detailsId = `${rowId}-details`;
  return (
    <div
      ref={measureRef}
      data-index={virtualIndex}
      className={styles.item}
      style={{ transform: `translateY(${top}px)` }}
    >
      <div
        role="row"
        aria-rowindex={rowIndex}
        className={styles.row}
        style={{ gridTemplateColumns: template }}
        data-row-key={rowId}
      >
        {expandedRow && (
          <div role="cell" className={styles.cell}>
            <button
              type="button"
              className={styles.toggle}
              aria-expanded={expanded}
              aria-controls={expanded ? detailsId : undefined}
              aria-label={expanded ? t.collapseRow(label) : t.expandRow(label)}
              onClick={() => onToggle(rowId)}
            >
              <RightOutlined aria-hidden rotate={expanded ? 90 : 0} />
            </button>
          </div>
        )}
        {columns.map((column) => (
          <div role="cell" key={column.key} className={styles.cell} data-align={column.align}>
            {column.render
              ? column.render(row)
              : cellText((row as Record<string, unknown>)[column.key])}
          </div>
        ))}
      </div>
      {expandedRow && expanded && (
        <div role="row" className={styles.detailsRow}>
          <div
            role="cell"
            id={detailsId}
            aria-colspan={columns.length + 1}
            className={styles.details}
          >
            {expandedRow(row)}
          </div>
        </div>
      )}
    </div>
  );
}

/** One row and, when open, its details; re-rendered only when its own props change. */
export const DataTableRow = memo(RowView) as typeof RowView;
