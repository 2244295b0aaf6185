/**
 * The Firebase data adapter. The shell loads it with `await import()` only for Firebase
 * profiles, so the SDK stays out of the initial bundle: nothing outside this folder may
 * import `firebase/*`.
 */
import type { DataPorts } from '../ports';
import type { FirebaseWebConfig } from '../../../shared/settings/profile';
import { openFirebase } from './app';
import { createFirestoreDocumentStore } from './document-store';
import { createFirebaseFileStore } from './file-store';
import { createFirebaseIdentity } from './identity';

export interface FirebaseDataPortsOptions {
  config: FirebaseWebConfig;
  /** Distinct per profile, so two profiles never share an app instance. */
  appName: string;
  /** 'persistent' (browser default: persistentLocalCache + multi-tab manager) or 'memory' (Node tests). */
  cache?: 'persistent' | 'memory';
}

export async function createFirebaseDataPorts(
  options: FirebaseDataPortsOptions,
): Promise<DataPorts> {
  const services = openFirebase(options.config, options.appName, options.cache ?? 'persistent');
  const identity = createFirebaseIdentity(services.auth);
  let disposed: Promise<void> | null = null;
  return {
    documents: createFirestoreDocumentStore(services.db),
    files: createFirebaseFileStore({ db: services.db, storage: services.storage }),
    identity,
    dispose() {
      disposed ??= (async () => {
        identity.close();
        await services.close();
      })();
      return disposed;
    },
  };
}

export { FirebaseAdapterError } from './errors';
