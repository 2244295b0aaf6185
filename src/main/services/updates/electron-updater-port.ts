import type { AppUpdater, ProgressInfo } from 'electron-updater';
import type { UpdaterPort } from './update-service';

/**
 * electron-updater as the update service's port. It never downloads or installs on its own:
 * the service downloads what a check found, and installs only when the user agrees and no
 * bulk sync runs (so no install at quit, which could land in the middle of a run).
 */
export function electronUpdaterPort(updater: AppUpdater): UpdaterPort {
  updater.autoDownload = false;
  updater.autoInstallOnAppQuit = false;
  return {
    async check() {
      const result = await updater.checkForUpdates();
      return result?.isUpdateAvailable ? { version: result.updateInfo.version } : null;
    },
    async download(onProgress) {
      const listener = (progress: ProgressInfo) => onProgress(progress.percent);
      updater.on('download-progress', listener);
      try {
        await updater.downloadUpdate();
      } finally {
        updater.off('download-progress', listener);
      }
    },
    quitAndInstall() {
      // Not silent (Windows shows its installer), and the new version starts afterwards.
      updater.quitAndInstall(false, true);
    },
  };
}
