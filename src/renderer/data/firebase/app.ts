import {
  deleteApp,
  getApps,
  initializeApp,
  type FirebaseApp,
  type FirebaseOptions,
} from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  inMemoryPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import {
  connectFirestoreEmulator,
  initializeFirestore,
  memoryLocalCache,
  persistentLocalCache,
  persistentMultipleTabManager,
  terminate,
  type Firestore,
} from 'firebase/firestore';
import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage';
import type { FirebaseWebConfig } from '../../../shared/settings/profile';
import {
  loopbackEmulatorHost,
  loopbackEmulatorOrigin,
} from '../../../shared/settings/emulator-host';
import { texts } from '../../../shared/texts/pt-BR';

export interface FirebaseServices {
  app: FirebaseApp;
  db: Firestore;
  auth: Auth;
  /** Throws a pt-BR error when the profile has no bucket. */
  storage(): FirebaseStorage;
  close(): Promise<void>;
}

/** `host:port` (IPv6 hosts in brackets) split for connectFirestoreEmulator. */
export function parseEmulatorHost(value: string): { host: string; port: number } {
  const split = loopbackEmulatorHost(value);
  if (!split) throw new Error(texts.firebase.emulatorHostInvalid(value));
  return split;
}

/**
 * How long Storage keeps retrying an upload, or another call, that cannot reach it, before it
 * fails with retry-limit-exceeded (the SDK's defaults are 10 and 2 minutes, with no word to
 * the user meanwhile). The upload queue says "no connection" long before this.
 */
export const STORAGE_UPLOAD_RETRY_MS = 60_000;
export const STORAGE_OPERATION_RETRY_MS = 30_000;

/** The SDK options from a profile config; empty fields stay unset rather than "". */
export function firebaseOptionsOf(config: FirebaseWebConfig): FirebaseOptions {
  const pick = (value: string) => (value.trim() === '' ? undefined : value.trim());
  return {
    apiKey: pick(config.apiKey),
    authDomain: pick(config.authDomain),
    projectId: pick(config.projectId),
    storageBucket: pick(config.storageBucket),
    appId: pick(config.appId),
    messagingSenderId: pick(config.messagingSenderId),
  };
}

export function openFirebase(
  config: FirebaseWebConfig,
  appName: string,
  cache: 'persistent' | 'memory',
): FirebaseServices {
  // Validated before initializeApp, so a bad profile leaves no half-made app behind.
  const emulator = config.firestoreEmulatorHost
    ? parseEmulatorHost(config.firestoreEmulatorHost)
    : null;
  const storageHost = config.storageEmulatorHost
    ? loopbackEmulatorHost(config.storageEmulatorHost)
    : null;
  if (config.storageEmulatorHost && !storageHost) {
    throw new Error(texts.firebase.storageEmulatorHostInvalid(config.storageEmulatorHost));
  }
  if (config.authEmulatorUrl && !loopbackEmulatorOrigin(config.authEmulatorUrl)) {
    throw new Error(texts.firebase.authEmulatorUrlInvalid(config.authEmulatorUrl));
  }
  if (getApps().some((existing) => existing.name === appName)) {
    throw new Error(texts.firebase.appInUse(appName));
  }
  const app = initializeApp(firebaseOptionsOf(config), appName);
  let db: Firestore;
  let auth: Auth;
  try {
    db = initializeFirestore(app, {
      localCache:
        cache === 'memory'
          ? memoryLocalCache()
          : persistentLocalCache({ tabManager: persistentMultipleTabManager() }),
    });
    if (emulator) connectFirestoreEmulator(db, emulator.host, emulator.port);
    // No popup/redirect resolver: e-mail and password only, and no auth iframe to load.
    auth = initializeAuth(app, {
      persistence:
        cache === 'memory'
          ? inMemoryPersistence
          : [indexedDBLocalPersistence, browserLocalPersistence],
    });
    if (config.authEmulatorUrl)
      connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
  } catch (error) {
    // Leave no half-made app behind: the same name must be usable again.
    void deleteApp(app);
    throw error;
  }

  let storage: FirebaseStorage | null = null;
  return {
    app,
    db,
    auth,
    storage() {
      if (!app.options.storageBucket) throw new Error(texts.firebase.noBucket);
      if (!storage) {
        storage = getStorage(app);
        storage.maxUploadRetryTime = STORAGE_UPLOAD_RETRY_MS;
        storage.maxOperationRetryTime = STORAGE_OPERATION_RETRY_MS;
        if (storageHost) connectStorageEmulator(storage, storageHost.host, storageHost.port);
      }
      return storage;
    },
    async close() {
      await terminate(db);
      await deleteApp(app);
    },
  };
}
