import { EventEmitter } from 'node:events';
import { StandInApp, type StandInAppOptions } from './app';
import { StandInAutoUpdater } from './auto-updater';
import { StandInWindow, type WindowsHost } from './browser-window';
import { createRecorder, preventableEvent, type Recorder } from './recorder';

/**
 * A stand-in for the `electron` module, for tests only (installed through vi.mock in the
 * recorded run of the main entry, tests/electron/main-entry-*.recorded.test.ts; never shipped).
 * It records every call main makes, keeps what main registers (IPC handlers, protocol
 * handlers, session handlers, the tray) so the test can call them as Electron would, and lets
 * the test drive the app's life: ready, a second instance, a window close, a quit, a crash.
 */

type IpcListener = (event: { senderFrame: { url: string } | null }, ...args: unknown[]) => unknown;
type ProtocolHandler = (request: Request) => Response | Promise<Response>;
type HeadersListener = (
  details: { resourceType: string; url: string; responseHeaders?: Record<string, string[]> },
  callback: (response: { responseHeaders?: Record<string, string[]> }) => void,
) => void;

export interface DialogAnswers {
  open: (options: Record<string, unknown>) => { canceled: boolean; filePaths: string[] };
  save: (options: Record<string, unknown>) => { canceled: boolean; filePath?: string };
  /** The index of the button the user clicks. */
  messageBox: (options: { message: string; buttons: string[] }) => number;
}

const unanswered = (kind: string) => () => {
  throw new Error(`stand-in dialog: the test did not answer the ${kind}`);
};

