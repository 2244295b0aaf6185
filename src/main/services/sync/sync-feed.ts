import { createEventBatcher } from '../../../shared/bridge/event-batcher';
import type { SyncDelta, SyncSnapshot } from '../../../shared/sync/run-state';
import type { SyncEngine } from './sync-engine';

export interface SyncFeed {
  /** Flushes what is batched, then answers the full state: a window mirrors from there. */
  snapshot(): SyncSnapshot;
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
    for (const listener of listeners) listener(deltas);
  }, intervalMs);
  const stop = engine.onDelta((delta) => batcher.push(delta));
  return {
    snapshot() {
      batcher.flush();
      return engine.snapshot();
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
