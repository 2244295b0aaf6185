import { join, resolve } from 'node:path';
import { BrowserWindow, Menu, app, dialog, session, shell, type Tray } from 'electron';
import { createBridgeHandlers } from './host/handlers';
import { openServedFile } from './host/chosen-file-source';
import { createElectronTransport } from './electron/electron-transport.electron';
import { fileProtocolUrl } from './electron/file-protocol';
import { handleFileProtocol } from './electron/file-protocol.electron';
import { APP_INDEX_URL } from './electron/app-protocol';
import { handleAppProtocol } from './electron/app-protocol.electron';
import { DESKTOP_EMBED_ORIGIN } from './host/embed-page';
import { handleEmbedProtocol } from './electron/embed-protocol.electron';
import { appMenuTemplate } from './electron/app-menu';
import { registerPrivilegedSchemes } from './electron/privileged-schemes.electron';
import { forwardServiceEvents } from './host/service-events';
import { isTrustedSenderUrl, type TrustedPageOptions } from './electron/trusted-sender';
import { createMainServices, type MainServices } from './services/create-main-services';
import { startDemoServices } from './services/demo-services/embedded-demo';
import { prepareDataFolder } from './services/files/data-folder';
import { explainStartupFailure } from './services/startup-failure';
import { createElectronDialogPort } from './electron/dialog-port.electron';
import { createElectronKeyValueStore } from './electron/electron-key-value-store.electron';
import {
  buildContentSecurityPolicy,
  localOriginsOf,
  videoFrameOriginsOf,
} from './host/content-security-policy';
import { DEEP_LINK_SCHEME, findDeepLinkInArgv } from './electron/deep-link';
import { createDeepLinkDispatcher } from './electron/deep-link-dispatcher';
import { createMainWindow } from './electron/main-window.electron';
import { installSessionSecurity } from './electron/security.electron';
import { attachSyncDesktop, type SyncDesktop } from './electron/sync-desktop.electron';
import { createAppTray } from './electron/tray.electron';
import { createDesktopUpdater } from './electron/updates.electron';
import { bridgeContract } from '../shared/bridge/contract';
import { texts } from '../shared/texts/pt-BR';

// Thin wiring only: every decision lives in a tested plain-Node module beside this file.

const log = (message: string, cause?: unknown) =>
  cause === undefined ? console.warn(message) : console.warn(message, cause);

if (process.env.CONSOLE_DATA_DIR) app.setPath('userData', resolve(process.env.CONSOLE_DATA_DIR));

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  registerPrivilegedSchemes();
  start();
}

