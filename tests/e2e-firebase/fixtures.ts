import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect } from '@playwright/test';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { Firestore } from 'firebase/firestore';
import { startConsoleWeb } from '../../src/web/start-console-web';
import { rendererStaticDir } from '../support/static-dir';
import { startAuthEmulator, type AuthEmulator } from '../support/firestore/auth-emulator';
import { rulesEnvironment } from '../support/firestore/rules-environment';
import { seedFirestore } from '../support/firestore/seed-firestore';
import {
  startFilesConsoleApi,
  startRestartableStorage,
  type RestartableStorage,
} from './storage-backend';
import type { Sandbox } from '../support/sandbox';
import {
  NO_EMULATOR,
  startFirestoreEmulator,
  type FirestoreEmulator,
} from '../support/firestore-emulator/locate';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const demoSeed = JSON.parse(readFileSync(join(repoRoot, 'resources', 'demo-seed.json'), 'utf8'));

/** The emulators one Playwright worker shares between its tests. */
interface Emulators {
  firestore: FirestoreEmulator;
  auth: AuthEmulator;
  rules: RulesTestEnvironment;
  /** firebase-tools' Storage emulator (rules stubbed), or null where it cannot run. */
  storage: RestartableStorage | null;
  /** The Firebase project id (not the console's project, which is `demo` in the data). */
  firebaseProjectId: string;
}

export interface StaffUser {
  email: string;
  password: string;
  uid: string;
}

export interface FirebaseConsole {
  url: string;
  /** The web host's session, for a browser context a test opens itself. */
  sessionCookie: { name: string; value: string; url: string };
  /** Staff with the project's privileged claim (`admin`). */
  admin: StaffUser;
  /** Staff without it. */
  staff: StaffUser;
  /** A document as the emulator stores it, read over its REST API with the rules off. */
  readStored(path: string): Promise<Record<string, unknown> | null>;
  /** Replaces a user's custom claims, as the Admin SDK would. */
  setClaims(uid: string, claims: Record<string, unknown>): Promise<void>;
  /** Writes with the rules off, as a service or a colleague's console would. */
  writeAsService(write: (db: Firestore) => Promise<void>): Promise<void>;
  /** The emulator's `host:port`, to check where the page's requests went. */
  firestoreHost: string;
  authUrl: string;
  /** The Storage emulator the profile names (stop/start within a test), or null. */
  storage: RestartableStorage | null;
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
  { emulators: Emulators | null }
>({
  consoleApi: [false, { option: true }],

  emulators: [
    // Playwright reads the first parameter's destructuring to learn a fixture's dependencies.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const firestore = await startFirestoreEmulator();
      if (!firestore) {
        console.log(NO_EMULATOR);
        await use(null);
        return;
      }
      console.log(`Firebase e2e: Firestore from ${firestore.source} at ${firestore.host}`);
      // The pid keeps two runs that share one emulator (scripts/test.mjs) out of each other's data.
      const firebaseProjectId = `console-e2e-${process.pid}-${workerInfo.workerIndex}`;
      let auth: AuthEmulator | null = null;
      let rules: RulesTestEnvironment | null = null;
      let storage: RestartableStorage | null = null;
      try {
        auth = await startAuthEmulator(firebaseProjectId);
        storage = await startRestartableStorage(firebaseProjectId);
        rules = await rulesEnvironment(firebaseProjectId, firestore.host);
        await use({ firestore, auth, rules, storage, firebaseProjectId });
      } finally {
        await storage?.close();
        await rules?.cleanup();
        await auth?.close();
        await firestore.stop();
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],

  firebaseConsole: async ({ emulators, context, consoleApi }, use, testInfo) => {
    testInfo.skip(!emulators, NO_EMULATOR);
    const { firestore, auth, rules, storage, firebaseProjectId } = emulators!;
    // A test that stopped Storage leaves it stopped: the next one finds it running.
    await storage?.start();
    await rules.clearFirestore();
    await rules.withSecurityRulesDisabled((context) =>
      seedFirestore(context.firestore() as unknown as Firestore, demoSeed).then(() => {}),
    );
    const admin = await auth.createUser();
    await auth.setClaims(admin.uid, { staff: true, admin: true });
    const staff = await auth.createUser();
    await auth.setClaims(staff.uid, { staff: true });

    const writeAsService = (write: (db: Firestore) => Promise<void>) =>
      rules.withSecurityRulesDisabled((context) =>
        write(context.firestore() as unknown as Firestore),
      );
    const filesApi = consoleApi ? await startFilesConsoleApi(writeAsService) : null;

    const dataDir = mkdtempSync(join(tmpdir(), 'console-e2e-firebase-'));
    // What Configurações would have saved: one Firebase profile, active.
    writeFileSync(
      join(dataDir, 'settings.json'),
      JSON.stringify({
        settings: {
          profiles: [
            {
              id: 'emuladores',
              name: 'Firebase (emuladores)',
              kind: 'firebase',
              projectId: 'demo',
              ...(filesApi ? { apiUrl: filesApi.sandbox.url } : {}),
              firebase: {
                apiKey: 'chave-de-teste',
                projectId: firebaseProjectId,
                firestoreEmulatorHost: firestore.host,
                authEmulatorUrl: auth.url,
                ...(storage
                  ? { storageBucket: storage.bucket, storageEmulatorHost: storage.host }
                  : {}),
              },
            },
          ],
          activeProfileId: 'emuladores',
          activeProjects: {},
        },
      }),
    );
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
    const restBase = `http://${firestore.host}/v1/projects/${firebaseProjectId}/databases/(default)/documents`;
    try {
      await use({
        url: host.url,
        sessionCookie: host.sessionCookie,
        admin,
        staff,
        firestoreHost: firestore.host,
        authUrl: auth.url,
        async readStored(path) {
          const response = await fetch(`${restBase}/${path}`, {
            headers: { Authorization: 'Bearer owner' },
          });
          if (response.status === 404) return null;
          expect(response.status).toBe(200);
          return ((await response.json()) as { fields: Record<string, unknown> }).fields;
        },
        setClaims: (uid, claims) => auth.setClaims(uid, claims),
        writeAsService,
        storage,
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
