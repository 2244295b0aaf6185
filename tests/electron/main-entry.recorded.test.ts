import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eventNames, procedureNames, type BridgeContract } from '../../src/shared/bridge/contract';
import type { EventName } from '../../src/shared/bridge/define';
import { texts } from '../../src/shared/texts/pt-BR';
import {
  createElectronStandIn,
  preventableEvent,
  type ElectronStandIn,
} from '../support/electron-stand-in';
import { startSandbox, type Sandbox } from '../support/sandbox';

// The main entry (src/main/index.ts and the *.electron.ts files) run in Node against a
// recording stand-in for `electron` (and electron-updater's autoUpdater, which needs it),
// installed here only, through the module resolver.
const holder = vi.hoisted(() => ({ current: null as ElectronStandIn | null }));
vi.mock('electron', async () => {
  const { forwardingElectron: forward } = await import('../support/electron-stand-in');
  return forward(() => holder.current!);
});
vi.mock('electron-updater', () => ({
  default: {
    get autoUpdater() {
      return holder.current!.autoUpdater;
    },
  },
}));

const PAGE = 'app://console/index.html';
const FOREIGN = 'https://evil.example/';
const FEED = 'https://updates.example/console-desktop/';
const desk = texts.web.desktop;

const root = mkdtempSync(join(tmpdir(), 'console-main-recorded-'));
const appPath = join(root, 'app');
const userData = join(root, 'user-data');
const savedEnv = { ...process.env };
const savedArgv = process.argv;
let sandbox: Sandbox;

/** Starts the app as Electron would: a fresh module graph over a new stand-in. */
async function launch(options: { isPackaged?: boolean; gotLock?: boolean } = {}) {
  const standIn = createElectronStandIn({
    userData: join(root, 'electron-default-user-data'),
    appPath,
    isPackaged: options.isPackaged ?? false,
    version: '1.4.0',
    gotLock: options.gotLock ?? true,
  });
  holder.current = standIn;
  vi.resetModules();
  await import('../../src/main/index');
  return standIn;
}

async function ready(standIn: ElectronStandIn) {
  standIn.app.becomeReady();
  await vi.waitFor(() => expect(standIn.windows).toHaveLength(1));
  const window = standIn.windows[0];
  await vi.waitFor(() =>
    expect(standIn.recorder.indexOf('BrowserWindow.show')).toBeGreaterThan(-1),
  );
  return window;
}

// Answers are read field by field and checked with toEqual, so their shape stays loose here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;
const call = (standIn: ElectronStandIn, channel: string, input: unknown = {}) =>
  standIn.invoke(channel, input, PAGE) as Promise<{ ok: boolean; value?: Loose; error?: Loose }>;

const sentOn = (standIn: ElectronStandIn, channel: string) =>
  standIn.windows.flatMap((window) =>
    window.webContents.sent.filter((message) => message.channel === channel),
  );

async function syncStatus(standIn: ElectronStandIn): Promise<string | undefined> {
  const state = await call(standIn, 'sync.getState');
  return state.value?.run?.status;
}

beforeAll(async () => {
  sandbox = await startSandbox();
  mkdirSync(join(appPath, 'out', 'renderer', 'assets'), { recursive: true });
  writeFileSync(
    join(appPath, 'out', 'renderer', 'index.html'),
    '<!doctype html><title>Console</title>',
  );
  writeFileSync(join(appPath, 'out', 'renderer', 'assets', 'app.js'), 'export {};');
  // Where a dot segment out of the renderer folder would land.
  writeFileSync(join(appPath, 'secret.js'), 'secret');
  writeFileSync(join(appPath, 'out', 'secret.js'), 'secret');
  process.env.CONSOLE_DATA_DIR = userData;
  for (const name of ['CONSOLE_WORKERS_URL', 'CONSOLE_API_URL', 'CONSOLE_FUNCTIONS_URL']) {
    process.env[name] = sandbox.url;
  }
  process.env.CONSOLE_PROJECT_ID = 'demo';
  process.env.CONSOLE_UPDATE_FEED_URL = FEED;
  delete process.env.ELECTRON_RENDERER_URL;
  process.argv = ['/opt/console/console-desktop'];
});

