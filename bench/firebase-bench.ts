/**
 * The console on a Firebase profile for the bench figures, as the Firebase flows run it: the
 * web shell against Google's Firestore emulator (firebase/firestore.rules loaded) and
 * firebase-tools' Auth emulator (FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST when
 * set, else its own), its data written with the rules off, browser contexts signed in as
 * privileged staff through the sign-in screen. Null (and the one line why) without an emulator.
 */
import { join } from 'node:path';
import type { BrowserContext } from '@playwright/test';
import type { Firestore } from 'firebase/firestore';
import type { SeedData } from '../src/shared/data/seed';
import { firebaseWebConfigSchema, type FirebaseWebConfig } from '../src/shared/settings/profile';
import { startAuthEmulator } from '../tests/support/firestore/auth-emulator';
import { rulesEnvironment } from '../tests/support/firestore/rules-environment';
import { seedFirestore } from '../tests/support/firestore/seed-firestore';
import { restFields } from '../tests/support/firestore/rest-seed';
import { NO_EMULATOR, startFirestoreEmulator } from '../tests/support/firestore-emulator/locate';
import {
  prepareFirebaseData,
  writeFirebaseProfile,
  type Emulators,
} from '../tests/e2e-firebase/firebase-profile';
import { repoRoot, startBenchConsole, type BenchConsole } from './bench-console';
import { benchPage } from './page-clock';
import { chooseProjects, type ProjectChoice } from './data-folder';

/** The Firebase profile's id in the bench's settings (writeFirebaseProfile's). */
const PROFILE_ID = 'emuladores';
/** Seed batches committed at once: the emulator takes them side by side. */
const SEED_LANES = 4;
const SIGN_IN_TIMEOUT = 120_000;

export interface FirebaseBench {
  console: BenchConsole;
  /** A fresh context (its Firestore cache empty), signed in as privileged staff. */
  signedInContext(): Promise<BrowserContext>;
  /** The profile's SDK config and its privileged staff's sign-in, to use the SDK alone. */
  sdk: { config: FirebaseWebConfig; email: string; password: string };
  /** Writes one document over the emulator's REST API, as a service (another client) would. */
  writeOverRest(path: string, data: Record<string, unknown>): Promise<void>;
  close(): Promise<void>;
}

/** `seed` in SEED_LANES slices written side by side (seedFirestore writes batches of 500). */
async function seedInLanes(rules: Emulators['rules'], seed: SeedData): Promise<void> {
  const size = Math.ceil(seed.documents.length / SEED_LANES);
  const lanes = Array.from({ length: SEED_LANES }, (_, lane) =>
    seed.documents.slice(lane * size, (lane + 1) * size),
  );
  await rules.withSecurityRulesDisabled((context) =>
    Promise.all(
      lanes.map((documents) =>
        seedFirestore(context.firestore() as unknown as Firestore, { documents }),
      ),
    ).then(() => {}),
  );
}

export async function startFirebaseBench(
  seed: SeedData,
  projects: ProjectChoice,
): Promise<FirebaseBench | null> {
  const firestore = await startFirestoreEmulator({ compiler: 'full' });
  if (!firestore) {
    console.log(NO_EMULATOR);
    return null;
  }
  const firebaseProjectId = `console-bench-${process.pid}`;
  const closers: Array<() => Promise<void>> = [() => firestore.stop()];
  const close = async () => {
    for (const closer of closers.reverse()) await closer();
  };
  try {
    const auth = await startAuthEmulator(firebaseProjectId);
    closers.push(() => auth.close());
    const rules = await rulesEnvironment(firebaseProjectId, firestore.host);
    // The shared emulator keeps no bench data once the figures are taken.
    closers.push(() => rules.clearFirestore().then(() => rules.cleanup()));
    const emulators: Emulators = { firestore, auth, rules, storage: null, firebaseProjectId };
    const data = await prepareFirebaseData(emulators, { documents: [] });
    await seedInLanes(rules, seed);
    const benchConsole = await startBenchConsole((dataDir) => {
      writeFirebaseProfile(dataDir, emulators);
      chooseProjects(dataDir, PROFILE_ID, projects);
      // Read by the local store only, which this profile never opens.
      return join(repoRoot, 'resources', 'demo-seed.json');
    });
    closers.push(() => benchConsole.close());
    const restBase = `http://${firestore.host}/v1/projects/${firebaseProjectId}/databases/(default)/documents`;
    return {
      console: benchConsole,
      sdk: {
        config: firebaseWebConfigSchema.parse({
          apiKey: 'chave-de-teste',
          projectId: firebaseProjectId,
          firestoreEmulatorHost: firestore.host,
          authEmulatorUrl: auth.url,
        }),
        email: data.admin.email,
        password: data.admin.password,
      },
      async signedInContext() {
        const context = await benchConsole.newContext();
        const page = await benchPage(context);
        await page.goto(benchConsole.url);
        await page.getByLabel('E-mail').fill(data.admin.email, { timeout: SIGN_IN_TIMEOUT });
        await page.getByLabel('Senha').fill(data.admin.password);
        await page.getByRole('button', { name: 'Entrar' }).click();
        await page
          .getByText(`Conectado como ${data.admin.email}`)
          .waitFor({ timeout: SIGN_IN_TIMEOUT });
        await page.close();
        return context;
      },
      async writeOverRest(path, document) {
        const response = await fetch(`${restBase}/${path}`, {
          method: 'PATCH',
          headers: { Authorization: 'Bearer owner', 'content-type': 'application/json' },
          body: JSON.stringify({ fields: restFields(document) }),
        });
        if (!response.ok) throw new Error(`REST write of ${path}: ${await response.text()}`);
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/** `measure` on a Firebase bench started for it and closed after; null without an emulator. */
export async function onFirebase<T>(
  seed: SeedData,
  projects: ProjectChoice,
  measure: (bench: FirebaseBench) => Promise<T>,
): Promise<T | null> {
  const bench = await startFirebaseBench(seed, projects);
  if (!bench) return null;
  try {
    return await measure(bench);
  } finally {
    await bench.close();
  }
}
