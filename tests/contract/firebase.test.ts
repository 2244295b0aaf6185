import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFirebaseDataPorts } from '../../src/renderer/data/firebase';
import {
  PreconditionFailedError,
  UploadCanceledError,
  type ConsoleUser,
  type DataPorts,
  type DocumentSnapshot,
} from '../../src/renderer/data/ports';
import { texts } from '../../src/shared/texts/pt-BR';
import { firebaseWebConfigSchema } from '../../src/shared/settings/profile';
import {
  authEmulatorUnavailable,
  startAuthEmulator,
  type AuthEmulator,
} from '../support/firestore/auth-emulator';
import {
  firestoreEmulatorAvailable,
  NO_EMULATOR,
  startFirestoreEmulator,
  type FirestoreEmulator,
} from '../support/firestore-emulator/locate';
import {
  startStorageEmulator,
  storageEmulatorUnavailable,
  type StorageEmulator,
} from '../support/firestore/storage-emulator';
import { describeFileStoreContract } from './suite/file-store.contract';
import { describeDocumentStoreContract } from './suite/document-store.contract';
import { describeFirebaseProductEditContract } from './firebase-product-edit';
import { uniqueSuffix } from './suite/helpers';
import { describeIdentityContract } from './suite/identity.contract';

/**
 * The shared contract against the Firebase adapter. Firestore: Google's official emulator,
 * found by tests/support/firestore-emulator (or FIRESTORE_EMULATOR_HOST). Auth: the
 * firebase-tools Auth emulator, started here (or FIREBASE_AUTH_EMULATOR_HOST). Storage: the
 * firebase-tools Storage emulator in this process, with its Java rules engine stubbed.
 * Where no Firestore emulator can be found, the whole file skips with one line saying how to
 * get one.
 */
const PROJECT_ID = 'demo-console';

let firestoreHost = '';
let emulator: FirestoreEmulator | null = null;
let auth: AuthEmulator | null = null;

if (firestoreEmulatorAvailable()) firebaseSuites();
else {
  console.warn(NO_EMULATOR);
  describe.skip(NO_EMULATOR, () => {
    it('needs a Firestore emulator', () => {});
  });
}

