import type { BridgeContract } from '../../shared/bridge/contract';
import type { EventName, EventPayload } from '../../shared/bridge/define';
import type { DemoDocumentWrite } from '../../shared/bridge/demo';
import type { SettingsState } from '../../shared/bridge/settings';
import type { UpdateState } from '../../shared/bridge/updates';
import type { SyncDelta } from '../../shared/sync/run-state';

export type BridgeEmit = <N extends EventName<BridgeContract>>(
  name: N,
  payload: EventPayload<BridgeContract, N>,
) => void;

/** The service notifications that become bridge events, whatever the transport. */
export interface EventSources {
  settings: { onChanged(listener: (state: SettingsState) => void): () => void };
  syncFeed: { onBatch(listener: (deltas: SyncDelta[]) => void): () => void };
  demoWrites: { onWritten(listener: (write: DemoDocumentWrite) => void): () => void };
  updates: { onState(listener: (state: UpdateState) => void): () => void };
}

/** Events a shell sends itself (a deep link in Electron), not forwarded from a service. */
type ShellEvent = 'app.navigate';
type ServiceEvent = Exclude<EventName<BridgeContract>, ShellEvent>;

/**
 * How each service event reaches the bridge. Keyed by every event of the contract but the
 * shell's own: a capability whose event is not forwarded here fails to compile.
 */
type Forwarders = {
  [N in ServiceEvent]: (
    services: EventSources,
    send: (payload: EventPayload<BridgeContract, N>) => void,
  ) => () => void;
};

const forwarders: Forwarders = {
  'settings.changed': (services, send) => services.settings.onChanged(send),
  'sync.delta': (services, send) => services.syncFeed.onBatch(send),
  'demo.documentWritten': (services, send) => services.demoWrites.onWritten(send),
  'updates.state': (services, send) => services.updates.onState(send),
};

/**
 * Forwards service notifications to the bridge (IPC in Electron, the socket in the web
 * shell). Returns the unsubscribe for shutdown.
 */
export function forwardServiceEvents(services: EventSources, emit: BridgeEmit): () => void {
  const forward = <N extends ServiceEvent>(name: N) =>
    (forwarders[name] as Forwarders[N])(services, (payload) => emit(name, payload));
  const unsubscribers = (Object.keys(forwarders) as ServiceEvent[]).map(forward);
  return () => {
    for (const unsubscribe of unsubscribers) unsubscribe();
  };
}