afterAll(async () => {
  process.env = savedEnv;
  process.argv = savedArgv;
  await sandbox?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the Electron main entry, recorded', () => {
  let app: ElectronStandIn;
  let held: ReturnType<Sandbox['hold']> | null = null;

  it('takes the lock and registers its schemes before ready, opens the window only after', async () => {
    app = await launch({ isPackaged: true });
    expect(app.recorder.indexOf('new BrowserWindow')).toBe(-1);
    await ready(app);
    // Each step's phase, so a failure names the step that moved.
    const { recorder } = app;
    const readyAt = recorder.indexOf('(ready)');
    const windowAt = recorder.indexOf('new BrowserWindow');
    const phase = (api: string, first?: string) => {
      const at = recorder.indexOf(api, first);
      if (at < 0) return 'missing';
      if (at < readyAt) return 'before ready';
      return at < windowAt ? 'after ready, before the window' : 'after the window';
    };
    const after = 'after ready, before the window';
    expect({
      lock: phase('app.requestSingleInstanceLock'),
      privilegedSchemes: phase('protocol.registerSchemesAsPrivileged'),
      csp: phase('session.webRequest.onHeadersReceived'),
      permissionRequests: phase('session.setPermissionRequestHandler'),
      permissionChecks: phase('session.setPermissionCheckHandler'),
      appProtocol: phase('protocol.handle', 'app'),
      embedProtocol: phase('protocol.handle', 'console-embed'),
      fileProtocol: phase('protocol.handle', 'console-file'),
      ipcHandlers: phase('ipcMain.handle', procedureNames[0]),
    }).toEqual({
      lock: 'before ready',
      privilegedSchemes: 'before ready',
      csp: after,
      permissionRequests: after,
      permissionChecks: after,
      appProtocol: after,
      embedProtocol: after,
      fileProtocol: after,
      ipcHandlers: after,
    });
    // The lock comes first of all (only the data folder's path is set before it).
    expect(recorder.calls.slice(0, 2).map((each) => each.api)).toEqual([
      'app.setPath',
      'app.requestSingleInstanceLock',
    ]);
    expect(recorder.named('protocol.registerSchemesAsPrivileged')[0].args[0]).toEqual([
      expect.objectContaining({
        scheme: 'app',
        privileges: expect.objectContaining({ secure: true, standard: true }),
      }),
      expect.objectContaining({ scheme: 'console-file' }),
      expect.objectContaining({ scheme: 'console-embed' }),
    ]);
  });

  it('has exactly one IPC handler per bridge procedure, and refuses a foreign frame', async () => {
    const channels = app.recorder.named('ipcMain.handle').map((each) => each.args[0]);
    const store = app.recorder.named('ipcMain.on').map((each) => each.args[0]);
    expect(store).toEqual(['electron-store-get-data']);
    expect([...channels].sort()).toEqual([...procedureNames].sort());
    // Behind each channel a handler: a bad input is refused by its schema, never unknown.
    const answers: Record<string, string> = {};
    for (const name of procedureNames) {
      const answer = await call(app, name, 'not an object');
      answers[name] = answer.error?.code;
    }
    expect(answers).toEqual(
      Object.fromEntries(procedureNames.map((name) => [name, 'invalid_input'])),
    );
    expect(await call(app, 'app.getInfo')).toEqual({
      ok: true,
      value: expect.objectContaining({ shell: 'electron', version: '1.4.0' }),
    });
    expect(await app.invoke('app.getInfo', {}, FOREIGN)).toEqual({
      ok: false,
      error: { code: 'forbidden_sender', message: texts.bridge.forbiddenSender },
    });
  });

  it('opens the window with the security baseline; a packaged build has no DevTools', () => {
    const [window] = app.windows;
    expect(window.options.webPreferences).toEqual(
      expect.objectContaining({
        preload: join(appPath, 'out', 'preload', 'index.cjs'),
        contextIsolation: true,
        sandbox: true,
        nodeIntegration: false,
        webSecurity: true,
        allowRunningInsecureContent: false,
        webviewTag: false,
        devTools: false,
      }),
    );
    expect(app.recorder.named('BrowserWindow.loadURL')[0].args).toEqual([PAGE]);
  });

  it('puts our CSP on our page only and grants no permission but the clipboard to our page', () => {
    const listener = app.session.headersListener!;
    const answers: unknown[] = [];
    listener(
      {
        resourceType: 'mainFrame',
        url: PAGE,
        responseHeaders: { 'content-security-policy': ['x'] },
      },
      (response) => answers.push(response),
    );
    listener({ resourceType: 'mainFrame', url: FOREIGN }, (response) => answers.push(response));
    const ours = (answers[0] as { responseHeaders: Record<string, string[]> }).responseHeaders;
    expect(Object.keys(ours)).toEqual(['Content-Security-Policy']);
    expect(ours['Content-Security-Policy'][0]).toMatch(/default-src 'self'/);
    expect(ours['Content-Security-Policy'][0]).not.toMatch(/unsafe-eval/);
    expect(answers[1]).toEqual({});

    const granted = (permission: string, url: string) => {
      let answer: boolean | undefined;
      app.session.permissionRequest!({}, permission, (value) => (answer = value), {
        requestingUrl: url,
      });
      return [answer, app.session.permissionCheck!({}, permission, url)];
    };
    expect(granted('clipboard-sanitized-write', PAGE)).toEqual([true, true]);
    expect(granted('clipboard-sanitized-write', FOREIGN)).toEqual([false, false]);
    expect(granted('media', PAGE)).toEqual([false, false]);
  });

  it('refuses foreign navigation and new windows; https links go to the system browser', () => {
    const { webContents } = app.windows[0];
    const navigate = (url: string) => {
      const event = preventableEvent();
      webContents.emit('will-navigate', event, url);
      return event.defaultPrevented;
    };
    expect(navigate(FOREIGN)).toBe(true);
    expect(navigate('file:///etc/passwd')).toBe(true);
    expect(navigate(`${PAGE}#/console/products`)).toBe(false);
    expect(webContents.windowOpenHandler!({ url: 'https://docs.example/help' })).toEqual({
      action: 'deny',
    });
    expect(webContents.windowOpenHandler!({ url: 'file:///etc/passwd' })).toEqual({
      action: 'deny',
    });
    expect(app.recorder.named('shell.openExternal').map((each) => each.args[0])).toEqual([
      'https://docs.example/help',
    ]);
  });

  it('serves the renderer on app:// with its CSP and refuses dot segments', async () => {
    const serve = app.protocolHandlers.get('app')!;
    const page = await serve(new Request(PAGE));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toMatch(/default-src 'self'/);
    expect(await page.text()).toContain('<title>Console</title>');
    expect((await serve(new Request('app://console/assets/app.js'))).status).toBe(200);
    for (const url of [
      'app://console/assets/..%2f..%2f..%2fsecret.js',
      'app://console/assets/%2e%2e/%2e%2e/%2e%2e/secret.js',
      'app://console/assets%5c..%5c..%5csecret.js',
    ]) {
      const refused = await serve(new Request(url));
      expect({ url, status: refused.status }).toEqual({ url, status: 404 });
    }
  });

  it('answers native open and save dialogs into the CSV and upload services', async () => {
    const csvPath = join(root, 'produtos.csv');
    writeFileSync(csvPath, 'id;nome\n1;Panela\n2;Frigideira\n');
    app.dialogs.open = () => ({ canceled: false, filePaths: [csvPath] });
    const chosen = await call(app, 'dialogs.openFiles', { kind: 'csv' });
    expect(app.recorder.named('dialog.showOpenDialog')[0].args[0]).toEqual(
      expect.objectContaining({ properties: ['openFile'] }),
    );
    const read = await call(app, 'csv.readChosenFile', { token: chosen.value.files[0].token });
    expect(read.value).toEqual(
      expect.objectContaining({
        ok: true,
        fields: ['id', 'nome'],
        rows: [
          { id: '1', nome: 'Panela' },
          { id: '2', nome: 'Frigideira' },
        ],
      }),
    );

    // An upload: the chosen image's bytes come through the console-file: protocol.
    const imagePath = join(root, 'foto.png');
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    writeFileSync(imagePath, bytes);
    app.dialogs.open = () => ({ canceled: false, filePaths: [imagePath] });
    const image = await call(app, 'dialogs.openFiles', { kind: 'image', multiple: true });
    expect(image.value.files[0]).toEqual(
      expect.objectContaining({ name: 'foto.png', size: bytes.length }),
    );
    const served = await app.protocolHandlers.get('console-file')!(
      new Request(image.value.files[0].url),
    );
    expect(Buffer.from(await served.arrayBuffer())).toEqual(bytes);

    const savePath = join(root, 'data_produtos.csv');
    app.dialogs.save = () => ({ canceled: false, filePath: savePath });
    const begun = await call(app, 'csv.exportBegin', {
      defaultName: 'data_produtos.csv',
      fields: ['id', 'nome'],
    });
    expect(app.recorder.named('dialog.showSaveDialog')[0].args[0]).toEqual(
      expect.objectContaining({ defaultPath: 'data_produtos.csv' }),
    );
    const exportId = begun.value.exportId;
    await call(app, 'csv.exportRows', { exportId, rows: [{ id: 1, nome: 'Panela' }] });
    expect((await call(app, 'csv.exportFinish', { exportId })).value).toEqual({
      ok: true,
      path: savePath,
      rows: 1,
    });
    expect(readFileSync(savePath, 'utf8')).toBe('\ufeffid;nome\r\n1;Panela\r\n');
  });

  it('a second instance with a deep link focuses the window and routes to the link', async () => {
    const [window] = app.windows;
    window.minimize();
    app.secondInstance(['/opt/console/console-desktop', 'console-desktop://console/product/123']);
    expect(app.recorder.indexOf('BrowserWindow.restore')).toBeGreaterThan(-1);
    expect(app.recorder.indexOf('BrowserWindow.focus')).toBeGreaterThan(-1);
    expect(sentOn(app, 'app.navigate').map((each) => each.payload)).toEqual([
      { route: '/console/product/123' },
    ]);
    // A link that is not ours is dropped, the window still comes forward.
    app.secondInstance(['x', 'console-desktop://evil/../../etc']);
    expect(sentOn(app, 'app.navigate')).toHaveLength(1);
  });

  it('keeps a running sync in the tray when the window closes, and reopens from the tray', async () => {
    const hold = sandbox.hold({ route: 'workers.bling.bigquery' });
    const started = await call(app, 'sync.start', {
      codes: '1101\n1102\n1103',
      tasks: ['bling-warehouse'],
      concurrency: 1,
    });
    expect(started.ok).toBe(true);
    await hold.untilHeld();
    expect(await syncStatus(app)).toBe('running');
    await vi.waitFor(() => expect(sentOn(app, 'sync.delta').length).toBeGreaterThan(0));

    app.windows[0].close();
    expect(app.windows).toHaveLength(0);
    expect(app.app.ended).toBe(false);
    expect(app.notifications).toEqual([
      { title: desk.sync.closedToTrayTitle, body: desk.sync.closedToTray },
    ]);
    expect(await syncStatus(app)).toBe('running');

    const [tray] = app.trays;
    expect(tray.tooltip).toMatch(/0 de 3/);
    tray.clickMenu(desk.trayOpen);
    await vi.waitFor(() => expect(app.windows).toHaveLength(1));
    held = hold;
  });

  it('every main-to-window event of the contract reaches the window', async () => {
    // One way to cause each event; a new event without one fails to compile and to run.
    const causes: Record<EventName<BridgeContract>, () => Promise<unknown>> = {
      'app.navigate': async () => app.secondInstance(['x', 'console-desktop://console/orders']),
      'settings.changed': () => call(app, 'settings.setActiveProject', { projectId: 'loja-2' }),
      'sync.delta': () => call(app, 'sync.pause'),
      // The demo's writes need the embedded demo services: proven on the next start below.
      'demo.documentWritten': async () => undefined,
      // The check made at start is in flight until the feed answers.
      'updates.state': async () => app.autoUpdater.answerCheck('1.5.0'),
    };
    const { webContents } = app.windows[0];
    // The reopened page has loaded, so deep links go straight to it.
    await vi.waitFor(() => expect(webContents.loaded).toBe(true));
    const before = webContents.sent.length;
    for (const name of eventNames) {
      expect(causes[name]).toBeTypeOf('function');
      await causes[name]();
    }
    const channels = () => new Set(webContents.sent.slice(before).map((each) => each.channel));
    await vi.waitFor(() =>
      expect(channels()).toEqual(
        new Set(eventNames.filter((name) => name !== 'demo.documentWritten')),
      ),
    );
    expect(await syncStatus(app)).toBe('paused');
    await call(app, 'sync.resume');
    expect(await syncStatus(app)).toBe('running');
  });

  it('an update found at start downloads, and installs when the user agrees, never during a run', async () => {
    expect(app.recorder.named('autoUpdater.setFeedURL')[0].args).toEqual([
      { provider: 'generic', url: FEED },
    ]);
    expect(app.autoUpdater.autoDownload).toBe(false);
    expect(app.autoUpdater.autoInstallOnAppQuit).toBe(false);
    await vi.waitFor(async () =>
      expect((await call(app, 'updates.getState')).value).toEqual({
        status: 'ready',
        version: '1.5.0',
      }),
    );
    const states = sentOn(app, 'updates.state').map((each) => each.payload);
    expect(states).toContainEqual({ status: 'downloading', version: '1.5.0', percent: 50 });

    expect(await syncStatus(app)).toBe('running');
    expect((await call(app, 'updates.install')).value).toEqual({
      ok: false,
      message: texts.updates.notDuringSync,
    });
    expect(app.recorder.indexOf('autoUpdater.quitAndInstall')).toBe(-1);
    await call(app, 'sync.pause');
    expect((await call(app, 'updates.install')).value).toEqual({ ok: true });
    expect(app.recorder.named('autoUpdater.quitAndInstall')[0].args).toEqual([false, true]);
    await call(app, 'sync.resume');
  });

  it('quitting during a run asks first; staying keeps the run', async () => {
    app.dialogs.messageBox = (box) => {
      expect(box.message).toBe(desk.sync.quitMessage);
      return box.buttons.indexOf(desk.sync.quitCancel);
    };
    app.trays[0].clickMenu(desk.trayQuit);
    await vi.waitFor(() => expect(app.recorder.named('dialog.showMessageBox')).toHaveLength(1));
    await new Promise((resolve) => setImmediate(resolve));
    expect(app.app.ended).toBe(false);
    expect(await syncStatus(app)).toBe('running');

    app.dialogs.messageBox = (box) => box.buttons.indexOf(desk.sync.quitConfirm);
    app.trays[0].clickMenu(desk.trayQuit);
    // The quit waits for the call in flight (the engine finishes it), then ends the app.
    await vi.waitFor(() => expect(app.recorder.named('dialog.showMessageBox')).toHaveLength(2));
    held!.release();
    await vi.waitFor(() => expect(app.app.ended).toBe(true), { timeout: 15_000 });
  });

  it('the next start restores the run paused, and forwards the demo services writes', async () => {
    for (const name of ['CONSOLE_WORKERS_URL', 'CONSOLE_API_URL', 'CONSOLE_FUNCTIONS_URL']) {
      delete process.env[name];
    }
    app = await launch();
    await ready(app);
    const state = await call(app, 'sync.getState');
    expect(state.value.run).toEqual(expect.objectContaining({ status: 'paused', restored: true }));

    // The unconfigured local profile gets the embedded demo; its TStock push writes a product.
    await vi.waitFor(
      async () => {
        const answer = await call(app, 'http.request', {
          service: 'workers',
          path: '/api/tramontina/firestore/products/1234',
          query: { project: 'demo' },
        });
        expect(answer.value).toEqual(expect.objectContaining({ ok: true }));
      },
      { timeout: 10_000 },
    );
    await vi.waitFor(() =>
      expect(
        sentOn(app, 'demo.documentWritten').map((each) => (each.payload as { path: string }).path),
      ).toEqual(['project/demo/product-data/1234']),
    );
  });

  it('a renderer crash reloads the page; links wait for it and the run is untouched', async () => {
    const [window] = app.windows;
    await vi.waitFor(() => expect(window.webContents.loaded).toBe(true));
    const navigations = sentOn(app, 'app.navigate').length;
    window.webContents.emit('render-process-gone', {}, { reason: 'crashed', exitCode: 139 });
    app.secondInstance(['x', 'console-desktop://console/product/9']);
    expect(sentOn(app, 'app.navigate')).toHaveLength(navigations);
    expect(app.recorder.indexOf('webContents.reload')).toBeGreaterThan(-1);
    await vi.waitFor(() => expect(sentOn(app, 'app.navigate')).toHaveLength(navigations + 1));
    expect(await syncStatus(app)).toBe('paused');
    app.dialogs.messageBox = () => 0;
    app.app.quit();
    await vi.waitFor(() => expect(app.app.ended).toBe(true), { timeout: 15_000 });
  });

  it('a development start keeps DevTools and has no updates', async () => {
    app = await launch();
    await ready(app);
    expect(app.windows[0].options.webPreferences).toEqual(
      expect.objectContaining({ devTools: true }),
    );
    expect((await call(app, 'updates.getState')).value).toEqual({ status: 'off' });
    expect(app.recorder.indexOf('autoUpdater.checkForUpdates')).toBe(-1);
    app.app.quit();
    await vi.waitFor(() => expect(app.app.ended).toBe(true), { timeout: 15_000 });
  });

  it('a second launch without the lock quits at once and registers nothing', async () => {
    const second = await launch({ gotLock: false });
    expect(second.recorder.calls.map((each) => each.api)).toEqual([
      'app.setPath',
      'app.requestSingleInstanceLock',
      'app.quit',
    ]);
  });
});
