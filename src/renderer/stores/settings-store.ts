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

/** A settings.getState sent before React mounted (readSettingsEarly), not yet taken by a mirror. */
interface EarlyRead {
  bridge: AppBridge;
  answer: Promise<SettingsState>;
  /** A settings.changed came after it was sent: its answer is older than what is shown. */
  sawEvent: boolean;
  stop: () => void;
}
let earlyRead: EarlyRead | null = null;

/**
 * Sends the first settings.getState while the page's scripts are still being evaluated
 * (boot/open-bridge-early.ts), and applies its answer as soon as it comes: React's first render
 * then already has the settings, instead of rendering a wait and asking from an effect. The
 * mirror connected later takes this read over (connectSettingsMirror).
 */
export function readSettingsEarly(bridge: AppBridge): Promise<SettingsState> {
  if (earlyRead) return earlyRead.answer;
  const read: EarlyRead = {
    bridge,
    answer: bridge.invoke('settings.getState', {}),
    sawEvent: false,
    stop: () => {},
  };
  read.stop = bridge.on('settings.changed', (state) => {
    read.sawEvent = true;
    useSettingsStore.getState().apply(state);
  });
  read.answer.then(
    (state) => {
      if (earlyRead === read && !read.sawEvent) useSettingsStore.getState().apply(state);
    },
    () => {}, // the mirror that takes this read over reports the failure
  );
  earlyRead = read;
  return read.answer;
}

/** The early read of `bridge`, once: a retry or another bridge asks again. */
function takeEarlyRead(bridge: AppBridge): EarlyRead | null {
  const read = earlyRead;
  earlyRead = null;
  read?.stop();
  return read?.bridge === bridge ? read : null;
}

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
  const read = (answer: Promise<SettingsState>) => {
    sawEvent = false;
    answer.then(
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
  // Taken after this mirror listens, so no event falls between the two listeners.
  const early = takeEarlyRead(bridge);
  if (!early) read(bridge.invoke('settings.getState', {}));
  // An event that came after the early read was sent is already applied, and newer.
  else if (!early.sawEvent) read(early.answer);
  // Back from a lost host (a restart): what it holds now, before anything else is shown.
  const offConnection = onReconnect(bridge, () => read(bridge.invoke('settings.getState', {})));
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
  earlyRead?.stop();
  earlyRead = null;
  useSettingsStore.setState({ state: null, error: null });
}
