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
  bridge.invoke('settings.getState', {}).then(
    (state) => {
      if (!stopped && !sawEvent) useSettingsStore.getState().apply(state);
    },
    (error: unknown) => {
      if (!stopped && !sawEvent) {
        useSettingsStore.setState({
          error: errorMessage(error),
        });
      }
    },
  );
  return () => {
    stopped = true;
    off();
  };
}

/** Clears the mirror (a retry after a failed start, and tests). */
export function resetSettingsStore(): void {
  useSettingsStore.setState({ state: null, error: null });
}
