import { Menu, Notification, dialog, type BrowserWindow, type Tray } from 'electron';
import { isRunActive, type SyncEngine } from '../services/sync/sync-engine';
import type { SyncFeed } from '../services/sync/sync-feed';
import { texts } from '../../shared/texts/pt-BR';
import { createCloseNotice, finishedNotice, taskbarProgress, trayModel } from './sync-desktop';

const t = texts.web.desktop;

export interface SyncDesktopOptions {
  engine: SyncEngine;
  feed: SyncFeed;
  tray: Tray | null;
  getWindow: () => BrowserWindow | null;
  onOpen: () => void;
  onQuit: () => void;
}

export interface SyncDesktop {
  /** Call when the window closes: says once that the run goes on in the tray. */
  windowClosed(): void;
  /** Before quitting: true when no run is active, or the user confirmed. */
  confirmQuit(): Promise<boolean>;
  dispose(): void;
}

/** The run on the desktop: tray menu and tooltip, taskbar progress, OS notifications. */
export function attachSyncDesktop(options: SyncDesktopOptions): SyncDesktop {
  const { engine, tray } = options;
  const closeNotice = createCloseNotice();
  let previous = engine.progress();

  const refresh = () => {
    const progress = engine.progress();
    const model = trayModel(progress);
    if (tray && !tray.isDestroyed()) {
      tray.setToolTip(model.tooltip);
      tray.setContextMenu(
        Menu.buildFromTemplate([
          ...(model.progressLine ? [{ label: model.progressLine, enabled: false }] : []),
          { label: t.sync.pause, enabled: model.canPause, click: () => void engine.pause() },
          { label: t.sync.start, enabled: model.canStart, click: () => void engine.resume() },
          { type: 'separator' },
          { label: t.trayOpen, click: options.onOpen },
          { label: t.trayQuit, click: options.onQuit },
        ]),
      );
    }
    const window = options.getWindow();
    if (window && !window.isDestroyed()) window.setProgressBar(taskbarProgress(progress));
    const notice = finishedNotice(previous, progress);
    if (notice && Notification.isSupported()) new Notification(notice).show();
    previous = progress;
  };

  refresh();
  // Batches arrive at most ten times a second, so the tray never redraws faster than that.
  const stop = options.feed.onBatch(refresh);

  return {
    windowClosed() {
      if (closeNotice.shouldNotify(engine.progress()) && Notification.isSupported()) {
        new Notification({ title: t.sync.closedToTrayTitle, body: t.sync.closedToTray }).show();
      }
    },
    async confirmQuit() {
      if (!isRunActive(engine.progress())) return true;
      const answer = await dialog.showMessageBox({
        type: 'question',
        title: t.sync.quitTitle,
        message: t.sync.quitMessage,
        buttons: [t.sync.quitCancel, t.sync.quitConfirm],
        defaultId: 0,
        cancelId: 0,
      });
      return answer.response === 1;
    },
    dispose: stop,
  };
}
