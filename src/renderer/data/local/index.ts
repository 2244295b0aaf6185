import type { DataPorts, DocumentData } from '../ports';
import { unwrapDates } from '../../../shared/data/date-wrapper';
import type { SeedData } from '../../../shared/data/seed';
import { openLocalDatabase } from './database';
import { LocalDocumentStore } from './document-store';
import { LocalFileStore, removeOrphanChunks } from './file-store';
import { LocalOperatorIdentity } from './identity';
import { seedIfNeverSeeded } from './seed';

export { LocalSeedError } from './seed';
export { LOCAL_OPERATOR_ID } from './identity';

export interface LocalDataPortsOptions {
  /** IndexedDB database name, one per connection profile, e.g. `console-desktop-local`. */
  databaseName: string;
  /** Called only when the store has never been seeded (first run); its documents are written in one transaction. */
  loadSeed?: () => Promise<SeedData>;
  /**
   * Writes made elsewhere that this store must show, as a real service writes Firestore: the
   * embedded demo services' product writes. Merged into the stored document.
   */
  externalWrites?: (
    listener: (write: { path: string; data: Record<string, unknown> }) => void,
  ) => () => void;
  /** For tests: fake-indexeddb's indexedDB and IDBKeyRange (Dexie's options). */
  indexedDB?: IDBFactory;
  IDBKeyRange?: typeof IDBKeyRange;
}

/**
 * The embedded default adapter: documents and files in IndexedDB through Dexie, and the
 * local operator as identity. Rejects with a LocalSeedError (pt-BR) if the first-run seed
 * cannot be loaded or written; the database is then left empty and closed.
 */
export async function createLocalDataPorts(options: LocalDataPortsOptions): Promise<DataPorts> {
  const db = openLocalDatabase(options.databaseName, options);
  try {
    await db.open();
    await seedIfNeverSeeded(db, options.loadSeed);
    await removeOrphanChunks(db);
  } catch (error) {
    db.close();
    throw error;
  }
  const documents = new LocalDocumentStore(db);
  const files = new LocalFileStore(db, documents);
  const stopExternal = options.externalWrites?.((write) => {
    // The demo services stand for the project's backend: their writes skip the console's rules.
    documents
      .writeAsBackend(write.path, unwrapDates(write.data) as DocumentData, { merge: true })
      .catch((error: unknown) => console.warn('Falha ao gravar dado de demonstração', error));
  });
  return {
    documents,
    files,
    identity: new LocalOperatorIdentity(),
    dispose: async () => {
      stopExternal?.();
      documents.close();
      files.close();
      db.close();
    },
  };
}
