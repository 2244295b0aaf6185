import { memo } from 'react';
import { CheckCircleFilled, CloseCircleFilled, LoadingOutlined } from '@ant-design/icons';
import type { CellState } from '../../../../shared/sync/run-state';
import { texts } from '../../../../shared/texts/pt-BR';
import styles from './sync-grid.module.css';

const t = texts.sync.screen;

export interface GridCellProps {
  code: string;
  label: string;
  /** 'loading': the row is outside the loaded window. */
  state: CellState | 'loading';
  index: number;
  task: number;
  /** Stable across renders, so memo skips unchanged cells. */
  onOpenError(index: number, task: number): void;
}

/** One code × task: an icon named for screen readers; an error opens its detail. */
export const GridCell = memo(function GridCell({
  code,
  label,
  state,
  index,
  task,
  onOpenError,
}: GridCellProps) {
  const name = t.cellLabel(code, label, t.cell[state]);
  if (state === 'error')
    return (
      <button
        type="button"
        aria-label={name}
        title={name}
        onClick={() => onOpenError(index, task)}
        className={`${styles.errorButton} ${styles.error}`}
      >
        {/* The button is named above; antd's own label would read "close-circle". */}
        <CloseCircleFilled aria-hidden />
      </button>
    );
  return (
    <span role="img" aria-label={name} title={name} className={styles[state]}>
      {state === 'running' ? (
        <LoadingOutlined aria-hidden />
      ) : state === 'ok' ? (
        <CheckCircleFilled aria-hidden />
      ) : (
        '·'
      )}
    </span>
  );
});
