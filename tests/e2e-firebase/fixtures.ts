import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect } from '@playwright/test';
import { startConsoleWeb } from '../../src/web/start-console-web';
import { rendererStaticDir } from '../support/static-dir';
import { NO_EMULATOR } from '../support/firestore-emulator/locate';
import { startFilesConsoleApi } from './storage-backend';
import type { Sandbox } from '../support/sandbox';
import {
  createAdmin,
  prepareFirebaseData,
  provideEmulators,
  writeFirebaseProfile,
  type Emulators,
  type FirebaseData,
  type StaffUser,
} from './firebase-profile';

export type { StaffUser } from './firebase-profile';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const demoSeed = JSON.parse(readFileSync(join(repoRoot, 'resources', 'demo-seed.json'), 'utf8'));

export interface FirebaseConsole extends FirebaseData {
  url: string;
  /** The web host's session, for a browser context a test opens itself. */
  sessionCookie: { name: string; value: string; url: string };
  /** With `consoleApi: true`: the profile's console API, which registers files. */
  sandbox: Sandbox | null;
}

/**
 * The console on a Firebase profile, in Chromium through the web shell: Google's official
 * Firestore emulator (with firebase/firestore.rules loaded) and firebase-tools' Auth emulator,
 * started once per worker; every test gets the demo data afresh, two signed-up staff users,
 * and its own web host and data folder. Where no Firestore emulator exists, tests skip.
 */
export const test = base.extend<
  {
    firebaseConsole: FirebaseConsole;
    /** The profile names a console API (a sandbox that registers files as the real one). */
    consoleApi: boolean;
  },
  {
    emulators: Emulators | null;
    /**
     * The worker's two staff accounts: each signs in through the screen once per worker, and
     * with the session the browser kept after that (session.ts).
     */
    workerUsers: { admin: StaffUser; staff: StaffUser } | null;
  }
>({
  consoleApi: [false, { option: true }],

  emulators: [
    // Playwright reads the first parameter's destructuring to learn a fixture's dependencies.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => provideEmulators(use, workerInfo.workerIndex),
    { scope: 'worker', timeout: 180_000 },
  ],
  workerUsers: [
    async ({ emulators }, use) =>
      use(
        emulators
          ? { admin: await createAdmin(emulators.auth), staff: await emulators.auth.createUser() }
          : null,
      ),
    { scope: 'worker' },
  ],

  firebaseConsole: async ({ emulators, workerUsers, context, consoleApi }, use, testInfo) => {
    testInfo.skip(!emulators, NO_EMULATOR);
    const { admin, staff } = workerUsers!;
    const data = await prepareFirebaseData(emulators!, demoSeed, admin, staff);
    const filesApi = consoleApi
      ? await startFilesConsoleApi(data.writeAsService, data.storage)
      : null;
    const dataDir = mkdtempSync(join(tmpdir(), 'console-e2e-firebase-'));
    writeFirebaseProfile(dataDir, emulators!, { apiUrl: filesApi?.sandbox.url });
    const host = await startConsoleWeb({
      config: {
        port: 0,
        dataDir,
        testHooks: true,
        seedPath: join(repoRoot, 'resources', 'demo-seed.json'),
        staticDir: rendererStaticDir(repoRoot),
      },
      env: {},
      repoRoot,
      openExternal: async () => {},
      log: () => {},
    });
    await context.addCookies([host.sessionCookie]);
    try {
      await use({
        ...data,
        url: host.url,
        sessionCookie: host.sessionCookie,
        sandbox: filesApi?.sandbox ?? null,
      });
    } finally {
      await host.close();
      await filesApi?.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
});

export { expect };
