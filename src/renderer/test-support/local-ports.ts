import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import type { SeedData } from '../../shared/data/seed';
import type { DataPorts } from '../data/ports';
import { createLocalDataPorts } from '../data/local';

let counter = 0;

/**
 * The real local adapter on its own in-memory IndexedDB, for component tests that need
 * queries, watches and preconditions to behave as in the app (the shared fake ports do not
 * filter or order). Lives outside screens/components so the adapter import stays legal.
 */
export function createTestLocalPorts(documents: SeedData['documents'] = []): Promise<DataPorts> {
  return createLocalDataPorts({
    databaseName: `component-test-${++counter}`,
    indexedDB: new IDBFactory(),
    IDBKeyRange,
    loadSeed: async () => ({ documents }),
  });
}
