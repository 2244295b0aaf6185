import { beforeAll, describe, expect, it, vi } from 'vitest';
import { eventNames, type BridgeContract } from '../../src/shared/bridge/contract';
import type { EventName } from '../../src/shared/bridge/define';
import { texts } from '../../src/shared/texts/pt-BR';
import type { ElectronStandIn } from '../support/electron-stand-in';
import type { Sandbox } from '../support/sandbox';
import { FEED, call, sentOn, syncStatus, useRecordedApp } from './recorded-app';

// The recorded run of the main entry, through the app's life: src/main/index.ts and the *.electron.ts files run in Node against a recording
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

const desk = texts.web.desktop;
const recorded = useRecordedApp((standIn) => (holder.current = standIn));

describe("the Electron main entry through the app's life, recorded", () => {
  let app: ElectronStandIn;
  let held: ReturnType<Sandbox['hold']> | null = null;
  beforeAll(async () => {
    app = await recorded.launch({ isPackaged: true });
    await recorded.ready(app);
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
    const hold = recorded.sandbox().hold({ route: 'workers.bling.bigquery' });
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
    // The tray's Pausar and Iniciar drive the run with no window.
    tray.clickMenu(desk.sync.pause);
    await vi.waitFor(() => expect(tray.tooltip).toContain(desk.sync.status.paused));
    expect(await syncStatus(app)).toBe('paused');
    tray.clickMenu(desk.sync.start);
    await vi.waitFor(() => expect(tray.tooltip).toContain(desk.sync.status.running));
    expect(await syncStatus(app)).toBe('running');
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
    app = await recorded.launch();
    await recorded.ready(app);
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
    await recorded.quit(app);
  });
});
