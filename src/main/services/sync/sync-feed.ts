import { createEventBatcher } from '../../../shared/bridge/event-batcher';
import type {
  RunErrorEntry,
  RunItem,
  SyncDelta,
  SyncSnapshot,
} from '../../../shared/sync/run-state';
import { DEFAULT_ROW_WINDOW, windowDelta, type RowWindow } from '../../../shared/sync/run-window';
import type { SyncEngine } from './sync-engine';

export interface SyncRows {
  runId: string;
  from: number;
  items: RunItem[];
  errors: RunErrorEntry[];
}

export interface SyncFeed {
  /**
   * Flushes what is batched, then answers the state with one window of rows: a window mirrors
   * from there. The rest of a big run never crosses the bridge at once.
   */
  snapshot(window?: RowWindow): SyncSnapshot;
  /** Another window of rows of the current run (null when that run is gone), after a flush. */
  rows(runId: string, window: RowWindow): SyncRows | null;
  /** At most one batch per interval (≤ 10 a second), whatever the run's size. */
  onBatch(listener: (deltas: SyncDelta[]) => void): () => void;
  dispose(): void;
}

/**
 * What windows see of the engine: batched deltas. The snapshot flushes the batch first, so a
 * window that opens mid-run never applies a delta older than its snapshot out of order.
 */
// 125 ms rather than 100: timer drift and the final flush then still keep a window under ten
// messages a second.
const FEED_INTERVAL_MS = 125;

export function createSyncFeed(engine: SyncEngine, intervalMs = FEED_INTERVAL_MS): SyncFeed {
  const listeners = new Set<(deltas: SyncDelta[]) => void>();
  const batcher = createEventBatcher<SyncDelta>((deltas) => {
    // Every batch closes with the totals: a window cannot count the rows it has not loaded.
    const progress = engine.progress();
    const totals: SyncDelta[] = progress.counts
      ? [{ type: 'counts', counts: progress.counts, errorCount: progress.errorCount }]
      : [];
    const batch = [...deltas.map(windowDelta), ...totals];
    for (const listener of listeners) listener(batch);
  }, intervalMs);
  const stop = engine.onDelta((delta) => batcher.push(delta));
  return {
    snapshot(window = DEFAULT_ROW_WINDOW) {
      batcher.flush();
      return engine.snapshot(window);
    },
    rows(runId, window) {
      batcher.flush();
      const run = engine.snapshot(window).run;
      if (!run || run.id !== runId) return null;
      return { runId, from: run.itemsFrom, items: run.items, errors: run.errors };
    },
    onBatch(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      stop();
      batcher.flush();
      batcher.dispose();
      listeners.clear();
    },
  };
}
