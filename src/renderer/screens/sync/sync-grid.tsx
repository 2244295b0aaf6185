import { memo, useCallback, useEffect, useMemo, useState, type UIEvent } from 'react';
import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { CheckCircleFilled, CloseCircleFilled, LoadingOutlined } from '@ant-design/icons';
import type { CellState, ItemState, RunSnapshot } from '../../../shared/sync/run-state';
import { syncTask } from '../../../shared/sync/task-catalogue';
import { texts } from '../../../shared/texts/pt-BR';
import { useSyncStore } from '../../stores/sync-store';
import { ErrorDetail } from './error-detail';

const t = texts.sync.screen;

const CODE_WIDTH = 140;
const TASK_WIDTH = 150;
const GRID_HEIGHT = 420;

/** A row of the grid: a loaded run item, or a code whose row is not loaded yet (cells null). */
interface GridRow {
  code: string;
  state: ItemState;
  cells: CellState[] | null;
}

interface CellProps {
  code: string;
  label: string;
  state: CellState | 'loading';
  index: number;
  task: number;
  /** Stable across renders, so memo skips unchanged cells. */
  onOpenError(index: number, task: number): void;
}

/** A plain element per cell: 50,000 of them must stay cheap to render. */
const GridCell = memo(function GridCell({
  code,
  label,
  state,
  index,
  task,
  onOpenError,
}: CellProps) {
  const name = t.cellLabel(code, label, t.cell[state]);
  switch (state) {
    case 'running':
      return (
        <span role="img" aria-label={name} title={name}>
          <LoadingOutlined style={{ color: '#1677ff' }} />
        </span>
      );
    case 'ok':
      return (
        <span role="img" aria-label={name} title={name}>
          <CheckCircleFilled style={{ color: '#52c41a' }} />
        </span>
      );
    case 'error':
      return (
        <button
          type="button"
          aria-label={name}
          title={name}
          onClick={() => onOpenError(index, task)}
          className="sync-grid-error"
          style={{ border: 0, background: 'none', padding: 0, cursor: 'pointer' }}
        >
          <CloseCircleFilled style={{ color: '#ff4d4f' }} />
        </button>
      );
    case 'loading':
      return (
        <span role="img" aria-label={name} title={name} style={{ color: '#f0f0f0' }}>
          ·
        </span>
      );
    default:
      return (
        <span role="img" aria-label={name} title={name} style={{ color: '#bfbfbf' }}>
          ·
        </span>
      );
  }
});

/**
 * One row per code, one column per run task; virtualized so 5,000 × 10 stays smooth. Only a
 * window of rows is in the mirror: the rest show as loading until scrolling brings them in.
 */
export function SyncGrid({ run }: { run: RunSnapshot }) {
  const [opened, setOpened] = useState<{ index: number; task: number } | null>(null);
  const showRows = useSyncStore((store) => store.showRows);
  const tasks = run.input.tasks;
  const labels = useMemo(() => tasks.map((id) => syncTask(id).label), [tasks]);
  // A run's codes never change: one placeholder per code, then the loaded window on top.
  // Loaded rows keep their identity between batches, so the table re-renders only what moved.
  const codes = run.input.codes;
  const indexOf = useMemo(() => new Map(codes.map((code, index) => [code, index])), [codes]);
  const placeholders = useMemo<GridRow[]>(
    () => codes.map((code) => ({ code, state: 'pending', cells: null })),
    [codes],
  );
  const rows = useMemo(() => {
    const all = placeholders.slice();
    run.items.forEach((item, offset) => (all[run.itemsFrom + offset] = item));
    return all;
  }, [placeholders, run.items, run.itemsFrom]);
  const open = useCallback((index: number, task: number) => setOpened({ index, task }), []);
  const onScroll = useCallback(
    (event: UIEvent<HTMLDivElement>) => {
      const { scrollTop, scrollHeight, clientHeight } = event.currentTarget;
      if (scrollHeight <= 0) return;
      const first = Math.floor((scrollTop / scrollHeight) * codes.length);
      const last = Math.ceil(((scrollTop + clientHeight) / scrollHeight) * codes.length);
      showRows(first, last);
    },
    [codes.length, showRows],
  );

  const columns = useMemo<ColumnsType<GridRow>>(
    () => [
      {
        key: 'code',
        title: t.code,
        width: CODE_WIDTH,
        fixed: 'left',
        render: (_, row) => row.code,
      },
      ...labels.map((label, task) => ({
        key: tasks[task],
        title: label,
        width: TASK_WIDTH,
        align: 'center' as const,
        render: (_: unknown, row: GridRow) => (
          <GridCell
            code={row.code}
            label={label}
            state={row.cells ? row.cells[task] : 'loading'}
            index={indexOf.get(row.code) ?? -1}
            task={task}
            onOpenError={open}
          />
        ),
      })),
    ],
    [labels, tasks, open, indexOf],
  );

  const entry = opened
    ? run.errors.find((error) => error.index === opened.index && error.task === tasks[opened.task])
    : undefined;

  // A retry cleared the error on show: close it, so it cannot pop up again by itself later.
  const gone = opened !== null && !entry;
  useEffect(() => {
    if (gone) setOpened(null);
  }, [gone]);

  return (
    <>
      <Table<GridRow>
        aria-label={t.grid}
        onScroll={onScroll}
        virtual
        size="small"
        bordered
        pagination={false}
        rowKey="code"
        columns={columns}
        dataSource={rows}
        scroll={{ x: CODE_WIDTH + TASK_WIDTH * tasks.length, y: GRID_HEIGHT }}
      />
      <ErrorDetail
        entry={entry ?? null}
        label={opened ? (labels[opened.task] ?? '') : ''}
        onClose={() => setOpened(null)}
      />
    </>
  );
}
