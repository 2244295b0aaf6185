import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type BrowserContext } from '@playwright/test';
import type { WebHost } from '../../src/web/host';
import { startConsoleWeb } from '../../src/web/start-console-web';
import { rendererStaticDir } from '../support/static-dir';
import { startSandbox, type Sandbox } from '../support/sandbox';
import { NO_EMULATOR } from '../support/firestore-emulator/locate';
import {
  createAdmin,
  prepareFirebaseData,
  provideEmulators,
  writeFirebaseProfile,
  type Emulators,
  type FirebaseData,
  type StaffUser,
} from '../e2e-firebase/firebase-profile';
import { keepSession, restoreSession, signIn, type KeptSession } from '../e2e-firebase/session';
import { startFilesConsoleApi } from '../e2e-firebase/storage-backend';
import { seedFirestoreOverRest } from '../support/firestore/rest-seed';
import { seedDataSchema } from '../../src/shared/data/seed';
import { DEMO_ASSETS_PATH, withDemoAssets } from '../../src/shared/data/demo-assets';

/**
 * Where the console keeps its data: 'local' (the embedded store, IndexedDB) or 'firebase' (a
 * Firebase profile on the Firestore, Auth and Storage emulators with firebase/firestore.rules
 * loaded, signed in as privileged staff). Playwright's projects pick it (playwright.config.ts).
 */
export type Profile = 'local' | 'firebase';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const demoSeedPath = join(repoRoot, 'resources', 'demo-seed.json');

export interface ConsoleWeb {
  url: string;
  /** What `npm run web` prints: the address with this launch's token. */
  launchUrl: string;
  dataDir: string;
  /** Stops the web host, as a crash or Ctrl+C would (the page stays open). */
  stopHost(): Promise<void>;
  /** Starts it again on the same port and data folder. */
  startHost(): Promise<void>;
}

interface Options {
  /** Environment the web host reads (CONSOLE_WORKERS_URL ...), as `npm run web` would. */
  consoleEnv: Record<string, string>;
  /** A seed file for the empty local store (CONSOLE_SEED); the demo data when unset. */
  seedPath: string | undefined;
  /** Start the embedded demo services, as `npm run web` does (off: tests use a sandbox). */
  demoServices: boolean;
}

interface WorkerOptions {
  profile: Profile;
}

/**
 * The Firebase flows' privileged staff, one per worker. The worker's first flow signs in
 * through the sign-in screen and keeps what the browser then holds (the SDK's session in the
 * origin's IndexedDB); each later flow's browser starts with it, as a browser that remembers
 * the session would, instead of signing in again (a sign-in page was about 2.5 s per flow).
 * The sign-in itself is tested by tests/e2e-firebase/sign-in-and-home.spec.ts.
 */
interface WorkerSession {
  admin: StaffUser;
  firebaseDatabases: KeptSession | null;
}

/** Signs `context` in as the worker's staff on `url`: restored when kept, else by the screen. */
async function signInOnce(context: BrowserContext, url: string, session: WorkerSession) {
  if (session.firebaseDatabases) {
    await restoreSession(context, url, session.firebaseDatabases);
    return;
  }
  const signing = await context.newPage();
  await signIn(signing, url, session.admin);
  await signing.close();
  session.firebaseDatabases = await keepSession(context, url);
}

/**
 * Every test gets its own web shell host on a free port with its own data folder, and its
 * own browser context (so its own IndexedDB): nothing leaks from one test to the next.
 */
export const test = base.extend<
  Options & {
    consoleWeb: ConsoleWeb;
    sandbox: Sandbox;
    /**
     * On the Firebase profile: the data's side (what landed, over the emulator's REST API;
     * writes as a service; the signed-in users); null on the local profile.
     */
    firebase: FirebaseData | null;
  },
  WorkerOptions & { emulators: Emulators | null; workerSession: WorkerSession | null }
>({
  profile: ['local', { option: true, scope: 'worker' }],
  emulators: [
    async ({ profile }, use, workerInfo) =>
      profile === 'firebase' ? provideEmulators(use, workerInfo.workerIndex) : use(null),
    { scope: 'worker', timeout: 180_000 },
  ],
  workerSession: [
    async ({ emulators }, use) =>
      use(emulators ? { admin: await createAdmin(emulators.auth), firebaseDatabases: null } : null),
    { scope: 'worker' },
  ],

  /**
   * A sandbox server of its own for the test (workers, console API, functions), closed after
   * it. Point the profile at it with `test.use({ consoleEnv: async ({ sandbox }, use) => ... })`.
   */
  sandbox: async ({ firebase }, use) => {
    // On Firebase the console API's registrations also write the file's record, as the real
    // API does (the local store writes it itself).
    const filesApi = firebase
      ? await startFilesConsoleApi(firebase.writeAsService, firebase.storage)
      : null;
    const sandbox = filesApi?.sandbox ?? (await startSandbox({ port: 0 }));
    try {
      await use(sandbox);
    } finally {
      await (filesApi ?? sandbox).close();
    }
  },
  consoleEnv: [{}, { option: true }],
  seedPath: [undefined, { option: true }],
  demoServices: [false, { option: true }],
  firebase: async ({ profile, emulators, workerSession }, use, testInfo) => {
    if (profile !== 'firebase') return use(null);
    testInfo.skip(!emulators, NO_EMULATOR);
    // The seed is written once the host runs (consoleWeb): its demo images name the host.
    await use(await prepareFirebaseData(emulators!, { documents: [] }, workerSession!.admin));
  },
  consoleWeb: async (
    { consoleEnv, seedPath, demoServices, context, emulators, firebase, workerSession },
    use,
  ) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'console-e2e-'));
    // The same host on a Firebase profile: the settings name it, the seed is in Firestore.
    if (firebase) writeFirebaseProfile(dataDir, emulators!);
    const start = (port: number) =>
      startConsoleWeb({
        config: {
          port,
          dataDir,
          testHooks: true,
          seedPath: seedPath ?? demoSeedPath,
          staticDir: rendererStaticDir(repoRoot),
          demoServices,
        },
        env: consoleEnv,
        repoRoot,
        openExternal: async () => {},
        log: () => {},
      });
    let host: WebHost | null = await start(0);
    const port = Number(new URL(host.url).port);
    const { url, launchUrl, sessionCookie } = host;
    // As after opening the launch URL: every page of the test's context has the session.
    await context.addCookies([sessionCookie]);
    if (firebase) {
      // The flow's seed with the rules off, its demo images under this host's /demo/ folder,
      // as the local store resolves them when it loads its seed.
      const seed = seedDataSchema.parse(JSON.parse(readFileSync(seedPath ?? demoSeedPath, 'utf8')));
      const { host: firestoreHost } = emulators!.firestore;
      const demoSeed = withDemoAssets(seed, `${url}${DEMO_ASSETS_PATH}`);
      await seedFirestoreOverRest(firestoreHost, emulators!.firebaseProjectId, demoSeed);
      await signInOnce(context, url, workerSession!);
    }
    try {
      await use({
        url,
        launchUrl,
        dataDir,
        async stopHost() {
          await host?.close();
          host = null;
        },
        async startHost() {
          host = await start(port);
        },
      });
    } finally {
      await host?.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
});

export { expect };
