import { create } from 'zustand';
import type { SettingsState } from '../../shared/bridge/settings';
import type { AppBridge } from '../bridge/bridge';
import { errorMessage } from '../../shared/errors/error-message';

export interface SettingsMirror {
  /** The main process's settings, null until the first answer. */
  state: SettingsState | null;
  /** pt-BR message when the first read failed. */
  error: string | null;
  /** Takes a newer state (an event or a procedure's answer). */
  apply(state: SettingsState): void;
}

/** A mirror of the main process's settings: settings.getState at start, then settings.changed. */
export const useSettingsStore = create<SettingsMirror>((set) => ({
  state: null,
  error: null,
  apply: (state) => set({ state, error: null }),
}));

/**
 * Starts mirroring. An event that arrives while getState is in flight is newer than its
 * answer, so that answer is then dropped. Returns the unsubscribe.
 */
export function connectSettingsMirror(bridge: AppBridge): () => void {
  let sawEvent = false;
  let stopped = false;
  const off = bridge.on('settings.changed', (state) => {
    sawEvent = true;
    if (!stopped) useSettingsStore.getState().apply(state);
  });
  const read = () => {
    sawEvent = false;
    bridge.invoke('settings.getState', {}).then(
      (state) => {
        if (!stopped && !sawEvent) useSettingsStore.getState().apply(state);
      },
      (error: unknown) => {
        // A read after a reconnect keeps what is shown; only the first read can fail the app.
        if (!stopped && !sawEvent && !useSettingsStore.getState().state) {
          useSettingsStore.setState({ error: errorMessage(error) });
        }
      },
    );
  };
  read();
  // Back from a lost host (a restart): what it holds now, before anything else is shown.
  const offConnection = onReconnect(bridge, read);
  return () => {
    stopped = true;
    off();
    offConnection();
  };
}

/** Calls `reread` each time a lost connection is back. */
export function onReconnect(bridge: AppBridge, reread: () => void): () => void {
  let lost = false;
  return (
    bridge.onConnection?.((state) => {
      if (state === 'lost') lost = true;
      if (state === 'open' && lost) {
        lost = false;
        reread();
      }
    }) ?? (() => {})
  );
}

/** Clears the mirror (a retry after a failed start, and tests). */
export function resetSettingsStore(): void {
  useSettingsStore.setState({ state: null, error: null });
}
