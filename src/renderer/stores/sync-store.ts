import { create } from 'zustand';
import type { SyncDelta, SyncSnapshot } from '../../shared/sync/run-state';
import { applySyncDeltas } from '../../shared/sync/sync-mirror';
import { SYNC_WINDOW_ROWS } from '../../shared/sync/run-window';
import type { AppBridge } from '../bridge/bridge';
import { onReconnect } from './settings-store';
import { errorMessage } from '../../shared/errors/error-message';

export interface SyncMirror {
  /**
   * The engine's state as last seen, with one window of rows (`run.itemsFrom` on); null until
   * the first snapshot. Kept across screens.
   */
  snapshot: SyncSnapshot | null;
  /** pt-BR detail when the snapshot could not be read. */
  error: string | null;
  /** The grid shows rows first..last (run indexes): loads their window if it is not here. */
  showRows(first: number, last: number): void;
}

/** A window's mirror of the bulk sync run that lives in the main process. */
export const useSyncStore = create<SyncMirror>(() => ({
  snapshot: null,
  error: null,
  showRows: () => {},
}));

/** The window to load so rows first..last sit in it with room to scroll both ways. */
export function windowAround(first: number, last: number, total: number): number {
  const lead = Math.floor((SYNC_WINDOW_ROWS - (last - first + 1)) / 2);
  return Math.max(0, Math.min(first - Math.max(0, lead), total - SYNC_WINDOW_ROWS));
}

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
  /** The window asked for and not answered yet: rows inside it need no second request. */
  let loading: { from: number; to: number } | null = null;
  const showRows = (first: number, last: number) => {
    const run = useSyncStore.getState().snapshot?.run;
    if (!run || stopped) return;
    const loadedTo = run.itemsFrom + run.items.length;
    const shown = Math.min(last, run.counts.total - 1);
    if (first >= run.itemsFrom && shown < loadedTo) return;
    if (loading && first >= loading.from && shown < loading.to) return;
    const from = windowAround(first, shown, run.counts.total);
    const asked = { from, to: from + SYNC_WINDOW_ROWS };
    loading = asked;
    const window = { from, count: SYNC_WINDOW_ROWS };
    bridge.invoke('sync.getRows', { runId: run.id, window }).then(
      (rows) => {
        if (loading === asked) loading = null;
        const current = useSyncStore.getState().snapshot;
        if (stopped || !rows || !current?.run || current.run.id !== rows.runId) return;
        // Deltas sent before this answer are already in it; later ones apply on top.
        const run = {
          ...current.run,
          items: rows.items,
          itemsFrom: rows.from,
          errors: rows.errors,
        };
        useSyncStore.setState({ snapshot: { ...current, run } });
      },
      () => {
        if (loading === asked) loading = null;
      },
    );
  };
  useSyncStore.setState({ showRows });
  const read = () => {
    buffered ??= [];
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
  };
  read();
  // Back from a lost host: the run as it is now (a restarted host restores it paused), not
  // the spinners of before; deltas meanwhile wait for that answer.
  const offConnection = onReconnect(bridge, read);
  return () => {
    stopped = true;
    offConnection();
    off();
    useSyncStore.setState({ showRows: () => {} });
  };
}

/** Clears the mirror (tests). */
export function resetSyncStore(): void {
  useSyncStore.setState({ snapshot: null, error: null, showRows: () => {} });
}
