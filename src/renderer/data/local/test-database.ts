import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { openLocalDatabase, type LocalDatabase } from './database';

let counter = 0;

/** A database on its own in-memory IndexedDB, for unit tests. */
export function testDatabase(): { db: LocalDatabase; indexedDB: IDBFactory; name: string } {
  const indexedDB = new IDBFactory();
  const name = `unit-${++counter}`;
  return { db: openLocalDatabase(name, { indexedDB, IDBKeyRange }), indexedDB, name };
}
