import type { RunErrorEntry, RunItem, RunSnapshot, SyncDelta, SyncSnapshot } from './run-state';

/**
 * Rows a window gets at once: a screenful many times over, and a bound on what one bridge
 * message carries (20,000 codes × 10 tasks would be megabytes, and all their error excerpts
 * far more).
 */
export const SYNC_WINDOW_ROWS = 300;
export const MAX_SYNC_WINDOW_ROWS = 1_000;

export interface RowWindow {
  from: number;
  count: number;
}

export const DEFAULT_ROW_WINDOW: RowWindow = { from: 0, count: SYNC_WINDOW_ROWS };

/** A full run (as the engine holds it) cut to the rows of one window and their errors. */
export function windowRun(run: RunSnapshot, window: RowWindow): RunSnapshot {
  const { items, errors } = rowsOf(run, window);
  return { ...run, items, itemsFrom: Math.min(window.from, run.items.length), errors };
}

export function windowSnapshot(snapshot: SyncSnapshot, window: RowWindow): SyncSnapshot {
  return { ...snapshot, run: snapshot.run ? windowRun(snapshot.run, window) : null };
}

/** A new run announced to windows: its first window only. */
export function windowDelta(delta: SyncDelta): SyncDelta {
  return delta.type === 'run'
    ? { type: 'run', run: windowRun(delta.run, DEFAULT_ROW_WINDOW) }
    : delta;
}

/** The rows [from, to) a window covers in a run of `total` codes, at most the bridge's cap. */
export function windowBounds(total: number, window: RowWindow): { from: number; to: number } {
  const from = Math.max(0, window.from);
  return { from, to: Math.min(total, from + Math.min(window.count, MAX_SYNC_WINDOW_ROWS)) };
}

/** The rows of a window of a full run, with their errors (the engine's order is kept). */
export function rowsOf(
  run: RunSnapshot,
  window: RowWindow,
): { items: RunItem[]; errors: RunErrorEntry[] } {
  const { from, to } = windowBounds(run.items.length, window);
  return {
    items: run.items.slice(from, to),
    errors: run.errors.filter((entry) => entry.index >= from && entry.index < to),
  };
}
