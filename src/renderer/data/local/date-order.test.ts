import Dexie from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import type { DocumentSnapshot, QuerySpec } from '../ports';
import { openLocalDatabase, type LocalDatabase } from './database';
import { LocalDocumentStore } from './document-store';
import { runQuery } from './query';
import { testDatabase } from './test-database';

const EVENTS = 'project/demo/customer-event';
const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 10, minute));
/** Ids whose order differs between UTF-16 units and Firestore's code points, and ties. */
const IDS = ['a', 'b', 'B', '0', 'é', 'ｚ', '😀', 'z', 'p-001', 'p-010', 'p-002', '\uE000'];

/** Rows handed out by the table: what a query made IndexedDB read and decode. */
function countReads(db: LocalDatabase): { readonly count: number } {
  const reads = { count: 0 };
  db.documents.hook('reading', (row) => {
    reads.count++;
    return row;
  });
  return reads;
}

async function seedEvents(store: LocalDocumentStore, extra: Record<string, unknown> = {}) {
  const batch = store.batch();
  IDS.forEach((id, index) =>
    batch.set(`${EVENTS}/${id}`, { createdAt: at(index % 4), seq: index, ...extra }),
  );
  // Another collection and a subcollection stay out of the page.
  batch.set('project/demo/order/x', { createdAt: at(59) });
  batch.set(`${EVENTS}/a/sub/x`, { createdAt: at(59) });
  await batch.commit();
}

/** The collection as the query engine takes it. */
async function everyEvent(store: LocalDocumentStore) {
  return (await store.query(EVENTS)).map((doc) => ({ id: doc.id, data: doc.data ?? {} }));
}

const specs: QuerySpec[] = (['createdAt', 'updatedAt'] as const).flatMap((field) =>
  (['asc', 'desc'] as const).flatMap((direction) => [
    { orderBy: [{ field, direction }] },
    { orderBy: [{ field, direction }], limit: 5 },
  ]),
);

const NEWEST_3: QuerySpec = { orderBy: [{ field: 'createdAt', direction: 'desc' }], limit: 3 };

/** A live list over the seeded events (after `before`), once its first page is in. */
async function openFeed(spec: QuerySpec, before?: (store: LocalDocumentStore) => Promise<unknown>) {
  const { db } = testDatabase();
  const store = new LocalDocumentStore(db);
  await seedEvents(store);
  await before?.(store);
  const seen: DocumentSnapshot[][] = [];
  const stop = store.watchQuery(EVENTS, spec, (page) => seen.push(page));
  await vi.waitFor(() => expect(seen).toHaveLength(1));
  const ids = () => seen.at(-1)?.map((doc) => doc.id);
  return { store, seen, ids, close: () => (stop(), store.close()) };
}

