import { EventEmitter } from 'node:events';
import type { Recorder } from './recorder';

/**
 * electron-updater's `autoUpdater` for the recorded run (the real one needs Electron's app
 * and net; it is tested against a real feed in main/services/updates). A check waits until
 * the test answers it; a download reports 50 % and then ends.
 */
export class StandInAutoUpdater extends EventEmitter {
  autoDownload = true;
  autoInstallOnAppQuit = true;
  logger: unknown = console;
  private pendingCheck: ((version: string | null) => void) | null = null;

  constructor(private readonly recorder: Recorder) {
    super();
  }

  setFeedURL(options: unknown): void {
    this.recorder.record('autoUpdater.setFeedURL', options);
  }
  checkForUpdates(): Promise<unknown> {
    this.recorder.record('autoUpdater.checkForUpdates');
    return new Promise((resolve) => {
      this.pendingCheck = (version) =>
        resolve(
          version === null
            ? { isUpdateAvailable: false, updateInfo: { version: '0.0.0' } }
            : { isUpdateAvailable: true, updateInfo: { version } },
        );
    });
  }
  /** The feed's answer to the check in flight: a newer version, or null. */
  answerCheck(version: string | null): void {
    if (!this.pendingCheck) throw new Error('stand-in autoUpdater: no check in flight');
    const answer = this.pendingCheck;
    this.pendingCheck = null;
    answer(version);
  }
  hasCheckInFlight(): boolean {
    return this.pendingCheck !== null;
  }
  async downloadUpdate(): Promise<string[]> {
    this.recorder.record('autoUpdater.downloadUpdate');
    this.emit('download-progress', { percent: 50, transferred: 1, total: 2, bytesPerSecond: 1 });
    return [];
  }
  quitAndInstall(isSilent?: boolean, isForceRunAfter?: boolean): void {
    this.recorder.record('autoUpdater.quitAndInstall', isSilent, isForceRunAfter);
  }
}
