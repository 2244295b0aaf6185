import { BrowserWindow, dialog, screen, shell } from 'electron';
import type { KeyValueStore } from '../services/settings/key-value-store';
import {
  MIN_WINDOW_SIZE,
  clampWindowState,
  loadWindowState,
  saveWindowState,
} from '../services/settings/window-state';
import { texts } from '../../shared/texts/pt-BR';
import { createCloseGuard } from './close-guard';
import { decideWindowOpen, isAllowedNavigation } from './navigation-policy';
import { createCrashReloadPolicy } from './renderer-crash';
import type { TrustedPageOptions } from './trusted-sender';

export interface MainWindowOptions {
  preloadPath: string;
  /** Dev server URL, or the packaged renderer on app://. */
  page: { url: string };
  /** Packaged builds open no DevTools. */
  devTools: boolean;
  trusted: TrustedPageOptions;
  store: KeyValueStore;
  backgroundColor: string;
  iconPath?: string;
  hasPendingChanges: () => boolean;
  onPageLoaded: () => void;
  onPageGone: () => void;
  /** The user chose to stay: a quit in progress is abandoned. */
  onCloseCancelled: () => void;
}

/** The one main window, with the security baseline of ARCHITECTURE §6 and remembered bounds. */
export function createMainWindow(options: MainWindowOptions): BrowserWindow {
  const saved = loadWindowState(options.store);
  const display =
    saved.x !== undefined && saved.y !== undefined
      ? screen.getDisplayMatching({
          x: saved.x,
          y: saved.y,
          width: saved.width,
          height: saved.height,
        })
      : screen.getPrimaryDisplay();
  const state = clampWindowState(saved, display.workArea);

  const window = new BrowserWindow({
    title: texts.app.name,
    x: state.x,
    y: state.y,
    width: state.width,
    height: state.height,
    minWidth: MIN_WINDOW_SIZE.width,
    minHeight: MIN_WINDOW_SIZE.height,
    show: false,
    backgroundColor: options.backgroundColor,
    icon: options.iconPath,
    autoHideMenuBar: true,
    webPreferences: {
      preload: options.preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      spellcheck: true,
      devTools: options.devTools,
    },
  });

  window.once('ready-to-show', () => {
    if (state.maximized) window.maximize();
    window.show();
  });

  // Navigation: only our own page; links open in the system browser when https.
  window.webContents.on('will-navigate', (event, url) => {
    if (!isAllowedNavigation(url, options.trusted)) event.preventDefault();
  });
  window.webContents.on('will-redirect', (event, url) => {
    if (!isAllowedNavigation(url, options.trusted)) event.preventDefault();
  });
  window.webContents.setWindowOpenHandler(({ url }) => {
    const decision = decideWindowOpen(url);
    if (decision.openExternally) void shell.openExternal(url);
    return { action: decision.action };
  });
  window.webContents.on('did-finish-load', options.onPageLoaded);
  window.webContents.on('did-start-loading', options.onPageGone);
  window.on('closed', options.onPageGone);
  // A crashed page is reloaded (a run lives in main and goes on); links wait for the new page.
  const crashes = createCrashReloadPolicy();
  window.webContents.on('render-process-gone', (_event, details) => {
    options.onPageGone();
    if (!window.isDestroyed() && crashes.shouldReload(details.reason)) window.webContents.reload();
  });

  // Window state: saved shortly after every move or resize, and on close.
  let saveTimer: ReturnType<typeof setTimeout> | null = null;
  const persistBounds = () => {
    if (window.isDestroyed() || window.isMinimized()) return;
    const bounds = window.getNormalBounds();
    saveWindowState(options.store, { ...bounds, maximized: window.isMaximized() });
  };
  const scheduleSave = () => {
    if (saveTimer) clearTimeout(saveTimer);
    saveTimer = setTimeout(persistBounds, 400);
  };
  for (const name of ['resize', 'move', 'maximize', 'unmaximize'] as const) {
    window.on(name as 'resize', scheduleSave);
  }

  // Closing with unsaved input asks first (spec text, native box).
  const guard = createCloseGuard({
    hasPendingChanges: options.hasPendingChanges,
    confirmDiscard: async () => {
      const answer = await dialog.showMessageBox(window, {
        type: 'warning',
        title: texts.web.desktop.pendingChangesTitle,
        message: texts.web.desktop.pendingChanges,
        buttons: [texts.web.desktop.pendingChangesLeave, texts.web.desktop.pendingChangesStay],
        defaultId: 1,
        cancelId: 1,
        noLink: true,
      });
      if (answer.response !== 0) options.onCloseCancelled();
      return answer.response === 0;
    },
  });
  window.on('close', (event) => {
    guard.onClose(event, () => window.close());
    if (!event.defaultPrevented) {
      if (saveTimer) clearTimeout(saveTimer);
      persistBounds();
    }
  });

  void window.loadURL(options.page.url);
  return window;
}