function firebaseSuites() {
  beforeAll(async () => {
    emulator = await startFirestoreEmulator();
    if (!emulator) throw new Error(NO_EMULATOR);
    firestoreHost = emulator.host;
    console.info(`Firestore: official emulator (${emulator.source}) at ${firestoreHost}`);
  }, 90_000);

  afterAll(async () => {
    await emulator?.stop();
    await auth?.close();
  });

  async function ports(authEmulatorUrl = '', storageEmulatorHost = ''): Promise<DataPorts> {
    return createFirebaseDataPorts({
      config: firebaseWebConfigSchema.parse({
        apiKey: 'contract-test-key',
        projectId: PROJECT_ID,
        storageBucket: `${PROJECT_ID}.appspot.com`,
        firestoreEmulatorHost: firestoreHost,
        authEmulatorUrl,
        storageEmulatorHost,
      }),
      appName: `contract-${uniqueSuffix()}`,
      cache: 'memory',
    });
  }

  describeDocumentStoreContract('firebase', async () => {
    const data = await ports();
    return { store: data.documents, dispose: data.dispose };
  });

  describeFirebaseProductEditContract(() => firestoreHost);

  const storageUnavailable = storageEmulatorUnavailable();
  if (storageUnavailable) {
    console.warn(`FileStore contract (firebase) skipped: ${storageUnavailable}`);
    describe.skip(`FileStore contract: firebase (skipped: ${storageUnavailable})`, () => {
      it('needs the Storage emulator', () => {});
    });
  } else {
    describe('firebase files', () => {
      let storage: StorageEmulator | null = null;
      beforeAll(async () => {
        storage = await startStorageEmulator(PROJECT_ID);
      });
      afterAll(() => storage?.close());

      describeFileStoreContract('firebase', async () => {
        if (!storage) throw new Error('Storage emulator not started');
        const data = await ports('', storage.host);
        return { files: data.files, documents: data.documents, dispose: data.dispose };
      });

      it('cancels a running resumable upload and stores nothing', async () => {
        const data = await ports('', storage!.host);
        try {
          const path = `uploads-${uniqueSuffix()}/video.mp4`;
          const controller = new AbortController();
          const progress: number[] = [];
          // Several SDK chunks (256 KiB and up), so the upload is still running on abort.
          const blob = new Blob([new Uint8Array(3 * 1024 * 1024)], { type: 'video/mp4' });
          const error = await data.files
            .upload(path, blob, {
              signal: controller.signal,
              onProgress: (fraction) => {
                progress.push(fraction);
                controller.abort();
              },
            })
            .catch((e: unknown) => e);
          expect(error).toBeInstanceOf(UploadCanceledError);
          expect(progress.at(-1)).toBeLessThan(1);
          await expect(data.files.resolveUrl(path)).rejects.toThrow(
            texts.firebase.fileNotFound(path),
          );
        } finally {
          await data.dispose();
        }
      });
    });
  }

  describe('firebase adapter beyond the contract', () => {
    let open: DataPorts[] = [];
    const fresh = async () => {
      const data = await ports();
      open.push(data);
      return data;
    };
    afterEach(async () => {
      await Promise.all(open.map((data) => data.dispose()));
      open = [];
    });

    it('of two concurrent saves holding the same updatedAt, exactly one wins', async () => {
      const [first, second] = [await fresh(), await fresh()];
      const path = `project/race-${uniqueSuffix()}/items/a`;
      const start = new Date('2026-05-01T10:00:00.000Z');
      await first.documents.set(path, { v: 0, updatedAt: start });
      const results = await Promise.allSettled([
        first.documents.set(path, { v: 1, updatedAt: new Date() }, { ifUpdatedAt: start }),
        second.documents.set(path, { v: 2, updatedAt: new Date() }, { ifUpdatedAt: start }),
      ]);
      const won = results.findIndex((r) => r.status === 'fulfilled');
      const lost = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect(lost.reason).toBeInstanceOf(PreconditionFailedError);
      expect((await first.documents.get(path)).data?.v).toBe(won + 1);
    });

    it('a watcher on one client sees writes made by another', async () => {
      const [watcher, writer] = [await fresh(), await fresh()];
      const path = `project/share-${uniqueSuffix()}/content/home`;
      const seen: DocumentSnapshot[] = [];
      const stop = watcher.documents.watchDocument(path, (s) => seen.push(s));
      await vi.waitFor(() => expect(seen.at(-1)?.exists).toBe(false));
      await writer.documents.set(path, { title: 'Início' });
      await vi.waitFor(() => expect(seen.at(-1)?.data).toEqual({ title: 'Início' }));
      stop();
    });

    it('registers file records and changes their visibility; an unknown id creates nothing', async () => {
      const { files, documents } = await fresh();
      const projectId = `files-${uniqueSuffix()}`;
      const record = await files.register(projectId, {
        url: 'https://cdn.example.com/manual.pdf',
        filename: 'manual.pdf',
        path: `${projectId}/docs/manual.pdf`,
        isPublic: false,
        size: 1234,
      });
      expect(record.id).toMatch(/^[A-Za-z0-9]{20}$/);
      const path = `project/${projectId}/files/${record.id}`;
      expect((await documents.get(path)).data).toEqual({
        url: 'https://cdn.example.com/manual.pdf',
        filename: 'manual.pdf',
        path: `${projectId}/docs/manual.pdf`,
        isPublic: false,
        size: 1234,
      });
      await files.setVisibility(projectId, record.id, true);
      expect((await documents.get(path)).data?.isPublic).toBe(true);

      await expect(files.setVisibility(projectId, 'nao-existe', true)).rejects.toThrow(
        texts.data.fileRecordNotFound('nao-existe'),
      );
      expect((await documents.get(`project/${projectId}/files/nao-existe`)).exists).toBe(false);
    });

    it('refuses a second connection under the same app name until the first is disposed', async () => {
      const config = firebaseWebConfigSchema.parse({ apiKey: 'k', projectId: PROJECT_ID });
      const appName = `twice-${uniqueSuffix()}`;
      const first = await createFirebaseDataPorts({ config, appName, cache: 'memory' });
      await expect(createFirebaseDataPorts({ config, appName, cache: 'memory' })).rejects.toThrow(
        texts.firebase.appInUse(appName),
      );
      await first.dispose();
      const again = await createFirebaseDataPorts({ config, appName, cache: 'memory' });
      await again.dispose();
    });

    it('rejects bad emulator addresses in pt-BR and leaves the app name free', async () => {
      const appName = `bad-${uniqueSuffix()}`;
      const open = (extra: Record<string, string>) =>
        createFirebaseDataPorts({
          // Past the schema (which refuses them too): openFirebase is the last line.
          config: {
            ...firebaseWebConfigSchema.parse({ apiKey: 'k', projectId: PROJECT_ID }),
            ...extra,
          },
          appName,
          cache: 'memory',
        });
      await expect(open({ authEmulatorUrl: 'localhost:9099' })).rejects.toThrow(
        texts.firebase.authEmulatorUrlInvalid('localhost:9099'),
      );
      await expect(open({ firestoreEmulatorHost: 'localhost' })).rejects.toThrow(
        texts.firebase.emulatorHostInvalid('localhost'),
      );
      await expect(open({ authEmulatorUrl: 'http://10.0.0.5:9099' })).rejects.toThrow(
        texts.firebase.authEmulatorUrlInvalid('http://10.0.0.5:9099'),
      );
      await expect(open({ firestoreEmulatorHost: '10.0.0.5:8080' })).rejects.toThrow(
        texts.firebase.emulatorHostInvalid('10.0.0.5:8080'),
      );
      const fine = await open({ authEmulatorUrl: 'http://127.0.0.1:9099' });
      await fine.dispose();
    });

    it('dispose can be called twice', async () => {
      const data = await ports();
      await data.dispose();
      await expect(data.dispose()).resolves.toBeUndefined();
    });
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

      describe('beyond the contract', () => {
        let data: DataPorts;
        beforeEach(async () => {
          data = await ports(auth!.url);
        });
        afterEach(() => data.dispose());

        it('reads custom claims from the ID token, for signIn and for listeners', async () => {
          const account = await auth!.createUser();
          await auth!.setClaims(account.uid, { admin: true, companies: [1, 2] });
          const seen: Array<ConsoleUser | null> = [];
          const stop = data.identity.onUserChanged((user) => seen.push(user));
          const user = await data.identity.signIn(account.email, account.password);
          expect(user).toMatchObject({
            id: account.uid,
            email: account.email,
            claims: { admin: true, companies: [1, 2] },
          });
          await vi.waitFor(() => expect(seen.at(-1)?.claims.admin).toBe(true));
          stop();
        });

        it('tells a wrong password and an unknown e-mail in pt-BR', async () => {
          const account = await auth!.createUser();
          await expect(data.identity.signIn(account.email, 'errada')).rejects.toThrow(
            texts.firebase.wrongPassword,
          );
          await expect(
            data.identity.signIn(`ninguem-${uniqueSuffix()}@exemplo.com.br`, 'x'),
          ).rejects.toThrow(texts.firebase.userNotFound);
          expect(data.identity.currentUser()).toBeNull();
        });

        it('rejects an empty e-mail or password without calling Auth', async () => {
          await expect(data.identity.signIn(' ', 'x')).rejects.toThrow(texts.firebase.invalidEmail);
          await expect(data.identity.signIn('a@b.com', '')).rejects.toThrow(
            texts.firebase.missingPassword,
          );
        });
      });
    });
  }
}
