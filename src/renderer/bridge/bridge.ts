import {
  createBridgeClient,
  type BridgeClient,
  type BridgeGlobal,
} from '../../shared/bridge/client';
import type { BridgeContract } from '../../shared/bridge/contract';
import { bridgeUrlForLocation, createWebSocketBridgeGlobal } from './ws-bridge-global';

export type AppBridge = BridgeClient<BridgeContract>;

declare global {
  interface Window {
    /** Set by the Electron preload; absent in the web shell. */
    consoleDesktop?: BridgeGlobal<BridgeContract>;
  }
}

/**
 * The renderer's bridge: the Electron preload's global when present, else the web shell's
 * WebSocket to the page's own host.
 */
export function createAppBridge(
  win: Pick<Window, 'consoleDesktop' | 'location'> = window,
  connectWebSocket: (url: string) => BridgeGlobal<BridgeContract> = createWebSocketBridgeGlobal,
): AppBridge {
  const global = win.consoleDesktop ?? connectWebSocket(bridgeUrlForLocation(win.location));
  return createBridgeClient(global);
}

let shared: AppBridge | null = null;

/** The one bridge of this page, created on first use (main.tsx). */
export function getAppBridge(): AppBridge {
  shared ??= createAppBridge();
  return shared;
}
