import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildEmbedPolicy, DESKTOP_EMBED_ORIGIN } from '../../src/main/host/embed-page';
import { procedureNames } from '../../src/shared/bridge/contract';
import { EMBED_PAGE_PATH } from '../../src/shared/bridge/embed-frame';
import { texts } from '../../src/shared/texts/pt-BR';
import { preventableEvent, type ElectronStandIn } from '../support/electron-stand-in';
import { FOREIGN, PAGE, call, useRecordedApp } from './recorded-app';

// The recorded run of the main entry, at start: src/main/index.ts and the *.electron.ts files run in Node against a recording
// stand-in for `electron` (and electron-updater's autoUpdater, which needs it), installed
// here only, through the module resolver (tests/support/electron-stand-in).
const holder = vi.hoisted(() => ({ current: null as ElectronStandIn | null }));
vi.mock('electron', async () => {
  const { forwardingElectron } = await import('../support/electron-stand-in');
  return forwardingElectron(() => holder.current!);
});
vi.mock('electron-updater', () => ({
  default: {
    get autoUpdater() {
      return holder.current!.autoUpdater;
    },
  },
}));

const recorded = useRecordedApp((standIn) => (holder.current = standIn));

describe('the Electron main entry at start, recorded', () => {
  let app: ElectronStandIn;
  afterAll(() => recorded.quit(app));

  it('takes the lock and registers its schemes before ready, opens the window only after', async () => {
    app = await recorded.launch({ isPackaged: true });
    expect(app.recorder.indexOf('new BrowserWindow'), 'a window before ready').toBe(-1);
    await recorded.ready(app);
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
        preload: join(recorded.appPath, 'out', 'preload', 'index.cjs'),
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

  it('serves only the embed page on console-embed://, with its own CSP', async () => {
    const serve = app.protocolHandlers.get('console-embed')!;
    const page = await serve(new Request(`${DESKTOP_EMBED_ORIGIN}${EMBED_PAGE_PATH}#frame-1`));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe(buildEmbedPolicy());
    for (const request of [
      new Request(`${DESKTOP_EMBED_ORIGIN}/secret.js`),
      new Request(`${DESKTOP_EMBED_ORIGIN}${EMBED_PAGE_PATH}`, { method: 'POST', body: 'x' }),
    ]) {
      expect({ url: request.url, status: (await serve(request)).status }).toEqual({
        url: request.url,
        status: 404,
      });
    }
  });

  it('answers native open and save dialogs into the CSV and upload services', async () => {
    const csvPath = join(recorded.root, 'produtos.csv');
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
    const imagePath = join(recorded.root, 'foto.png');
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

    const savePath = join(recorded.root, 'data_produtos.csv');
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

  it('a development start keeps DevTools and has no updates', async () => {
    await recorded.quit(app);
    app = await recorded.launch();
    await recorded.ready(app);
    expect(app.windows[0].options.webPreferences).toEqual(
      expect.objectContaining({ devTools: true }),
    );
    expect((await call(app, 'updates.getState')).value).toEqual({ status: 'off' });
    expect(app.recorder.indexOf('autoUpdater.checkForUpdates')).toBe(-1);
    await recorded.quit(app);
  });

  it('a second launch without the lock quits at once and registers nothing', async () => {
    const second = await recorded.launch({ gotLock: false });
    expect(second.recorder.calls.map((each) => each.api)).toEqual([
      'app.setPath',
      'app.requestSingleInstanceLock',
      'app.quit',
    ]);
  });
});
