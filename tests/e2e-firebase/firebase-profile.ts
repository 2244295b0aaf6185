import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { Firestore } from 'firebase/firestore';
import { startAuthEmulator, type AuthEmulator } from '../support/firestore/auth-emulator';
import { rulesEnvironment } from '../support/firestore/rules-environment';
import { seedFirestoreOverRest } from '../support/firestore/rest-seed';
import { startRestartableStorage, type RestartableStorage } from './storage-backend';
import {
  NO_EMULATOR,
  startFirestoreEmulator,
  type FirestoreEmulator,
} from '../support/firestore-emulator/locate';

/** The emulators one Playwright worker shares between its tests. */
export interface Emulators {
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

/** The Firebase side of one test: its data, its users and how to look at what landed. */
export interface FirebaseData {
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
}

/**
 * Starts the worker's emulators, hands them to `use` and stops them after; hands null (and
 * prints how to get one) where no Firestore emulator can be found. Each worker has its own
 * Firebase project id, so two runs sharing one emulator (scripts/test.mjs) keep apart.
 */
export async function provideEmulators(
  use: (emulators: Emulators | null) => Promise<void>,
  workerIndex: number,
): Promise<void> {
  const firestore = await startFirestoreEmulator();
  if (!firestore) {
    console.log(NO_EMULATOR);
    await use(null);
    return;
  }
  console.log(`Firebase e2e: Firestore from ${firestore.source} at ${firestore.host}`);
  const firebaseProjectId = `console-e2e-${process.pid}-${workerIndex}`;
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
}

/** A new staff account with the project's privileged claim. */
export async function createAdmin(auth: AuthEmulator): Promise<StaffUser> {
  const admin = await auth.createUser();
  await auth.setClaims(admin.uid, { staff: true, admin: true });
  return admin;
}

/**
 * A fresh start for one test: Firestore emptied and `seed` written with the rules off (the
 * backend's path, as the local store loads its seed), Storage running, and two signed-up staff
 * users, one with the privileged claim.
 */
export async function prepareFirebaseData(
  emulators: Emulators,
  seed: unknown,
  /** The privileged staff to use instead of a new one (a worker's, signed in once). */
  existingAdmin?: StaffUser,
  /** The same for the other staff (their claims are set afresh: a test may change them). */
  existingStaff?: StaffUser,
): Promise<FirebaseData> {
  const { firestore, auth, rules, storage, firebaseProjectId } = emulators;
  // A test that stopped Storage leaves it stopped: the next one finds it running.
  await storage?.start();
  await rules.clearFirestore();
  const writeAsService = (write: (db: Firestore) => Promise<void>) =>
    rules.withSecurityRulesDisabled((context) =>
      write(context.firestore() as unknown as Firestore),
    );
  await seedFirestoreOverRest(firestore.host, firebaseProjectId, seed);
  const admin = existingAdmin ?? (await createAdmin(auth));
  const staff = existingStaff ?? (await auth.createUser());
  await auth.setClaims(staff.uid, { staff: true });
  const restBase = `http://${firestore.host}/v1/projects/${firebaseProjectId}/databases/(default)/documents`;
  return {
    admin,
    staff,
    firestoreHost: firestore.host,
    authUrl: auth.url,
    storage,
    writeAsService,
    setClaims: (uid, claims) => auth.setClaims(uid, claims),
    async readStored(path) {
      const response = await fetch(`${restBase}/${path}`, {
        headers: { Authorization: 'Bearer owner' },
      });
      if (response.status === 404) return null;
      expect(response.status).toBe(200);
      return ((await response.json()) as { fields: Record<string, unknown> }).fields;
    },
  };
}

/** What Configurações would have saved: one Firebase profile on the emulators, active. */
export function writeFirebaseProfile(
  dataDir: string,
  emulators: Emulators,
  options: { apiUrl?: string } = {},
): void {
  const { firestore, auth, storage, firebaseProjectId } = emulators;
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
            ...(options.apiUrl ? { apiUrl: options.apiUrl } : {}),
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
}
