import type { HistoryEntry, RunSnapshot } from '../../../shared/sync/run-state';

/** A sync run that asks for attention on Início. */
export interface QueuedRun {
  id: string;
  state: 'running' | 'paused' | 'errors';
  done: number;
  total: number;
  failed: number;
  /** When it started (ms since the epoch). */
  at: number;
}

/** Runs listed at most: the current one and the latest that ended with errors. */
export const MAX_QUEUED_RUNS = 4;

/**
 * The runs a person should look at: the current run while it is running or paused, or when it
 * finished with errors, then earlier runs of the history that ended with errors, newest first.
 */
export function queuedRuns(
  current: RunSnapshot | null,
  history: readonly HistoryEntry[],
): QueuedRun[] {
  const runs: QueuedRun[] = [];
  if (current) {
    const { counts } = current;
    const state =
      current.status === 'running'
        ? 'running'
        : current.status === 'paused'
          ? 'paused'
          : counts.failed > 0
            ? 'errors'
            : null;
    if (state) {
      runs.push({
        id: current.id,
        state,
        done: counts.done + counts.failed,
        total: counts.total,
        failed: counts.failed,
        at: current.createdAt,
      });
    }
  }
  const earlier = history
    .filter((entry) => entry.counts.failed > 0 && entry.id !== current?.id)
    .sort((a, b) => b.createdAt - a.createdAt)
    .map(
      (entry): QueuedRun => ({
        id: entry.id,
        state: 'errors',
        done: entry.counts.done + entry.counts.failed,
        total: entry.counts.total,
        failed: entry.counts.failed,
        at: entry.createdAt,
      }),
    );
  return [...runs, ...earlier].slice(0, MAX_QUEUED_RUNS);
}