function start(): void {
  const appPath = app.getAppPath();
  // Files the OS reads directly (tray, window icon) are unpacked next to the asar.
  const resource = (name: string) =>
    join(appPath, 'resources', name).replace(/app\.asar([/\\])/, 'app.asar.unpacked$1');
  const devServerUrl = !app.isPackaged ? process.env.ELECTRON_RENDERER_URL : undefined;
  const rendererDir = join(appPath, 'out', 'renderer');
  const trusted: TrustedPageOptions = { devServerUrl, rendererIndexUrl: APP_INDEX_URL };
  const isTrusted = (url: string) => isTrustedSenderUrl(url, trusted);

  let window: BrowserWindow | null = null;
  let tray: Tray | null = null;
  let services: MainServices | null = null;
  let syncDesktop: SyncDesktop | null = null;
  let quitRequested = false;
  let quitConfirmed = false;
  let disposed = false;

  let transport: ReturnType<typeof createElectronTransport<typeof bridgeContract>> | null = null;
  const links = createDeepLinkDispatcher({
    send: (route) => transport?.emit('app.navigate', { route }),
    log,
  });
  const windowStore = createElectronKeyValueStore({ name: 'window-state' });

  // console-desktop:// links: registered with the OS; in dev Electron needs the script path.
  if (process.defaultApp && process.argv.length >= 2) {
    app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME, process.execPath, [resolve(process.argv[1])]);
  } else {
    app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME);
  }
  const coldStartLink = findDeepLinkInArgv(process.argv);
  if (coldStartLink) links.receive(coldStartLink);
  app.on('open-url', (event, url) => {
    event.preventDefault();
    links.receive(url);
    showWindow();
  });
  app.on('second-instance', (_event, argv) => {
    const link = findDeepLinkInArgv(argv);
    if (link) links.receive(link);
    showWindow();
  });

  function showWindow(): void {
    if (!services) return;
    if (!window || window.isDestroyed()) {
      window = openWindow(services);
      return;
    }
    if (window.isMinimized()) window.restore();
    window.show();
    window.focus();
  }

  function openWindow(current: MainServices): BrowserWindow {
    const created = createMainWindow({
      preloadPath: join(appPath, 'out', 'preload', 'index.cjs'),
      page: { url: devServerUrl ?? APP_INDEX_URL },
      devTools: !app.isPackaged,
      trusted,
      store: windowStore,
      backgroundColor: '#f5f5f5',
      iconPath: resource('icon.png'),
      hasPendingChanges: () => current.app.hasPendingChanges(),
      onPageLoaded: () => links.setReady(),
      onPageGone: () => links.setNotReady(),
      onCloseCancelled: () => {
        quitRequested = false;
        quitConfirmed = false;
      },
    });
    created.on('closed', () => {
      if (window === created) window = null;
      if (!quitRequested) syncDesktop?.windowClosed();
      // A quit that had to wait for the pending-changes question goes on now.
      if (quitRequested) app.quit();
    });
    return created;
  }

  app.on('before-quit', (event) => {
    // Quitting during a run asks first; the run resumes paused on the next start.
    if (!quitConfirmed && syncDesktop) {
      event.preventDefault();
      void syncDesktop.confirmQuit().then((confirmed) => {
        if (!confirmed) return;
        quitConfirmed = true;
        app.quit();
      });
      return;
    }
    quitRequested = true;
  });
  // The journal is closed before the process ends, so the next start restores the run.
  app.on('will-quit', (event) => {
    if (disposed || !services) return;
    event.preventDefault();
    syncDesktop?.dispose();
    void services.dispose().finally(() => {
      disposed = true;
      app.quit();
    });
  });
  // Closing the window keeps the app in the tray (a sync may be running); Sair quits.
  app.on('window-all-closed', () => {
    if (quitRequested || !tray) app.quit();
  });
  app.on('activate', showWindow);
  app.on('web-contents-created', (_event, contents) => {
    contents.on('will-attach-webview', (event) => event.preventDefault());
  });

  void app.whenReady().then(() => {
    // Read per page load: a saved emulator profile adds its origins.
    const csp = () =>
      buildContentSecurityPolicy({
        shell: 'electron',
        devServerUrl,
        emulatorOrigins: services ? localOriginsOf(services.settings.getState()) : [],
        frameOrigins: services ? videoFrameOriginsOf(services.settings.getState()) : [],
        embedOrigin: DESKTOP_EMBED_ORIGIN,
      });
    installSessionSecurity(session.defaultSession, { csp, isTrusted, trusted });
    handleAppProtocol(rendererDir, csp);
    handleEmbedProtocol();
    const menu = appMenuTemplate(process.platform, app.isPackaged);
    if (menu)
      Menu.setApplicationMenu(
        Menu.buildFromTemplate(menu as Electron.MenuItemConstructorOptions[]),
      );
    // The first writes of a first start: a full disk or a locked folder is said in pt-BR.
    const dataDir = app.getPath('userData');
    try {
      prepareDataFolder(dataDir);
      services = createMainServices({
        store: createElectronKeyValueStore(),
        env: process.env,
        dialogPort: createElectronDialogPort(() => window),
        fileUrl: fileProtocolUrl,
        openExternal: (url) => shell.openExternal(url),
        shell: 'electron',
        version: app.getVersion(),
        platform: process.platform,
        seedPath: process.env.CONSOLE_SEED
          ? resolve(process.env.CONSOLE_SEED)
          : join(appPath, 'resources', 'demo-seed.json'),
        dataDir,
        log,
        startDemoServices,
        updater: createDesktopUpdater(process.env, log),
      });
    } catch (error) {
      dialog.showErrorBox(texts.app.name, explainStartupFailure(error, dataDir).message);
      app.exit(1);
      return;
    }
    const current = services;
    // The unconfigured local profile gets the embedded demo services (settings follow).
    void current.startDemoServicesIfWanted();
    handleFileProtocol((token, range) => openServedFile(current.chosenFiles, token, range));
    transport = createElectronTransport({
      contract: bridgeContract,
      handlers: createBridgeHandlers(current, { embedOrigin: DESKTOP_EMBED_ORIGIN }),
      isTrustedSender: isTrusted,
      targets: () => BrowserWindow.getAllWindows().map((each) => each.webContents),
      log,
    });
    forwardServiceEvents(current, transport.emit);
    try {
      tray = createAppTray({
        iconPath: resource(process.platform === 'darwin' ? 'tray.png' : 'tray@2x.png'),
        onOpen: showWindow,
        onQuit: () => app.quit(),
      });
    } catch (error) {
      // Some Linux desktops have no tray: closing the window then quits.
      log('tray unavailable', error);
    }
    syncDesktop = attachSyncDesktop({
      engine: current.sync,
      feed: current.syncFeed,
      tray,
      getWindow: () => window,
      onOpen: showWindow,
      onQuit: () => app.quit(),
    });
    window = openWindow(current);
    // Checks now and once a day; installs only when the user agrees, never during a run.
    current.updates.start();
  });
}
