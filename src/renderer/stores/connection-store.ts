import { create } from 'zustand';
import type { BridgeConnectionState } from '../../shared/bridge/client';
import type { AppBridge } from '../bridge/bridge';

/** Whether the page still reaches its host (the web shell's socket); IPC is always 'open'. */
export const useConnectionStore = create<{ state: BridgeConnectionState }>(() => ({
  state: 'open',
}));

/** Mirrors the bridge's connection state; returns the unsubscribe. */
export function connectConnectionMirror(bridge: AppBridge): () => void {
  return bridge.onConnection?.((state) => useConnectionStore.setState({ state })) ?? (() => {});
}

/** True while commands cannot reach the host: they are disabled, never queued. */
export const useConnectionLost = () => useConnectionStore((store) => store.state === 'lost');
