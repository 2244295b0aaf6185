import { create } from 'zustand';
import type { SyncDelta, SyncSnapshot } from '../../shared/sync/run-state';
import { applySyncDeltas } from '../../shared/sync/sync-mirror';
import type { AppBridge } from '../bridge/bridge';
import { errorMessage } from '../../shared/errors/error-message';

export interface SyncMirror {
  /** The engine's state as last seen; null until the first snapshot. Kept across screens. */
  snapshot: SyncSnapshot | null;
  /** pt-BR detail when the snapshot could not be read. */
  error: string | null;
}

/** A window's mirror of the bulk sync run that lives in the main process. */
export const useSyncStore = create<SyncMirror>(() => ({ snapshot: null, error: null }));

/**
 * Starts mirroring: subscribes to `sync.delta` first, then asks `sync.getState`. Batches that
 * arrive before the answer are buffered and applied on top of it (deltas are absolute and in
 * order, so one the snapshot already holds is harmless). Returns the unsubscribe.
 */
export function connectSyncMirror(bridge: AppBridge): () => void {
  let stopped = false;
  let buffered: SyncDelta[][] | null = [];
  const off = bridge.on('sync.delta', (deltas) => {
    if (stopped) return;
    if (buffered) {
      buffered.push(deltas);
      return;
    }
    const current = useSyncStore.getState().snapshot;
    if (current) useSyncStore.setState({ snapshot: applySyncDeltas(current, deltas) });
  });
  bridge.invoke('sync.getState', {}).then(
    (snapshot) => {
      if (stopped) return;
      const pending = buffered ?? [];
      buffered = null;
      const next = pending.reduce((state, deltas) => applySyncDeltas(state, deltas), snapshot);
      useSyncStore.setState({ snapshot: next, error: null });
    },
    (error: unknown) => {
      if (stopped) return;
      buffered = null;
      useSyncStore.setState({ error: errorMessage(error) });
    },
  );
  return () => {
    stopped = true;
    off();
  };
}

/** Clears the mirror (tests). */
export function resetSyncStore(): void {
  useSyncStore.setState({ snapshot: null, error: null });
}
