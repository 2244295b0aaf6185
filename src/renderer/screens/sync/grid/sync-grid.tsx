import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { RunSnapshot } from '../../../../shared/sync/run-state';
import { syncTask } from '../../../../shared/sync/task-catalogue';
import { texts } from '../../../../shared/texts/pt-BR';
import { useSyncStore } from '../../../stores/sync-store';
import { ErrorDetail } from '../error-detail';
import { GridRow, type GridRowData } from './grid-row';
import styles from './sync-grid.module.css';

const t = texts.sync.screen;

/** Kept equal to the sizes of `.row`, `.header`, `.code` and `.cell` in the stylesheet. */
const ROW_HEIGHT = 37;
const HEADER_HEIGHT = 60;
const CODE_WIDTH = 140;
const TASK_WIDTH = 150;

/**
 * One row per code, one column per run task; virtualized so 5,000 × 10 stays smooth. Only a
 * window of rows is in the mirror: the rest show as loading until scrolling brings them in.
 * A plain ARIA grid over TanStack Virtual rather than antd's virtual table: that table
 * re-rendered every visible cell on each batch of deltas (long tasks of 50–170 ms during a
 * run); here a batch re-renders only the rows it changed.
 */
export function SyncGrid({ run }: { run: RunSnapshot }) {
  const [opened, setOpened] = useState<{ index: number; task: number } | null>(null);
  const showRows = useSyncStore((store) => store.showRows);
  const tasks = run.input.tasks;
  const labels = useMemo(() => tasks.map((id) => syncTask(id).label), [tasks]);
  // A run's codes never change: one placeholder per code, then the loaded window on top.
  const codes = run.input.codes;
  const placeholders = useMemo<GridRowData[]>(
    () => codes.map((code) => ({ code, state: 'pending', cells: null })),
    [codes],
  );
  const rows = useMemo(() => {
    const all = placeholders.slice();
    run.items.forEach((item, offset) => (all[run.itemsFrom + offset] = item));
    return all;
  }, [placeholders, run.items, run.itemsFrom]);
  const open = useCallback((index: number, task: number) => setOpened({ index, task }), []);

  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    scrollMargin: HEADER_HEIGHT,
    overscan: 8,
  });
  const visible = virtualizer.getVirtualItems();
  const first = visible[0]?.index ?? 0;
  const last = visible.at(-1)?.index ?? 0;
  useEffect(() => {
    if (visible.length) showRows(first, last);
  }, [first, last, visible.length, showRows]);

  const entry = opened
    ? run.errors.find((error) => error.index === opened.index && error.task === tasks[opened.task])
    : undefined;

  // A retry cleared the error on show: close it, so it cannot pop up again by itself later.
  const gone = opened !== null && !entry;
  useEffect(() => {
    if (gone) setOpened(null);
  }, [gone]);

  const width = CODE_WIDTH + TASK_WIDTH * labels.length;
  return (
    <>
      <div
        ref={scroller}
        role="grid"
        aria-label={t.grid}
        aria-rowcount={rows.length + 1}
        aria-colcount={labels.length + 1}
        // Focusable so arrows and Page Up/Down scroll it from the keyboard.
        tabIndex={0}
        className={styles.scroller}
      >
        <div role="rowgroup" className={styles.headerGroup} style={{ width }}>
          <div role="row" aria-rowindex={1} className={styles.header}>
            <div role="columnheader" className={styles.codeHead}>
              {t.code}
            </div>
            {labels.map((label, task) => (
              <div role="columnheader" key={tasks[task]} className={styles.taskHead}>
                {label}
              </div>
            ))}
          </div>
        </div>
        <div
          role="rowgroup"
          className={styles.body}
          style={{ width, height: virtualizer.getTotalSize() }}
        >
          {visible.map((item) => (
            <GridRow
              key={item.key}
              row={rows[item.index]}
              index={item.index}
              top={item.start - HEADER_HEIGHT}
              labels={labels}
              onOpenError={open}
            />
          ))}
        </div>
      </div>
      <ErrorDetail
        entry={entry ?? null}
        label={opened ? (labels[opened.task] ?? '') : ''}
        onClose={() => setOpened(null)}
      />
    </>
  );
}
