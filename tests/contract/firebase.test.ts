import { afterAll, beforeAll, describe, it } from 'vitest';
import { createFirebaseDataPorts } from '../../src/renderer/data/firebase';
import type { DataPorts } from '../../src/renderer/data/ports';
import { firebaseWebConfigSchema } from '../../src/shared/settings/profile';
import {
  authEmulatorUnavailable,
  startAuthEmulator,
  type AuthEmulator,
} from '../support/firestore/auth-emulator';
import { startFirestoreServer } from '../support/firestore/server';
import { describeDocumentStoreContract } from './suite/document-store.contract';
import { uniqueSuffix } from './suite/helpers';
import { describeIdentityContract } from './suite/identity.contract';

/**
 * The shared contract against the Firebase adapter. Firestore: the official emulator where
 * FIRESTORE_EMULATOR_HOST is set, else our server (tests/support/firestore). Auth: the
 * firebase-tools Auth emulator, started here (or FIREBASE_AUTH_EMULATOR_HOST).
 */
const PROJECT_ID = 'demo-console';
const officialHost = process.env.FIRESTORE_EMULATOR_HOST?.trim();

let firestoreHost = officialHost ?? '';
let closeFirestore = async () => {};
let auth: AuthEmulator | null = null;

beforeAll(async () => {
  if (!officialHost) {
    const server = await startFirestoreServer();
    firestoreHost = server.host;
    closeFirestore = server.close;
  }
  console.info(
    officialHost
      ? `Firestore: official emulator at ${officialHost}`
      : `Firestore: test server at ${firestoreHost}`,
  );
});

afterAll(async () => {
  await closeFirestore();
  await auth?.close();
});

async function ports(authEmulatorUrl = ''): Promise<DataPorts> {
  return createFirebaseDataPorts({
    config: firebaseWebConfigSchema.parse({
      apiKey: 'contract-test-key',
      projectId: PROJECT_ID,
      firestoreEmulatorHost: firestoreHost,
      authEmulatorUrl,
    }),
    appName: `contract-${uniqueSuffix()}`,
    cache: 'memory',
  });
}

describeDocumentStoreContract('firebase', async () => {
  const data = await ports();
  return { store: data.documents, dispose: data.dispose };
});

const authUnavailable = authEmulatorUnavailable();
if (authUnavailable) {
  console.warn(`Identity contract (firebase) skipped: ${authUnavailable}`);
  describe.skip(`Identity contract: firebase (skipped: ${authUnavailable})`, () => {
    it('needs the Auth emulator', () => {});
  });
} else {
  describe('firebase identity', () => {
    beforeAll(async () => {
      auth = await startAuthEmulator(PROJECT_ID);
    }, 90_000);

    describeIdentityContract('firebase', async () => {
      if (!auth) throw new Error('Auth emulator not started');
      const credentials = await auth.createUser();
      const data = await ports(auth.url);
      return { identity: data.identity, credentials, dispose: data.dispose };
    });
  });
}
