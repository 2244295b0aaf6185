import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import type { SeedData } from '../../shared/data/seed';
import type { DataPorts, DocumentData, SetOptions } from '../data/ports';
import { createLocalDataPorts } from '../data/local';
import { LocalDocumentStore } from '../data/local/document-store';

let counter = 0;

/**
 * The real local adapter on its own in-memory IndexedDB, for component tests that need
 * queries, watches and preconditions to behave as in the app (the shared fake ports do not
 * filter or order). Lives outside screens/components so the adapter import stays legal.
 * `documents` are written as the first-run seed, which the panel-field audit does not guard.
 */
export function createTestLocalPorts(documents: SeedData['documents'] = []): Promise<DataPorts> {
  return createLocalDataPorts({
    databaseName: `component-test-${++counter}`,
    indexedDB: new IDBFactory(),
    IDBKeyRange,
    loadSeed: async () => ({ documents }),
  });
}

/**
 * The one test-only way to change data of an open local store as the project's backend
 * would (a sync service; on Firebase, a write with the rules off): e.g. a product's prices,
 * which console writes change only with their changelog entry (data/local/product-audit.ts).
 */
export async function writeAsBackend(
  ports: Pick<DataPorts, 'documents'>,
  path: string,
  data: DocumentData,
  options?: SetOptions,
): Promise<void> {
  if (!(ports.documents instanceof LocalDocumentStore)) {
    throw new Error('writeAsBackend needs the local adapter (createLocalDataPorts)');
  }
  await ports.documents.writeAsBackend(path, data, options);
}