describe('pages ordered by a date alone', () => {
  it('hold what the query engine picks from the whole collection, ties in id order', async () => {
    const { db } = testDatabase();
    const store = new LocalDocumentStore(db);
    await seedEvents(store);
    const all = await everyEvent(store);
    for (const spec of specs) {
      const page = await store.query(EVENTS, spec);
      expect(
        page.map((doc) => doc.id),
        JSON.stringify(spec),
      ).toEqual(runQuery(all, spec).map((row) => row.id));
    }
    store.close();
  });

  it('read only their own rows', async () => {
    const { db } = testDatabase();
    const store = new LocalDocumentStore(db);
    await seedEvents(store);
    const reads = countReads(db);
    const page = await store.query(EVENTS, {
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
      limit: 3,
    });
    expect(page).toHaveLength(3);
    expect(reads.count).toBe(3);
    store.close();
  });

  it.each<[string, Record<string, unknown>, 'page' | 'collection']>([
    ['a document without the field, which Firestore leaves out', { seq: -1 }, 'page'],
    ['a text, which Firestore orders after the dates', { createdAt: 'x' }, 'collection'],
    ['a null, which Firestore orders before them', { createdAt: null }, 'collection'],
    ['a number, which Firestore orders before them', { createdAt: 7 }, 'collection'],
    ['only another field odd', { updatedAt: 'x', createdAt: at(9) }, 'page'],
  ])('give Firestore’s answer beside %s, reading the %s', async (_, odd, read) => {
    const { db } = testDatabase();
    const store = new LocalDocumentStore(db);
    await seedEvents(store);
    await store.set(`${EVENTS}/odd`, odd);
    const all = await everyEvent(store);
    const reads = countReads(db);
    for (const direction of ['asc', 'desc'] as const) {
      const spec: QuerySpec = { orderBy: [{ field: 'createdAt', direction }], limit: 4 };
      const page = await store.query(EVENTS, spec);
      expect(page.map((doc) => doc.id)).toEqual(runQuery(all, spec).map((row) => row.id));
    }
    expect(reads.count).toBe(read === 'page' ? 2 * 4 : 2 * all.length);
    store.close();
  });

  it('put a new event on top of a live feed, and take it off when it moves away', async () => {
    const { store, seen, ids, close } = await openFeed(NEWEST_3);
    await store.set(`${EVENTS}/novo`, { createdAt: at(30) });
    await vi.waitFor(() => expect(seen.at(-1)?.[0]?.id).toBe('novo'));
    // A date turned into text: the page is the whole collection's answer again.
    await store.set(`${EVENTS}/novo`, { createdAt: 'sem data' });
    await vi.waitFor(() => expect(seen.at(-1)?.[0]?.data?.createdAt).toBe('sem data'));
    expect(seen.at(-1)?.[0]?.id).toBe('novo');
    await store.delete(`${EVENTS}/novo`);
    await vi.waitFor(() => expect(ids()).not.toContain('novo'));
    close();
  });

  it.each<[string, QuerySpec, Record<string, unknown>]>([
    [
      'a filtered feed',
      { where: [{ field: 'seq', op: '==', value: 99 }], orderBy: [{ field: 'createdAt' }] },
      { createdAt: at(30), seq: 99 },
    ],
    ['a list by another field', { orderBy: [{ field: 'seq', direction: 'desc' }] }, { seq: 99 }],
    [
      'a feed past a text date, read whole',
      { orderBy: [{ field: 'createdAt', direction: 'desc' }], limit: 3 },
      { createdAt: 'zz' },
    ],
  ])('follow every write to the collection: %s', async (_, spec, added) => {
    const { store, ids, close } = await openFeed(spec, (store) =>
      store.set(`${EVENTS}/odd`, { createdAt: 'sem data', seq: 0 }),
    );
    await store.set(`${EVENTS}/novo`, added);
    await vi.waitFor(() => expect(ids()).toContain('novo'));
    const all = await everyEvent(store);
    expect(ids()).toEqual(runQuery(all, spec).map((row) => row.id));
    close();
  });

  it('turn to reading the whole collection when a document off the page loses its date', async () => {
    const { store, seen, close } = await openFeed(NEWEST_3);
    expect(seen[0].map((doc) => doc.id)).not.toContain('a');
    await store.set(`${EVENTS}/a`, { createdAt: 'depois de todas as datas' });
    await vi.waitFor(() => expect(seen.at(-1)?.[0]?.id).toBe('a'));
    close();
  });

  it('are not woken by writes to other collections', async () => {
    const { store, seen, close } = await openFeed(NEWEST_3);
    await store.set('project/outro/customer-event/x', { createdAt: at(50) });
    await store.set(`${EVENTS}/novo`, { createdAt: at(40) });
    await vi.waitFor(() => expect(seen.at(-1)?.[0]?.id).toBe('novo'));
    expect(seen).toHaveLength(2);
    close();
  });

  it('are read from a database written before the index existed', async () => {
    const indexedDB = new IDBFactory();
    const old = new Dexie('before-v3', { indexedDB, IDBKeyRange });
    old.version(2).stores({ documents: '&path, parent, [parent+idKey]' });
    await old.table('documents').bulkPut(
      ['b', 'a', 'c', 'd'].map((id, index) => ({
        path: `${EVENTS}/${id}`,
        parent: EVENTS,
        id,
        idKey: id,
        data: { createdAt: id === 'd' ? 'sem data' : at(index) },
      })),
    );
    old.close();
    const db = openLocalDatabase('before-v3', { indexedDB, IDBKeyRange });
    const store = new LocalDocumentStore(db);
    const spec: QuerySpec = { orderBy: [{ field: 'createdAt', direction: 'desc' }], limit: 2 };
    // The text date, found by the upgrade, orders first; once it is gone, the index answers.
    expect((await store.query(EVENTS, spec)).map((doc) => doc.id)).toEqual(['d', 'c']);
    await store.delete(`${EVENTS}/d`);
    const reads = countReads(db);
    expect((await store.query(EVENTS, spec)).map((doc) => doc.id)).toEqual(['c', 'a']);
    expect(reads.count).toBe(2);
    store.close();
  });
});
