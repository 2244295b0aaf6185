import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { app } from 'electron';
// A CommonJS package whose autoUpdater Node's ESM loader cannot see as a named export.
import electronUpdater from 'electron-updater';
import { electronUpdaterPort } from '../services/updates/electron-updater-port';
import { updateFeedOverride } from '../services/updates/feed-url';
import type { UpdaterPort } from '../services/updates/update-service';

/**
 * The installed copy's updater: electron-updater (the platform's own: NSIS, AppImage, deb,
 * dmg) with the build's generic feed (app-update.yml, from `publish` in
 * build/electron-builder.yml) or CONSOLE_UPDATE_FEED_URL. None in a development start or a
 * build without a feed: updates are then off.
 */
export function createDesktopUpdater(
  env: Record<string, string | undefined>,
  log: (message: string) => void,
): UpdaterPort | null {
  if (!app.isPackaged) return null;
  const override = updateFeedOverride(env, log);
  const buildFeed = process.resourcesPath && join(process.resourcesPath, 'app-update.yml');
  if (!override && !(buildFeed && existsSync(buildFeed))) {
    log('updates off: this build names no update feed');
    return null;
  }
  // Read here, not at import: the getter builds the platform's updater over Electron's app.
  const { autoUpdater } = electronUpdater;
  if (override) autoUpdater.setFeedURL({ provider: 'generic', url: override });
  autoUpdater.logger = { info: () => {}, warn: log, error: log };
  return electronUpdaterPort(autoUpdater);
}
