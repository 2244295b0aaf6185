import { useEffect, useRef, useState } from 'react';
import { Alert, Space, Statistic, Tag } from 'antd';
import type { RunSnapshot } from '../../../shared/sync/run-state';
import { texts } from '../../../shared/texts/pt-BR';
import { formatDuration, formatNumber } from '../../../shared/format/pt-br-format';

const t = texts.sync.screen;

/** Throughput over the last minute of samples, so a pause does not drag it down forever. */
const WINDOW_MS = 60_000;

interface Sample {
  at: number;
  finished: number;
}

/** Products per minute and the time left, from finished-count samples taken while running. */
export function useThroughput(run: RunSnapshot, now: () => number = Date.now) {
  const finished = run.counts.done + run.counts.failed;
  const samples = useRef<{ runId: string; list: Sample[] }>({ runId: run.id, list: [] });
  const [, setTick] = useState(0);

  if (samples.current.runId !== run.id) samples.current = { runId: run.id, list: [] };
  const list = samples.current.list;
  const last = list[list.length - 1];
  if (run.status === 'running' && (!last || last.finished !== finished)) {
    const at = now();
    list.push({ at, finished });
    while (list.length > 2 && at - list[0].at > WINDOW_MS) list.shift();
  }
  if (run.status !== 'running' && list.length > 0) list.length = 0;

  // Re-render now and then so the figures age while no delta arrives.
  useEffect(() => {
    if (run.status !== 'running') return;
    const timer = setInterval(() => setTick((tick) => tick + 1), 5_000);
    return () => clearInterval(timer);
  }, [run.status]);

  if (run.status !== 'running' || list.length < 2) return { perMinute: null, etaMs: null };
  const first = list[0];
  const elapsed = now() - first.at;
  const done = finished - first.finished;
  if (elapsed <= 0 || done <= 0) return { perMinute: null, etaMs: null };
  const perMinute = (done / elapsed) * 60_000;
  const remaining = run.counts.pending + run.counts.running;
  return { perMinute, etaMs: (remaining / perMinute) * 60_000 };
}

/** Counters, throughput and ETA above the grid, plus the restored-run notice. */
export function RunSummary({
  run,
  lastError,
  now,
}: {
  run: RunSnapshot;
  lastError: string | null;
  /** The clock the throughput reads (tests give their own). */
  now?: () => number;
}) {
  const { perMinute, etaMs } = useThroughput(run, now);
  const c = t.counters;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {run.restored && run.status === 'paused' && <Alert type="info" showIcon title={t.restored} />}
      {lastError && <Alert type="error" showIcon title={t.lastError} description={lastError} />}
      <Space size="large" wrap align="end">
        <Tag color={run.status === 'running' ? 'processing' : 'default'}>
          {t.status[run.status]}
        </Tag>
        <Statistic title={c.total} value={run.counts.total} groupSeparator="." />
        <Statistic title={c.done} value={run.counts.done} groupSeparator="." />
        <Statistic title={c.failed} value={run.counts.failed} groupSeparator="." />
        <Statistic title={c.running} value={run.counts.running} groupSeparator="." />
        <Statistic
          title={c.throughput}
          // pt-BR decimal comma: 578,8.
          value={perMinute === null ? t.etaUnknown : formatNumber(Math.round(perMinute * 10) / 10)}
        />
        <Statistic title={c.eta} value={etaMs === null ? t.etaUnknown : formatDuration(etaMs)} />
      </Space>
    </Space>
  );
}
