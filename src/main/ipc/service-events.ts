import type { BridgeContract } from '../../shared/bridge/contract';
import type { EventName, EventPayload } from '../../shared/bridge/define';
import type { SettingsState } from '../../shared/bridge/settings';
import type { SyncDelta } from '../../shared/sync/run-state';

export type BridgeEmit = <N extends EventName<BridgeContract>>(
  name: N,
  payload: EventPayload<BridgeContract, N>,
) => void;

/** The service notifications that become bridge events, whatever the transport. */
export interface EventSources {
  settings: { onChanged(listener: (state: SettingsState) => void): () => void };
  syncFeed: { onBatch(listener: (deltas: SyncDelta[]) => void): () => void };
}

/**
 * Forwards service notifications to the bridge (IPC in Electron, the socket in the web
 * shell). Returns the unsubscribe for shutdown.
 */
export function forwardServiceEvents(services: EventSources, emit: BridgeEmit): () => void {
  const unsubscribers = [
    services.settings.onChanged((state) => emit('settings.changed', state)),
    services.syncFeed.onBatch((deltas) => emit('sync.delta', deltas)),
  ];
  return () => {
    for (const unsubscribe of unsubscribers) unsubscribe();
  };
}
