import { useEffect, useState } from 'react';
import type { HistoryEntry } from '../../../shared/sync/run-state';
import { useBridge } from '../../bridge/bridge-context';
import { connectSyncMirror, useSyncStore } from '../../stores/sync-store';
import { queuedRuns, type QueuedRun } from './run-queue';

/** The sync runs that ask for attention, live: the engine's current run and its history. */
export function useQueuedRuns(): { runs: QueuedRun[]; loading: boolean } {
  const bridge = useBridge();
  const snapshot = useSyncStore((state) => state.snapshot);
  const mirrorFailed = useSyncStore((state) => state.error !== null);
  const [history, setHistory] = useState<HistoryEntry[] | null>(null);
  useEffect(() => connectSyncMirror(bridge), [bridge]);
  const runId = snapshot?.run?.id ?? null;
  const finished = snapshot?.run?.status === 'finished';
  useEffect(() => {
    let active = true;
    // Read again when the current run changes or ends: it joins the history then.
    bridge.invoke('sync.history', {}).then(
      (entries) => active && setHistory(entries),
      () => active && setHistory([]),
    );
    return () => {
      active = false;
    };
  }, [bridge, runId, finished]);
  return {
    runs: queuedRuns(snapshot?.run ?? null, history ?? []),
    loading: (snapshot === null && !mirrorFailed) || history === null,
  };
}
