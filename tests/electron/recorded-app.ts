import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import { createElectronStandIn, type ElectronStandIn } from '../support/electron-stand-in';
import { startSandbox, type Sandbox } from '../support/sandbox';

/**
 * The recorded run's set-up, shared by its files: an app folder with a renderer, the data
 * folder, the sandbox as the services (a run can be held in flight), an update feed URL, and
 * `launch`, which starts src/main/index.ts afresh over a new stand-in. Each test file installs
 * the stand-in itself (vi.mock is per file) and hands `install` the stand-in to forward to.
 */

export const PAGE = 'app://console/index.html';
export const FOREIGN = 'https://evil.example/';
export const FEED = 'https://updates.example/console-desktop/';

// Answers are read field by field and checked with toEqual, so their shape stays loose here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

export function useRecordedApp(install: (standIn: ElectronStandIn) => void) {
  const root = mkdtempSync(join(tmpdir(), 'console-main-recorded-'));
  const appPath = join(root, 'app');
  const savedEnv = { ...process.env };
  const savedArgv = process.argv;
  let sandbox: Sandbox | null = null;

  beforeAll(async () => {
    sandbox = await startSandbox();
    const renderer = join(appPath, 'out', 'renderer');
    mkdirSync(join(renderer, 'assets'), { recursive: true });
    writeFileSync(join(renderer, 'index.html'), '<!doctype html><title>Console</title>');
    writeFileSync(join(renderer, 'assets', 'app.js'), 'export {};');
    // Where a dot segment out of the renderer folder would land.
    writeFileSync(join(appPath, 'secret.js'), 'secret');
    writeFileSync(join(appPath, 'out', 'secret.js'), 'secret');
    process.env.CONSOLE_DATA_DIR = join(root, 'user-data');
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

  /** Starts the app as Electron would: a fresh module graph over a new stand-in. */
  async function launch(options: { isPackaged?: boolean; gotLock?: boolean } = {}) {
    const standIn = createElectronStandIn({
      userData: join(root, 'electron-default-user-data'),
      appPath,
      isPackaged: options.isPackaged ?? false,
      version: '1.4.0',
      gotLock: options.gotLock ?? true,
    });
    install(standIn);
    vi.resetModules();
    await import('../../src/main/index');
    expect(standIn.recorder.refusals(), 'Electron refused a call').toEqual([]);
    return standIn;
  }

  /** Electron is ready: waits for the window and its first show. */
  async function ready(standIn: ElectronStandIn) {
    standIn.app.becomeReady();
    // A call Electron refuses (a window before ready, schemes after it) is named as it failed.
    await vi.waitFor(() => {
      expect(standIn.recorder.refusals(), 'Electron refused a call').toEqual([]);
      expect(standIn.windows).toHaveLength(1);
    });
    await vi.waitFor(() =>
      expect(standIn.recorder.indexOf('BrowserWindow.show')).toBeGreaterThan(-1),
    );
  }

  /** Quits with no question pending and waits until the app has ended. */
  async function quit(standIn: ElectronStandIn) {
    standIn.app.quit();
    await vi.waitFor(() => expect(standIn.app.ended).toBe(true), { timeout: 15_000 });
  }

  return {
    launch,
    ready,
    quit,
    appPath,
    root,
    sandbox: () => sandbox!,
  };
}

/** A procedure called from our page. */
export const call = (standIn: ElectronStandIn, channel: string, input: unknown = {}) =>
  standIn.invoke(channel, input, PAGE) as Promise<{ ok: boolean; value?: Loose; error?: Loose }>;

/** What main sent to the windows on one event channel. */
export const sentOn = (standIn: ElectronStandIn, channel: string) =>
  standIn.windows.flatMap((window) =>
    window.webContents.sent.filter((message) => message.channel === channel),
  );

export async function syncStatus(standIn: ElectronStandIn): Promise<string | undefined> {
  const state = await call(standIn, 'sync.getState');
  return state.value?.run?.status;
}
