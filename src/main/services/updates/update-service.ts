import type { UpdateInstallResult, UpdateState } from '../../../shared/bridge/updates';
import { errorMessage } from '../../../shared/errors/error-message';
import { texts } from '../../../shared/texts/pt-BR';

/** What the service needs of an updater (electron-updater behind electron-updater-port.ts). */
export interface UpdaterPort {
  /** The newer version on the feed, or null when this copy is up to date. */
  check(): Promise<{ version: string } | null>;
  /** Downloads the version `check` found, reporting 0–100. */
  download(onProgress: (percent: number) => void): Promise<void>;
  /** Quits the app, installs the downloaded version and starts it again. */
  quitAndInstall(): void;
}

export interface UpdateService {
  state(): UpdateState;
  onState(listener: (state: UpdateState) => void): () => void;
  /** Checks now and then once every {@link UPDATE_CHECK_INTERVAL_MS}. */
  start(): void;
  /** One check; a found version downloads at once, in the background. */
  check(): Promise<UpdateState>;
  /** The user's 'Reiniciar e instalar': refused while a bulk sync runs. */
  install(): UpdateInstallResult;
  dispose(): void;
}

export const UPDATE_CHECK_INTERVAL_MS = 24 * 60 * 60 * 1000;

export interface UpdateServiceOptions {
  /** Null where there is no feed (a dev build, the web shell): the state stays `off`. */
  updater: UpdaterPort | null;
  /** True while a bulk sync runs: installing would cut it in the middle. */
  isSyncRunning: () => boolean;
  log?: (message: string) => void;
  setInterval?: (run: () => void, ms: number) => { unref?(): void };
  clearInterval?: (timer: unknown) => void;
}

/**
 * Updates of an installed copy: check at start and once a day, download in the background
 * with progress, install only when the user agrees and never during a bulk sync (the updater
 * port never installs on its own at quit).
 */
export function createUpdateService(options: UpdateServiceOptions): UpdateService {
  const { updater } = options;
  const log = options.log ?? (() => {});
  const every = options.setInterval ?? setInterval;
  const stopEvery = options.clearInterval ?? ((timer) => clearInterval(timer as NodeJS.Timeout));
  const listeners = new Set<(state: UpdateState) => void>();
  let current: UpdateState = updater ? { status: 'idle', checkedAt: null } : { status: 'off' };
  let timer: unknown = null;
  let running: Promise<UpdateState> | null = null;

  const set = (next: UpdateState) => {
    current = next;
    for (const listener of listeners) listener(next);
  };

  async function checkAndDownload(port: UpdaterPort): Promise<UpdateState> {
    set({ status: 'checking' });
    try {
      const found = await port.check();
      if (!found) {
        set({ status: 'idle', checkedAt: Date.now() });
        return current;
      }
      const { version } = found;
      set({ status: 'downloading', version, percent: 0 });
      let shown = 0;
      await port.download((percent) => {
        const clamped = Math.max(0, Math.min(100, percent));
        // One event per whole percent: the notice needs no more.
        if (Math.floor(clamped) === Math.floor(shown)) return;
        shown = clamped;
        set({ status: 'downloading', version, percent: clamped });
      });
      set({ status: 'ready', version });
    } catch (error) {
      const message = texts.updates.checkFailed(errorMessage(error));
      log(message);
      set({ status: 'error', message });
    }
    return current;
  }

  return {
    state: () => current,
    onState(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      if (!updater || timer) return;
      void this.check();
      const interval = every(() => void this.check(), UPDATE_CHECK_INTERVAL_MS);
      interval.unref?.();
      timer = interval;
    },
    check() {
      // A found version is kept until installed; a check in flight is joined.
      if (!updater || current.status === 'ready') return Promise.resolve(current);
      running ??= checkAndDownload(updater).finally(() => (running = null));
      return running;
    },
    install() {
      if (!updater || current.status !== 'ready') {
        return { ok: false, message: texts.updates.nothingToInstall };
      }
      if (options.isSyncRunning()) return { ok: false, message: texts.updates.notDuringSync };
      updater.quitAndInstall();
      return { ok: true };
    },
    dispose() {
      if (timer) stopEvery(timer);
      timer = null;
      listeners.clear();
    },
  };
}