export function createElectronStandIn(options: StandInAppOptions) {
  const recorder = createRecorder();
  const windows: StandInWindow[] = [];
  const ipcHandlers = new Map<string, IpcListener>();
  const protocolHandlers = new Map<string, ProtocolHandler>();
  const session = {
    headersListener: null as HeadersListener | null,
    permissionRequest: null as
      | null
      | ((
          contents: unknown,
          permission: string,
          callback: (granted: boolean) => void,
          details: { requestingUrl: string },
        ) => void),
    permissionCheck: null as
      | null
      | ((contents: unknown, permission: string, requestingOrigin: string) => boolean),
  };
  const dialogs: DialogAnswers = {
    open: unanswered('open dialog'),
    save: unanswered('save dialog'),
    messageBox: unanswered('message box'),
  };
  const trays: StandInTray[] = [];
  const notifications: Array<Record<string, unknown>> = [];

  const host: WindowsHost = {
    recorder,
    all: windows,
    lastClosed: () => {
      if (!app.quitting) app.emit('window-all-closed');
    },
    isReady: () => app.isReady(),
  };
  const app = new StandInApp(options, recorder, windows);
  const autoUpdater = new StandInAutoUpdater(recorder);

  class BrowserWindow extends StandInWindow {
    constructor(windowOptions: Record<string, unknown>) {
      super(windowOptions, host);
    }
    static getAllWindows(): StandInWindow[] {
      return [...windows];
    }
  }

  class StandInTray extends EventEmitter {
    tooltip = '';
    menu: { template: Array<Record<string, unknown>> } | null = null;
    constructor(readonly image: unknown) {
      super();
      recorder.record('new Tray', image);
      trays.push(this);
    }
    setToolTip(text: string): void {
      this.tooltip = text;
    }
    setContextMenu(menu: { template: Array<Record<string, unknown>> }): void {
      this.menu = menu;
    }
    isDestroyed(): boolean {
      return false;
    }
    /** Clicks the context menu entry with this label. */
    clickMenu(label: string): void {
      const item = this.menu?.template.find((entry) => entry.label === label);
      if (!item) throw new Error(`stand-in tray: no menu entry "${label}"`);
      // Electron fires no click on a disabled entry.
      if (item.enabled === false) throw new Error(`stand-in tray: "${label}" is disabled`);
      (item.click as () => void)();
    }
  }

  class Notification {
    static isSupported(): boolean {
      return true;
    }
    constructor(private readonly content: Record<string, unknown>) {}
    show(): void {
      recorder.record('Notification.show', this.content);
      notifications.push(this.content);
    }
  }

  const defaultSession = {
    webRequest: {
      onHeadersReceived: (listener: HeadersListener) => {
        recorder.record('session.webRequest.onHeadersReceived');
        session.headersListener = listener;
      },
    },
    setPermissionRequestHandler: (handler: typeof session.permissionRequest) => {
      recorder.record('session.setPermissionRequestHandler');
      session.permissionRequest = handler;
    },
    setPermissionCheckHandler: (handler: typeof session.permissionCheck) => {
      recorder.record('session.setPermissionCheckHandler');
      session.permissionCheck = handler;
    },
  };

  const modalArgs = (args: unknown[]) => args[args.length - 1] as Record<string, unknown>;

  const electron = {
    app,
    BrowserWindow,
    Tray: StandInTray,
    Notification,
    Menu: {
      buildFromTemplate: (template: Array<Record<string, unknown>>) => ({ template }),
      setApplicationMenu: (menu: unknown) => recorder.record('Menu.setApplicationMenu', menu),
    },
    nativeImage: { createFromPath: (path: string) => ({ path }) },
    screen: {
      getPrimaryDisplay: () => ({ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }),
      getDisplayMatching: () => ({ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }),
    },
    shell: {
      openExternal: (url: string) => {
        recorder.record('shell.openExternal', url);
        return Promise.resolve();
      },
      openPath: () => Promise.resolve(''),
    },
    protocol: {
      registerSchemesAsPrivileged: (schemes: unknown) => {
        // Electron takes privileged schemes only before ready.
        if (app.isReady()) {
          throw recorder.refuse(
            'protocol.registerSchemesAsPrivileged',
            'protocol.registerSchemesAsPrivileged should be called before app is ready',
          );
        }
        recorder.record('protocol.registerSchemesAsPrivileged', schemes);
      },
      handle: (scheme: string, handler: ProtocolHandler) => {
        recorder.record('protocol.handle', scheme);
        protocolHandlers.set(scheme, handler);
      },
    },
    ipcMain: {
      handle: (channel: string, listener: IpcListener) => {
        recorder.record('ipcMain.handle', channel);
        // Electron throws on a second handler for one channel.
        if (ipcHandlers.has(channel)) {
          throw new Error(`Attempted to register a second handler for '${channel}'`);
        }
        ipcHandlers.set(channel, listener);
      },
      removeHandler: (channel: string) => {
        recorder.record('ipcMain.removeHandler', channel);
        ipcHandlers.delete(channel);
      },
      on: (channel: string) => recorder.record('ipcMain.on', channel),
    },
    session: {
      // Electron has no session before ready.
      get defaultSession() {
        if (!app.isReady()) {
          throw recorder.refuse(
            'session.defaultSession',
            'Session can only be received when app is ready',
          );
        }
        return defaultSession;
      },
    },
    dialog: {
      showOpenDialog: (...args: unknown[]) => {
        recorder.record('dialog.showOpenDialog', modalArgs(args));
        return Promise.resolve(dialogs.open(modalArgs(args)));
      },
      showSaveDialog: (...args: unknown[]) => {
        recorder.record('dialog.showSaveDialog', modalArgs(args));
        return Promise.resolve(dialogs.save(modalArgs(args)));
      },
      showMessageBox: (...args: unknown[]) => {
        const box = modalArgs(args) as { message: string; buttons: string[] };
        recorder.record('dialog.showMessageBox', box);
        return Promise.resolve({ response: dialogs.messageBox(box), checkboxChecked: false });
      },
      showErrorBox: (title: string, content: string) =>
        recorder.record('dialog.showErrorBox', title, content),
    },
  };

  return {
    /** What `import … from 'electron'` gives main (also as the default export). */
    electron: { ...electron, default: electron },
    /** electron-updater's autoUpdater (vi.mock('electron-updater') gives it to main). */
    autoUpdater,
    recorder,
    app,
    windows,
    trays,
    notifications,
    dialogs,
    session,
    protocolHandlers,
    ipcHandlers,
    /** Calls a procedure as the page would, from a frame at `senderUrl`. */
    invoke(channel: string, input: unknown, senderUrl: string): Promise<unknown> {
      const handler = ipcHandlers.get(channel);
      if (!handler) throw new Error(`No handler registered for '${channel}'`);
      return Promise.resolve(handler({ senderFrame: { url: senderUrl } }, input));
    },
    /** Another launch of the app: Electron sends its argv to the first instance. */
    secondInstance(argv: string[]): void {
      recorder.record('(second-instance)', argv);
      app.emit('second-instance', preventableEvent(), argv, process.cwd(), {});
    },
  };
}
export type ElectronStandIn = ReturnType<typeof createElectronStandIn>;
export type { Recorder };
export { preventableEvent } from './recorder';

/**
 * The module object vi.mock installs: every export reads the current stand-in, so a test can
 * start the app again (vi.resetModules, a new stand-in) without a new mock.
 */
export function forwardingElectron(current: () => ElectronStandIn): Record<string, unknown> {
  const names = Object.keys(createElectronStandIn(PLACEHOLDER).electron);
  return Object.defineProperties(
    {},
    Object.fromEntries(
      names.map((name) => [
        name,
        {
          enumerable: true,
          get: () => (current().electron as Record<string, unknown>)[name],
        },
      ]),
    ),
  );
}

const PLACEHOLDER: StandInAppOptions = {
  userData: '/nonexistent',
  appPath: '/nonexistent',
  isPackaged: false,
  version: '0.0.0',
  gotLock: true,
};
