import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UpdateState } from '../../../shared/bridge/updates';
import { texts } from '../../../shared/texts/pt-BR';
import { electronUpdaterPort } from './electron-updater-port';
import { createNodeAppImageUpdater, startLocalUpdateFeed } from './test-support/local-update-feed';
import { createUpdateService, UPDATE_CHECK_INTERVAL_MS, type UpdaterPort } from './update-service';
import { tempFolder } from '../../../../tests/support/temp-folder';

// The update service over the real electron-updater, against a feed on a loopback port.
const root = tempFolder('console-updates-');
const previousAppImage = process.env.APPIMAGE;
let feed: Awaited<ReturnType<typeof startLocalUpdateFeed>>;
let dirs = 0;

beforeAll(async () => {
  feed = await startLocalUpdateFeed({ version: '1.5.0' });
  process.env.APPIMAGE = join(root, 'Console-Desktop-1.4.0.AppImage');
  writeFileSync(process.env.APPIMAGE, 'the installed copy');
});
afterAll(async () => {
  await feed.close();
  if (previousAppImage === undefined) delete process.env.APPIMAGE;
  else process.env.APPIMAGE = previousAppImage;
});

/** The service over electron-updater; installs are recorded instead of replacing a file. */
function serviceFor(currentVersion: string, syncRunning = () => false) {
  const port = electronUpdaterPort(
    createNodeAppImageUpdater({
      dir: join(root, `copy-${(dirs += 1)}`),
      currentVersion,
      feedUrl: feed.url,
    }),
  );
  const installs: string[] = [];
  const states: UpdateState[] = [];
  const updater: UpdaterPort = { ...port, quitAndInstall: () => installs.push('install') };
  const service = createUpdateService({ updater, isSyncRunning: syncRunning });
  service.onState((state) => states.push(state));
  return { service, installs, states };
}

describe('updates of an installed copy, against a local feed', () => {
  it('finds the newer version, downloads it with progress and waits for the user', async () => {
    const { service, installs, states } = serviceFor('1.4.0');
    expect(await service.check()).toEqual({ status: 'ready', version: '1.5.0' });
    expect(states.map((state) => state.status)).toEqual([
      'checking',
      'downloading',
      'downloading',
      'ready',
    ]);
    expect(states[1]).toEqual({ status: 'downloading', version: '1.5.0', percent: 0 });
    expect(states[2]).toEqual({ status: 'downloading', version: '1.5.0', percent: 100 });
    expect(feed.requests).toContain('/latest-linux.yml');
    expect(feed.requests).toContain('/Console-Desktop-1.5.0.AppImage');
    // Downloaded is not installed: only the user's agreement installs.
    expect(installs).toEqual([]);
    expect(service.install()).toEqual({ ok: true });
    expect(installs).toEqual(['install']);
  });

  it('an up-to-date copy downloads nothing and has nothing to install', async () => {
    feed.requests.length = 0;
    const { service, installs } = serviceFor('1.5.0');
    expect(await service.check()).toEqual({ status: 'idle', checkedAt: expect.any(Number) });
    expect(feed.requests).toEqual(['/latest-linux.yml']);
    expect(service.install()).toEqual({ ok: false, message: texts.updates.nothingToInstall });
    expect(installs).toEqual([]);
  });

  it('never installs during a bulk sync; once the run is over it does', async () => {
    let syncRunning = true;
    const { service, installs } = serviceFor('1.4.0', () => syncRunning);
    expect((await service.check()).status).toBe('ready');
    expect(service.install()).toEqual({ ok: false, message: texts.updates.notDuringSync });
    expect(installs).toEqual([]);
    syncRunning = false;
    expect(service.install()).toEqual({ ok: true });
    expect(installs).toEqual(['install']);
  });

  it('a download that does not match its sha512 is refused, never offered to install', async () => {
    const corrupted = await startLocalUpdateFeed({ version: '1.6.0' });
    corrupted.corrupt();
    try {
      const port = electronUpdaterPort(
        createNodeAppImageUpdater({
          dir: join(root, 'corrupted'),
          currentVersion: '1.4.0',
          feedUrl: corrupted.url,
        }),
      );
      const service = createUpdateService({ updater: port, isSyncRunning: () => false });
      const state = await service.check();
      expect(state.status === 'error' && state.message).toMatch(/sha512 checksum mismatch/);
      expect(service.install()).toEqual({ ok: false, message: texts.updates.nothingToInstall });
    } finally {
      await corrupted.close();
    }
  });

  it('a feed that cannot be read leaves an error state and no install', async () => {
    const port = electronUpdaterPort(
      createNodeAppImageUpdater({
        dir: join(root, 'broken'),
        currentVersion: '1.4.0',
        feedUrl: `${feed.url}missing/`,
      }),
    );
    const service = createUpdateService({ updater: port, isSyncRunning: () => false });
    const state = await service.check();
    expect(state.status).toBe('error');
    expect(state.status === 'error' && state.message).toMatch(
      /^Não foi possível verificar atualizações: /,
    );
    expect(service.install()).toEqual({ ok: false, message: texts.updates.nothingToInstall });
  });

  it('checks at start and once a day; a copy without a feed stays off', async () => {
    const timers: Array<{ run: () => void; ms: number }> = [];
    let checks = 0;
    const service = createUpdateService({
      updater: {
        check: async () => {
          checks += 1;
          return null;
        },
        download: async () => {},
        quitAndInstall: () => {},
      },
      isSyncRunning: () => false,
      setInterval: (run, ms) => {
        timers.push({ run, ms });
        return {};
      },
      clearInterval: () => {},
    });
    service.start();
    service.start();
    expect(timers.map((timer) => timer.ms)).toEqual([UPDATE_CHECK_INTERVAL_MS]);
    await service.check();
    const before = checks;
    timers[0].run();
    await service.check();
    expect(checks).toBeGreaterThan(before);
    service.dispose();

    const off = createUpdateService({ updater: null, isSyncRunning: () => false });
    off.start();
    expect(await off.check()).toEqual({ status: 'off' });
    expect(off.install()).toEqual({ ok: false, message: texts.updates.nothingToInstall });
  });
});
