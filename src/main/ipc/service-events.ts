import type { BridgeContract } from '../../shared/bridge/contract';
import type { EventName, EventPayload } from '../../shared/bridge/define';
import type { SettingsState } from '../../shared/bridge/settings';

export type BridgeEmit = <N extends EventName<BridgeContract>>(
  name: N,
  payload: EventPayload<BridgeContract, N>,
) => void;

/** The service notifications that become bridge events, whatever the transport. */
export interface EventSources {
  settings: { onChanged(listener: (state: SettingsState) => void): () => void };
}

/**
 * Forwards service notifications to the bridge (IPC in Electron, the socket in the web
 * shell). Returns the unsubscribe for shutdown.
 */
export function forwardServiceEvents(services: EventSources, emit: BridgeEmit): () => void {
  const unsubscribers = [services.settings.onChanged((state) => emit('settings.changed', state))];
  return () => {
    for (const unsubscribe of unsubscribers) unsubscribe();
  };
}
