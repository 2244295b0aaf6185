import { memo } from 'react';
import type { CellState, ItemState } from '../../../../shared/sync/run-state';
import { GridCell } from './grid-cell';
import styles from './sync-grid.module.css';

/** A row of the grid: a loaded run item, or a code whose row is not loaded yet (cells null). */
export interface GridRowData {
  code: string;
  state: ItemState;
  cells: CellState[] | null;
}

interface GridRowProps {
  row: GridRowData;
  /** The row's run index. */
  index: number;
  /** Offset from the top of the body, in px. */
  top: number;
  labels: readonly string[];
  onOpenError(index: number, task: number): void;
}

/**
 * One code's row. Memoized on the row object, which the mirror replaces only when one of its
 * cells changed: a batch of deltas re-renders the rows it touched, not every visible cell.
 */
export const GridRow = memo(function GridRow({
  row,
  index,
  top,
  labels,
  onOpenError,
}: GridRowProps) {
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      className={styles.row}
      style={{ transform: `translateY(${top}px)` }}
    >
      <div role="rowheader" className={styles.code}>
        {row.code}
      </div>
      {labels.map((label, task) => (
        <div role="gridcell" key={task} className={styles.cell}>
          <GridCell
            code={row.code}
            label={label}
            state={row.cells ? row.cells[task] : 'loading'}
            index={index}
            task={task}
            onOpenError={onOpenError}
          />
        </div>
      ))}
    </div>
  );
});
