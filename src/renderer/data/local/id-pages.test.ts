import Dexie from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { openLocalDatabase } from './database';
import { DOCUMENT_ID_FIELD, type QuerySpec } from '../ports';
import { LocalDocumentStore } from './document-store';
import { runQuery } from './query';
import { testDatabase } from './test-database';

// Pages in id order are read through the [parent+idKey] index: they must hold exactly what
// the query engine picks from the whole collection, in every direction and with any cursor.
describe('pages in id order', () => {
  it('match the query engine over the whole collection', async () => {
    const { db } = testDatabase();
    const store = new LocalDocumentStore(db);
    const ids = ['a', 'b', 'B', '0', 'é', 'ｚ', '😀', 'z', 'p-001', 'p-010', 'p-002', '\uE000'];
    const batch = store.batch();
    for (const id of ids) batch.set(`project/demo/notas/${id}`, { id });
    // Another collection and a subcollection stay out of the page.
    batch.set('project/demo/outras/a', {});
    batch.set('project/demo/notas/a/sub/x', {});
    await batch.commit();

    const specs: QuerySpec[] = [{}, { limit: 3 }];
    for (const direction of ['asc', 'desc'] as const) {
      const orderBy = [{ field: DOCUMENT_ID_FIELD, direction }];
      specs.push({ orderBy }, { orderBy, limit: 4 });
      for (const cursor of ['p-002', 'ｚ', 'zz', '0']) {
        specs.push({ orderBy, startAfter: [cursor] }, { orderBy, startAfter: [cursor], limit: 2 });
        specs.push({ orderBy, endAt: [cursor] }, { orderBy, startAfter: ['0'], endAt: [cursor] });
      }
    }
    const all = ids.map((id) => ({ id, data: { id } }));
    for (const spec of specs) {
      const page = await store.query('project/demo/notas', spec);
      expect(
        page.map((doc) => doc.id),
        JSON.stringify(spec),
      ).toEqual(runQuery(all, spec).map((row) => row.id));
    }
    store.close();
  });

  it('are read from a database written before the index existed', async () => {
    const indexedDB = new IDBFactory();
    const old = new Dexie('before-v2', { indexedDB, IDBKeyRange });
    old.version(1).stores({ documents: '&path, parent' });
    await old.table('documents').bulkPut(
      ['b', '😀', 'ｚ', 'a'].map((id) => ({
        path: `project/demo/notas/${id}`,
        parent: 'project/demo/notas',
        id,
        data: { id },
      })),
    );
    old.close();
    const store = new LocalDocumentStore(
      openLocalDatabase('before-v2', { indexedDB, IDBKeyRange }),
    );
    const page = await store.query('project/demo/notas', { limit: 3 });
    expect(page.map((doc) => doc.id)).toEqual(['a', 'b', 'ｚ']);
    store.close();
  });
});
