import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DOCUMENT_ID_FIELD,
  PreconditionFailedError,
  UPDATED_AT_MISSING,
  serverTimestamp,
  type DocumentSnapshot,
  type DocumentStore,
  type QuerySpec,
} from '../../../src/renderer/data/ports';
import { texts } from '../../../src/shared/texts/pt-BR';
import { prefixQuery, searchCollection } from '../../../src/renderer/data/prefix-search';
import { attempt, uniqueSuffix } from './helpers';

export interface StoreFixture {
  store: DocumentStore;
  dispose(): Promise<void>;
}

const ids = (snapshots: DocumentSnapshot[]) => snapshots.map((s) => s.id);
const sortedIds = (snapshots: DocumentSnapshot[]) => ids(snapshots).sort();

/**
 * The DocumentStore contract: Firestore semantics every adapter must keep. Each test uses
 * its own collection, so the suite can run against one shared server.
 */
export function describeDocumentStoreContract(
  adapterName: string,
  create: () => Promise<StoreFixture>,
): void {
  describe(`DocumentStore contract: ${adapterName}`, () => {
    let fixture: StoreFixture;
    let store: DocumentStore;
    let collection: string;

    beforeEach(async () => {
      fixture = await create();
      store = fixture.store;
      collection = `project/contract-${uniqueSuffix()}/items-${uniqueSuffix()}`;
    });
    afterEach(async () => {
      await fixture.dispose();
    });

    describe('get, set, add, delete', () => {
      it('gets a missing document as not existing, with its id and path', async () => {
        const snapshot = await store.get(`${collection}/nope`);
        expect(snapshot).toEqual({
          id: 'nope',
          path: `${collection}/nope`,
          exists: false,
          data: null,
        });
      });

      it('stores and reads back every value type, dates as Date', async () => {
        const when = new Date('2026-03-04T05:06:07.089Z');
        const data = {
          text: 'Panela Tramontina',
          price: 199.9,
          qty: 0,
          active: true,
          nothing: null,
          tags: ['inox', 'indução'],
          when,
          nested: { deep: { when, list: [1, 'a', { x: 1 }] } },
        };
        await store.set(`${collection}/a`, data);
        const snapshot = await store.get(`${collection}/a`);
        expect(snapshot.exists).toBe(true);
        expect(snapshot.id).toBe('a');
        expect(snapshot.path).toBe(`${collection}/a`);
        expect(snapshot.data).toEqual(data);
        const stored = snapshot.data as { when: Date; nested: { deep: { when: Date } } };
        expect(stored.when).toBeInstanceOf(Date);
        expect(stored.when.getTime()).toBe(when.getTime());
        expect(stored.nested.deep.when).toBeInstanceOf(Date);
      });

      it('does not let the caller mutate stored data through its own objects', async () => {
        const data = { nested: { n: 1 }, list: [1] };
        await store.set(`${collection}/a`, data);
        data.nested.n = 2;
        data.list.push(2);
        const first = await store.get(`${collection}/a`);
        expect(first.data).toEqual({ nested: { n: 1 }, list: [1] });
        (first.data as { nested: { n: number } }).nested.n = 3;
        expect((await store.get(`${collection}/a`)).data).toEqual({ nested: { n: 1 }, list: [1] });
      });

      it('set without merge replaces the whole document', async () => {
        await store.set(`${collection}/a`, { keep: 1, nested: { a: 1, b: 2 } });
        await store.set(`${collection}/a`, { nested: { c: 3 } });
        expect((await store.get(`${collection}/a`)).data).toEqual({ nested: { c: 3 } });
      });

      it('set with merge deep-merges maps and replaces arrays and dates', async () => {
        const oldDate = new Date('2025-01-01T00:00:00.000Z');
        const newDate = new Date('2026-01-01T00:00:00.000Z');
        await store.set(`${collection}/a`, {
          keep: 'yes',
          list: [1, 2, 3],
          when: oldDate,
          Stock: { sp: { qty: 1, reserved: 2 }, rs: { qty: 5 } },
        });
        await store.set(
          `${collection}/a`,
          { list: [9], when: newDate, Stock: { sp: { qty: 7 }, mg: { qty: 3 } }, extra: true },
          { merge: true },
        );
        expect((await store.get(`${collection}/a`)).data).toEqual({
          keep: 'yes',
          list: [9],
          when: newDate,
          Stock: { sp: { qty: 7, reserved: 2 }, rs: { qty: 5 }, mg: { qty: 3 } },
          extra: true,
        });
      });

      it('set with merge creates a missing document', async () => {
        await store.set(`${collection}/new`, { a: { b: 1 } }, { merge: true });
        expect((await store.get(`${collection}/new`)).data).toEqual({ a: { b: 1 } });
      });

      it('add generates distinct 20-character ids and stores the data', async () => {
        const first = await store.add(collection, { n: 1 });
        const second = await store.add(collection, { n: 2 });
        expect(first).toMatch(/^[A-Za-z0-9]{20}$/);
        expect(second).toMatch(/^[A-Za-z0-9]{20}$/);
        expect(first).not.toBe(second);
        expect((await store.get(`${collection}/${first}`)).data).toEqual({ n: 1 });
        expect((await store.get(`${collection}/${second}`)).data).toEqual({ n: 2 });
      });

      it('delete removes a document; deleting a missing one is a no-op', async () => {
        await store.set(`${collection}/a`, { n: 1 });
        await store.delete(`${collection}/a`);
        expect((await store.get(`${collection}/a`)).exists).toBe(false);
        await expect(store.delete(`${collection}/never-existed`)).resolves.toBeUndefined();
      });

      it('resolves serverTimestamp() at the top level and nested to the store clock', async () => {
        const before = Date.now();
        await store.set(`${collection}/a`, {
          updatedAt: serverTimestamp(),
          meta: { createdAt: serverTimestamp() },
        });
        const data = (await store.get(`${collection}/a`)).data as {
          updatedAt: Date;
          meta: { createdAt: Date };
        };
        expect(data.updatedAt).toBeInstanceOf(Date);
        expect(data.meta.createdAt).toBeInstanceOf(Date);
        // The server clock may differ a little from ours; a minute is far beyond any real skew.
        expect(Math.abs(data.updatedAt.getTime() - before)).toBeLessThan(60_000);
        expect(data.meta.createdAt.getTime()).toBe(data.updatedAt.getTime());
      });

      it('rejects collection paths where a document is expected, and the reverse', async () => {
        await expect(attempt(() => store.get(collection))).rejects.toThrow();
        await expect(attempt(() => store.set(collection, { a: 1 }))).rejects.toThrow();
        await expect(attempt(() => store.delete(collection))).rejects.toThrow();
        await expect(attempt(() => store.add(`${collection}/doc`, { a: 1 }))).rejects.toThrow();
        await expect(attempt(() => store.query(`${collection}/doc`))).rejects.toThrow();
        await expect(attempt(() => store.get(`${collection}//x`))).rejects.toThrow();
        await expect(attempt(() => store.get(''))).rejects.toThrow();
      });

      it('rejects undefined values and writes nothing', async () => {
        await expect(
          attempt(() => store.set(`${collection}/a`, { ok: 1, bad: undefined })),
        ).rejects.toThrow();
        expect((await store.get(`${collection}/a`)).exists).toBe(false);
      });
    });

    describe('query', () => {
      beforeEach(async () => {
        const rows: Array<[string, Record<string, unknown>]> = [
          ['p1', { n: 1, name: 'Frigideira', tags: ['inox', 'promo'], info: { company: 1 } }],
          ['p2', { n: 2, name: 'Panela', tags: ['ferro'], info: { company: 2 } }],
          ['p3', { n: 3, name: 'Caçarola', tags: ['inox'], info: { company: 2 } }],
          ['p4', { n: 4, name: 'Chaleira', tags: [], info: { company: 3 } }],
          ['p5', { n: null, name: 'Sem número', info: { company: 1 } }],
          ['p6', { name: 'Sem campo n' }],
          ['p7', { n: '3', name: 'Texto três' }],
        ];
        for (const [id, data] of rows) await store.set(`${collection}/${id}`, data);
      });

      it('returns only direct children of the collection', async () => {
        await store.set(`${collection}/p1/children/c1`, { n: 1 });
        await store.set(`${collection}-other/x`, { n: 1 });
        const all = await store.query(collection);
        expect(sortedIds(all)).toEqual(['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7']);
        expect(all.every((s) => s.exists && s.path === `${collection}/${s.id}`)).toBe(true);
      });

      it('== matches equal values of the same type only', async () => {
        expect(
          sortedIds(await store.query(collection, { where: [{ field: 'n', op: '==', value: 3 }] })),
        ).toEqual(['p3']);
        expect(
          sortedIds(
            await store.query(collection, { where: [{ field: 'n', op: '==', value: null }] }),
          ),
        ).toEqual(['p5']);
      });

      it('!= leaves out documents without the field and with null', async () => {
        const result = await store.query(collection, {
          where: [{ field: 'n', op: '!=', value: 2 }],
        });
        expect(sortedIds(result)).toEqual(['p1', 'p3', 'p4', 'p7']);
      });

      it('< <= > >= compare within the bound type only', async () => {
        const run = async (op: '<' | '<=' | '>' | '>=', value: unknown) =>
          ids(await store.query(collection, { where: [{ field: 'n', op, value }] }));
        expect(await run('<', 3)).toEqual(['p1', 'p2']);
        expect(await run('<=', 3)).toEqual(['p1', 'p2', 'p3']);
        expect(await run('>', 2)).toEqual(['p3', 'p4']);
        expect(await run('>=', 2)).toEqual(['p2', 'p3', 'p4']);
        expect(await run('>=', '0')).toEqual(['p7']);
      });

      it('in matches any of the listed values', async () => {
        const result = await store.query(collection, {
          where: [{ field: 'name', op: 'in', value: ['Panela', 'Chaleira', 'Não existe'] }],
        });
        expect(sortedIds(result)).toEqual(['p2', 'p4']);
      });

      it('array-contains matches arrays holding the value', async () => {
        const result = await store.query(collection, {
          where: [{ field: 'tags', op: 'array-contains', value: 'inox' }],
        });
        expect(sortedIds(result)).toEqual(['p1', 'p3']);
      });

      it('reads dotted field paths and combines clauses', async () => {
        const result = await store.query(collection, {
          where: [
            { field: 'info.company', op: '==', value: 2 },
            { field: 'tags', op: 'array-contains', value: 'inox' },
          ],
        });
        expect(ids(result)).toEqual(['p3']);
      });

      it('orders ascending and descending, and leaves out documents without the field', async () => {
        const asc = await store.query(collection, { orderBy: [{ field: 'name' }] });
        expect(ids(asc)).toEqual(['p3', 'p4', 'p1', 'p2', 'p6', 'p5', 'p7']);
        const desc = await store.query(collection, {
          where: [{ field: 'n', op: '>=', value: 0 }],
          orderBy: [{ field: 'n', direction: 'desc' }],
        });
        expect(ids(desc)).toEqual(['p4', 'p3', 'p2', 'p1']);
        const byN = await store.query(collection, { orderBy: [{ field: 'info.company' }] });
        expect(ids(byN)).toEqual(['p1', 'p5', 'p2', 'p3', 'p4']);
      });

      it('orders by several fields', async () => {
        const result = await store.query(collection, {
          orderBy: [{ field: 'info.company', direction: 'desc' }, { field: 'name' }],
        });
        expect(ids(result)).toEqual(['p4', 'p3', 'p2', 'p1', 'p5']);
      });

      it('limits the result after ordering', async () => {
        const result = await store.query(collection, {
          where: [{ field: 'n', op: '>', value: 0 }],
          orderBy: [{ field: 'n', direction: 'desc' }],
          limit: 2,
        });
        expect(ids(result)).toEqual(['p4', 'p3']);
      });

      it('cursors compare across types in Firestore order, in each clause direction', async () => {
        const run = (spec: QuerySpec) => store.query(collection, spec).then(ids);
        const byN = { orderBy: [{ field: 'n' }] };
        // null < numbers < strings: p5 (null) … p4 (4), then p7 ('3').
        expect(await run({ ...byN, startAfter: [2] })).toEqual(['p3', 'p4', 'p7']);
        expect(await run({ ...byN, endAt: [3] })).toEqual(['p5', 'p1', 'p2', 'p3']);
        expect(await run({ ...byN, startAfter: [null], endAt: ['a'] })).toEqual([
          'p1',
          'p2',
          'p3',
          'p4',
          'p7',
        ]);
        expect(
          await run({ orderBy: [{ field: 'n', direction: 'desc' }], startAfter: [3] }),
        ).toEqual(['p2', 'p1', 'p5']);
        // startAt keeps its own position, in either direction.
        expect(await run({ ...byN, startAt: [2], endAt: [3] })).toEqual(['p2', 'p3']);
        expect(
          await run({ orderBy: [{ field: 'n', direction: 'desc' }], startAt: [3], limit: 2 }),
        ).toEqual(['p3', 'p2']);
        const byCompany = { orderBy: [{ field: 'info.company' }, { field: 'name' }] };
        expect(await run({ ...byCompany, startAfter: [2] })).toEqual(['p4']);
        expect(await run({ ...byCompany, endAt: [2, 'Caçarola'] })).toEqual(['p1', 'p5', 'p3']);
      });

      it('rejects a limit that is not a positive integer', async () => {
        await expect(attempt(() => store.query(collection, { limit: 0 }))).rejects.toThrow();
        await expect(attempt(() => store.query(collection, { limit: -1 }))).rejects.toThrow();
      });

      it('queries date fields by range', async () => {
        const dates = collection + '-dates';
        await store.set(`${dates}/old`, { createdAt: new Date('2026-01-01T00:00:00Z') });
        await store.set(`${dates}/mid`, { createdAt: new Date('2026-02-01T00:00:00Z') });
        await store.set(`${dates}/new`, { createdAt: new Date('2026-03-01T00:00:00Z') });
        const result = await store.query(dates, {
          where: [{ field: 'createdAt', op: '>', value: new Date('2026-01-15T00:00:00Z') }],
          orderBy: [{ field: 'createdAt', direction: 'desc' }],
        });
        expect(ids(result)).toEqual(['new', 'mid']);
        expect(result[0].data?.createdAt).toBeInstanceOf(Date);
        const after = await store.query(dates, {
          orderBy: [{ field: 'createdAt' }],
          startAfter: [new Date('2026-01-01T00:00:00Z')],
        });
        expect(ids(after)).toEqual(['mid', 'new']);
      });
    });

    describe('search by prefix (the collection filter and the command palette)', () => {
      beforeEach(async () => {
        const rows: Array<[string, Record<string, unknown>]> = [
          ['1011', { ProductSiteName: 'Panela Tramontina 20 cm' }],
          ['1012', { ProductSiteName: 'Panela de pressão' }],
          ['1013', { ProductSiteName: 'panela baixa' }],
          ['2020', { ProductSiteName: 'Frigideira' }],
          ['2021', { ProductSiteName: 'Pan' }],
          ['3030', { ProductSiteName: 42 }],
          ['pan-1', { other: 'Panela sem título' }],
        ];
        for (const [id, data] of rows) await store.set(`${collection}/${id}`, data);
      });

      it('a range from the prefix to the prefix plus U+F8FF finds what starts with it, in order', async () => {
        const found = await store.query(collection, prefixQuery('ProductSiteName', 'Panela', 10));
        // Code point order: 'T' sorts before 'd'.
        expect(ids(found)).toEqual(['1011', '1012']);
        expect(
          ids(await store.query(collection, prefixQuery('ProductSiteName', 'Pan', 2))),
        ).toEqual(['2021', '1011']);
        expect(await store.query(collection, prefixQuery('ProductSiteName', 'Xi', 10))).toEqual([]);
      });

      it('searches the id by prefix too', async () => {
        expect(
          ids(await store.query(collection, prefixQuery(DOCUMENT_ID_FIELD, '101', 10))),
        ).toEqual(['1011', '1012', '1013']);
      });

      it('searchCollection finds any case spelling past the first page, by title or id', async () => {
        const found = await searchCollection(store, collection, 'product', 'panela', 10);
        expect(sortedIds(found)).toEqual(['1011', '1012', '1013']);
        expect(ids(await searchCollection(store, collection, 'product', '2021', 10))).toEqual([
          '2021',
        ]);
        expect(sortedIds(await searchCollection(store, collection, 'product', 'pan-', 10))).toEqual(
          ['pan-1'],
        );
        expect(await searchCollection(store, collection, 'product', '   ', 10)).toEqual([]);
      });
    });

    describe('cursors and the document id', () => {
      const byId = { orderBy: [{ field: DOCUMENT_ID_FIELD }] } satisfies QuerySpec;
      // Written out of order, so an order by write time would show.
      const seedIds = ['d07', 'd02', 'd10', 'd00', 'd05', 'd01', 'd09', 'd03', 'd08', 'd06', 'd04'];
      const seed = async (path = collection) => {
        for (const id of seedIds) await store.set(`${path}/${id}`, { g: Number(id.slice(1)) % 3 });
      };

      it('pages by id with startAfter and limit cover the collection exactly once', async () => {
        await seed();
        const pages: string[][] = [];
        let last: string | undefined;
        for (;;) {
          const page = ids(
            await store.query(collection, {
              ...byId,
              ...(last === undefined ? {} : { startAfter: [last] }),
              limit: 4,
            }),
          );
          pages.push(page);
          if (page.length < 4) break;
          last = page[page.length - 1];
        }
        expect(pages).toEqual([
          ['d00', 'd01', 'd02', 'd03'],
          ['d04', 'd05', 'd06', 'd07'],
          ['d08', 'd09', 'd10'],
        ]);
      });

      it('startAfter(a) endAt(b) is the range after a up to b', async () => {
        await seed();
        const range = (spec: QuerySpec) => store.query(collection, spec).then(ids);
        expect(await range({ ...byId, startAfter: ['d02'], endAt: ['d06'] })).toEqual([
          'd03',
          'd04',
          'd05',
          'd06',
        ]);
        // Cursor ids need not exist: they are positions, not documents.
        expect(await range({ ...byId, startAfter: ['d025'], endAt: ['d045'] })).toEqual([
          'd03',
          'd04',
        ]);
        expect(await range({ ...byId, startAfter: ['d06'], endAt: ['d06'] })).toEqual([]);
        expect(await range({ ...byId, endAt: ['d01'] })).toEqual(['d00', 'd01']);
        expect(await range({ ...byId, startAfter: ['d01'], endAt: ['d05'], limit: 2 })).toEqual([
          'd02',
          'd03',
        ]);
      });

      it("startAt(a) keeps a itself (a deep link's window starts at its document)", async () => {
        await seed();
        const range = (spec: QuerySpec) => store.query(collection, spec).then(ids);
        expect(await range({ ...byId, startAt: ['d08'], limit: 2 })).toEqual(['d08', 'd09']);
        // A position, not a document: the next id on.
        expect(await range({ ...byId, startAt: ['d085'] })).toEqual(['d09', 'd10']);
        // The gap page: after the pages read, up to the window's first id, at most a page.
        expect(await range({ ...byId, startAfter: ['d02'], endAt: ['d09'], limit: 3 })).toEqual([
          'd03',
          'd04',
          'd05',
        ]);
      });

      it('orders by a field with the id as tie-break, cursors giving both', async () => {
        await seed();
        const order = { orderBy: [{ field: 'g' }, { field: DOCUMENT_ID_FIELD }] };
        // g is the id's number modulo 3.
        const all = ['d00', 'd03', 'd06', 'd09', 'd01', 'd04', 'd07', 'd10', 'd02', 'd05', 'd08'];
        expect(ids(await store.query(collection, order))).toEqual(all);
        expect(
          ids(await store.query(collection, { ...order, startAfter: [0, 'd06'], limit: 3 })),
        ).toEqual(['d09', 'd01', 'd04']);
        expect(
          ids(
            await store.query(collection, { ...order, startAfter: [0, 'd06'], endAt: [1, 'd04'] }),
          ),
        ).toEqual(['d09', 'd01', 'd04']);
        // A cursor naming only g is a position between groups.
        expect(ids(await store.query(collection, { ...order, startAfter: [1] }))).toEqual([
          'd02',
          'd05',
          'd08',
        ]);
        expect(ids(await store.query(collection, { ...order, endAt: [0] }))).toEqual(
          all.slice(0, 4),
        );
      });

      it('ids order by code point, as Firestore orders them', async () => {
        // UTF-16 units would put the emoji (a surrogate pair) before the full-width letter.
        for (const id of ['😀', 'ｚ', 'z']) await store.set(`${collection}/${id}`, { n: 1 });
        expect(ids(await store.query(collection, byId))).toEqual(['z', 'ｚ', '😀']);
        expect(ids(await store.query(collection))).toEqual(['z', 'ｚ', '😀']);
        expect(ids(await store.query(collection, { ...byId, startAfter: ['ｚ'] }))).toEqual(['😀']);
        expect(ids(await store.query(collection, { ...byId, endAt: ['ｚ'] }))).toEqual(['z', 'ｚ']);
      });

      it('a live watchQuery over a closed range sees inserts inside it, not outside', async () => {
        for (const id of ['b', 'd', 'f', 'h']) await store.set(`${collection}/${id}`, { n: 1 });
        const seen: DocumentSnapshot[][] = [];
        const stop = store.watchQuery(
          collection,
          { ...byId, startAfter: ['b'], endAt: ['f'] },
          (snapshots) => seen.push(snapshots),
        );
        try {
          await vi.waitFor(() => expect(seen.at(-1)?.map((s) => s.id)).toEqual(['d', 'f']));
          await store.set(`${collection}/e`, { n: 2 });
          await vi.waitFor(() => expect(seen.at(-1)?.map((s) => s.id)).toEqual(['d', 'e', 'f']));
          // Outside (and on the startAfter bound itself); then one inside: once it shows, the
          // others would have shown too.
          await store.set(`${collection}/a`, { n: 3 });
          await store.set(`${collection}/b`, { n: 3 });
          await store.set(`${collection}/g`, { n: 3 });
          await store.set(`${collection}/c`, { n: 3 });
          await vi.waitFor(() =>
            expect(seen.at(-1)?.map((s) => s.id)).toEqual(['c', 'd', 'e', 'f']),
          );
          await store.delete(`${collection}/f`);
          await vi.waitFor(() => expect(seen.at(-1)?.map((s) => s.id)).toEqual(['c', 'd', 'e']));
        } finally {
          stop();
        }
      });

      it('filters by id with == , in and ranges', async () => {
        await seed();
        const where = (op: '==' | 'in' | '>=' | '<', value: unknown) =>
          store.query(collection, { where: [{ field: DOCUMENT_ID_FIELD, op, value }] }).then(ids);
        expect(await where('==', 'd03')).toEqual(['d03']);
        expect(await where('in', ['d09', 'd01', 'nope'])).toEqual(['d01', 'd09']);
        expect(await where('>=', 'd09')).toEqual(['d09', 'd10']);
        expect(await where('<', 'd01')).toEqual(['d00']);
      });

      it('refuses bad cursor and id specs with the same pt-BR messages', async () => {
        const refused = async (spec: QuerySpec, message: string) => {
          await expect(attempt(() => store.query(collection, spec))).rejects.toThrow(message);
          await expect(attempt(() => store.watchQuery(collection, spec, () => {}))).rejects.toThrow(
            message,
          );
        };
        const byN = { orderBy: [{ field: 'n' }] };
        await refused({ startAfter: ['a'] }, texts.data.cursorNeedsOrderBy('startAfter'));
        await refused({ endAt: [1] }, texts.data.cursorNeedsOrderBy('endAt'));
        await refused({ ...byN, endAt: [1, 'x'] }, texts.data.cursorTooLong('endAt', 2, 1));
        await refused({ ...byN, startAfter: [] }, texts.data.cursorEmpty('startAfter'));
        await refused(
          { ...byN, startAfter: 'd01' as unknown as unknown[] },
          texts.data.cursorNotList('startAfter'),
        );
        await refused(
          { ...byN, startAfter: [undefined] },
          texts.data.cursorValueInvalid('startAfter', 1),
        );
        await refused(
          { ...byN, endAt: [serverTimestamp()] },
          texts.data.cursorValueInvalid('endAt', 1),
        );
        await refused(
          { orderBy: [{ field: 'n' }, { field: DOCUMENT_ID_FIELD }], startAfter: [1, 2] },
          texts.data.cursorIdInvalid('startAfter', 2),
        );
        await refused({ ...byId, endAt: ['p/x'] }, texts.data.cursorIdInvalid('endAt', 1));
        await refused({ ...byId, startAt: [''] }, texts.data.cursorIdInvalid('startAt', 1));
        await refused({ ...byId, startAfter: ['a'], startAt: ['a'] }, texts.data.twoStartCursors);
        await refused({ ...byId, endAt: [''] }, texts.data.cursorIdInvalid('endAt', 1));
        await refused(
          { where: [{ field: DOCUMENT_ID_FIELD, op: 'array-contains', value: 'a' }] },
          texts.data.idFilterInvalid('array-contains'),
        );
        await refused(
          { where: [{ field: DOCUMENT_ID_FIELD, op: 'in', value: ['a', 3] }] },
          texts.data.idFilterInvalid('in'),
        );
        await refused(
          { where: [{ field: DOCUMENT_ID_FIELD, op: '==', value: 'a/b' }] },
          texts.data.idFilterInvalid('=='),
        );
      });
    });

    describe('live subscriptions', () => {
      it('watchDocument sends the current state, then every change, until unsubscribed', async () => {
        const path = `${collection}/watched`;
        const seen: DocumentSnapshot[] = [];
        const stop = store.watchDocument(path, (snapshot) => seen.push(snapshot));
        await vi.waitFor(() => expect(seen.length).toBeGreaterThanOrEqual(1));
        expect(seen[0].exists).toBe(false);

        await store.set(path, { n: 1 });
        await vi.waitFor(() => expect(seen.at(-1)?.data).toEqual({ n: 1 }));
        await store.set(path, { n: 2 });
        await vi.waitFor(() => expect(seen.at(-1)?.data).toEqual({ n: 2 }));
        await store.delete(path);
        await vi.waitFor(() => expect(seen.at(-1)?.exists).toBe(false));

        stop();
        const countAtStop = seen.length;
        // A second watcher sees the next write: once it has, the stopped one would have too.
        const witness: DocumentSnapshot[] = [];
        const stopWitness = store.watchDocument(path, (snapshot) => witness.push(snapshot));
        await store.set(path, { n: 3 });
        await vi.waitFor(() => expect(witness.at(-1)?.data).toEqual({ n: 3 }));
        stopWitness();
        expect(seen.length).toBe(countAtStop);
      });

      it('watchQuery sends the current result, then follows adds, edits and deletes', async () => {
        await store.set(`${collection}/a`, { n: 1, kind: 'x' });
        const seen: DocumentSnapshot[][] = [];
        const spec = {
          where: [{ field: 'kind', op: '==' as const, value: 'x' }],
          orderBy: [{ field: 'n' }],
        };
        const stop = store.watchQuery(collection, spec, (snapshots) => seen.push(snapshots));
        await vi.waitFor(() => expect(seen.at(-1)?.map((s) => s.id)).toEqual(['a']));

        await store.set(`${collection}/b`, { n: 0, kind: 'x' });
        await vi.waitFor(() => expect(seen.at(-1)?.map((s) => s.id)).toEqual(['b', 'a']));
        await store.set(`${collection}/c`, { n: 5, kind: 'y' });
        await store.set(`${collection}/a`, { kind: 'y' }, { merge: true });
        await vi.waitFor(() => expect(seen.at(-1)?.map((s) => s.id)).toEqual(['b']));
        await store.delete(`${collection}/b`);
        await vi.waitFor(() => expect(seen.at(-1)).toEqual([]));

        stop();
        const countAtStop = seen.length;
        const witness: DocumentSnapshot[][] = [];
        const stopWitness = store.watchQuery(collection, spec, (s) => witness.push(s));
        await store.set(`${collection}/d`, { n: 1, kind: 'x' });
        await vi.waitFor(() => expect(witness.at(-1)?.map((s) => s.id)).toEqual(['d']));
        stopWitness();
        expect(seen.length).toBe(countAtStop);
      });
    });

    describe('save precondition (ifUpdatedAt)', () => {
      it('null creates only when the document does not exist', async () => {
        const path = `${collection}/a`;
        const first = new Date('2026-05-01T10:00:00.000Z');
        await store.set(path, { v: 1, updatedAt: first }, { ifUpdatedAt: null });
        expect((await store.get(path)).data).toEqual({ v: 1, updatedAt: first });

        const error = await attempt(() =>
          store.set(path, { v: 2, updatedAt: new Date() }, { ifUpdatedAt: null }),
        ).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(PreconditionFailedError);
        expect((error as PreconditionFailedError).path).toBe(path);
        expect((error as PreconditionFailedError).current.exists).toBe(true);
        expect((error as PreconditionFailedError).current.data).toEqual({ v: 1, updatedAt: first });
        expect((await store.get(path)).data).toEqual({ v: 1, updatedAt: first });
      });

      it('writes when updatedAt still matches, fails with the current snapshot when it does not', async () => {
        const path = `${collection}/a`;
        const first = new Date('2026-05-01T10:00:00.000Z');
        const second = new Date('2026-05-01T10:00:05.000Z');
        await store.set(path, { v: 1, updatedAt: first });
        await store.set(path, { v: 2, updatedAt: second }, { ifUpdatedAt: first });
        expect((await store.get(path)).data).toEqual({ v: 2, updatedAt: second });

        // Someone else saved `second`; an editor still holding `first` must not overwrite it.
        const error = await attempt(() =>
          store.set(path, { v: 3, updatedAt: new Date() }, { ifUpdatedAt: first, merge: true }),
        ).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(PreconditionFailedError);
        expect((error as PreconditionFailedError).current.data).toEqual({
          v: 2,
          updatedAt: second,
        });
        expect((await store.get(path)).data).toEqual({ v: 2, updatedAt: second });
      });

      it('fails when the document was deleted meanwhile, and writes nothing', async () => {
        const path = `${collection}/gone`;
        const error = await attempt(() =>
          store.set(path, { v: 1 }, { ifUpdatedAt: new Date('2026-05-01T10:00:00.000Z') }),
        ).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(PreconditionFailedError);
        expect((error as PreconditionFailedError).current.exists).toBe(false);
        expect((await store.get(path)).exists).toBe(false);
      });

      it('works with a serverTimestamp() updatedAt read back from the store', async () => {
        const path = `${collection}/a`;
        await store.set(path, { v: 1, updatedAt: serverTimestamp() });
        const stamp = (await store.get(path)).data?.updatedAt as Date;
        await store.set(path, { v: 2, updatedAt: serverTimestamp() }, { ifUpdatedAt: stamp });
        expect((await store.get(path)).data?.v).toBe(2);
      });
      it('returns the updatedAt a conflict-safe save stored, so no read-back is needed', async () => {
        const path = `${collection}/versioned`;
        const created = await store.set(
          path,
          { v: 1, updatedAt: serverTimestamp() },
          { ifUpdatedAt: null },
        );
        expect(created.updatedAt).toBeInstanceOf(Date);
        expect((await store.get(path)).data?.updatedAt).toEqual(created.updatedAt);

        // A stamp in the future (a colleague's fast clock): the next version is still later.
        const ahead = new Date(Date.now() + 60_000);
        await store.set(path, { v: 2, updatedAt: ahead });
        const next = await store.set(
          path,
          { v: 3, updatedAt: serverTimestamp() },
          { ifUpdatedAt: ahead },
        );
        expect(next.updatedAt!.getTime()).toBeGreaterThan(ahead.getTime());
        expect((await store.get(path)).data).toEqual({ v: 3, updatedAt: next.updatedAt });
        // The returned version is the precondition of the next save.
        await store.set(path, { v: 4 }, { ifUpdatedAt: next.updatedAt });
        expect((await store.get(path)).data).toEqual({ v: 4 });
      });

      it('reports no version for writes it did not stamp', async () => {
        const path = `${collection}/plain-version`;
        expect(await store.set(path, { v: 1, updatedAt: serverTimestamp() })).toEqual({
          updatedAt: null,
        });
        const fixed = new Date('2026-05-01T10:00:00.000Z');
        expect(
          await store.set(path, { v: 2, updatedAt: fixed }, { ifUpdatedAt: undefined }),
        ).toEqual({
          updatedAt: null,
        });
      });

      it('UPDATED_AT_MISSING writes only while the document exists without an updatedAt', async () => {
        const path = `${collection}/imported`;
        await store.set(path, { v: 1 });
        await store.set(
          path,
          { v: 2, updatedAt: serverTimestamp() },
          {
            ifUpdatedAt: UPDATED_AT_MISSING,
          },
        );
        expect((await store.get(path)).data?.v).toBe(2);

        // The first save stamped it: a second editor that loaded it unstamped must be stopped.
        const stamped = await attempt(() =>
          store.set(path, { v: 3 }, { ifUpdatedAt: UPDATED_AT_MISSING }),
        ).catch((e: unknown) => e);
        expect(stamped).toBeInstanceOf(PreconditionFailedError);
        expect((stamped as PreconditionFailedError).current.data?.v).toBe(2);

        const missing = await attempt(() =>
          store.set(`${collection}/never`, { v: 1 }, { ifUpdatedAt: UPDATED_AT_MISSING }),
        ).catch((e: unknown) => e);
        expect(missing).toBeInstanceOf(PreconditionFailedError);
        expect((await store.get(`${collection}/never`)).exists).toBe(false);
      });

      it('an explicit undefined ifUpdatedAt is no precondition at all', async () => {
        const path = `${collection}/plain`;
        await store.set(path, { v: 1 });
        await store.set(path, { v: 2 }, { ifUpdatedAt: undefined });
        expect((await store.get(path)).data).toEqual({ v: 2 });
      });
    });

    describe('batch', () => {
      it('commits set, merge, add and delete together, visible at once', async () => {
        await store.set(`${collection}/old`, { n: 0 });
        await store.set(`${collection}/merged`, { a: 1, nested: { x: 1 } });
        const batch = store.batch();
        batch.set(`${collection}/one`, { n: 1 });
        batch.set(`${collection}/merged`, { nested: { y: 2 } }, { merge: true });
        const addedPath = batch.add(collection, { n: 2 });
        batch.delete(`${collection}/old`);
        expect(addedPath.startsWith(`${collection}/`)).toBe(true);
        expect(addedPath.slice(collection.length + 1)).toMatch(/^[A-Za-z0-9]{20}$/);

        await batch.commit();
        expect((await store.get(`${collection}/one`)).data).toEqual({ n: 1 });
        expect((await store.get(`${collection}/merged`)).data).toEqual({
          a: 1,
          nested: { x: 1, y: 2 },
        });
        expect((await store.get(addedPath)).data).toEqual({ n: 2 });
        expect((await store.get(`${collection}/old`)).exists).toBe(false);
      });

      it('writes nothing before commit', async () => {
        const batch = store.batch();
        batch.set(`${collection}/pending`, { n: 1 });
        const added = batch.add(collection, { n: 2 });
        expect((await store.get(`${collection}/pending`)).exists).toBe(false);
        expect((await store.get(added)).exists).toBe(false);
        expect(await store.query(collection)).toEqual([]);
      });

      describe('with a precondition (ifUpdatedAt)', () => {
        const first = new Date('2026-05-01T10:00:00.000Z');
        const second = new Date('2026-05-01T10:00:05.000Z');
        const log = () => `${collection}-log`;
        const failure = (commit: Promise<void>) =>
          commit.then(
            () => {
              throw new Error('the batch committed');
            },
            (error: unknown) => error as PreconditionFailedError,
          );

        it('commits all its writes while the precondition holds', async () => {
          const path = `${collection}/a`;
          await store.set(path, { v: 1, nested: { x: 1 }, updatedAt: first });
          await store.set(`${collection}/old`, { n: 0 });
          const batch = store.batch();
          const entry = batch.add(log(), { from: 1, to: 2, createdAt: serverTimestamp() });
          batch.set(
            path,
            { v: 2, nested: { y: 2 }, updatedAt: serverTimestamp() },
            { merge: true, ifUpdatedAt: first },
          );
          batch.set(`${collection}/other`, { n: 1 });
          batch.delete(`${collection}/old`);
          await batch.commit();

          const stored = (await store.get(path)).data!;
          expect(stored).toMatchObject({ v: 2, nested: { x: 1, y: 2 } });
          expect(stored.updatedAt).toBeInstanceOf(Date);
          expect((stored.updatedAt as Date).getTime()).toBeGreaterThan(first.getTime());
          expect((await store.get(entry)).data).toEqual({
            from: 1,
            to: 2,
            createdAt: expect.any(Date),
          });
          expect((await store.get(`${collection}/other`)).data).toEqual({ n: 1 });
          expect((await store.get(`${collection}/old`)).exists).toBe(false);
        });

        it('fails with the current snapshot and writes none of its writes when it does not hold', async () => {
          const path = `${collection}/a`;
          await store.set(path, { v: 2, updatedAt: second });
          await store.set(`${collection}/old`, { n: 0 });
          const batch = store.batch();
          const entry = batch.add(log(), { from: 1, to: 3, createdAt: serverTimestamp() });
          batch.set(`${collection}/other`, { n: 1 });
          batch.set(
            path,
            { v: 3, updatedAt: serverTimestamp() },
            { merge: true, ifUpdatedAt: first },
          );
          batch.delete(`${collection}/old`);

          const error = await failure(batch.commit());
          expect(error).toBeInstanceOf(PreconditionFailedError);
          expect(error.path).toBe(path);
          expect(error.current).toMatchObject({ id: 'a', path, exists: true });
          expect(error.current.data).toEqual({ v: 2, updatedAt: second });
          expect((await store.get(path)).data).toEqual({ v: 2, updatedAt: second });
          expect((await store.get(entry)).exists).toBe(false);
          expect(await store.query(log())).toEqual([]);
          expect((await store.get(`${collection}/other`)).exists).toBe(false);
          expect((await store.get(`${collection}/old`)).data).toEqual({ n: 0 });
        });

        it('one failing precondition among several stops the whole batch', async () => {
          await store.set(`${collection}/fresh`, { v: 1, updatedAt: first });
          await store.set(`${collection}/stale`, { v: 1, updatedAt: second });
          const batch = store.batch();
          batch.set(`${collection}/fresh`, { v: 2 }, { ifUpdatedAt: first });
          batch.set(`${collection}/stale`, { v: 2 }, { ifUpdatedAt: first });
          const error = await failure(batch.commit());
          expect(error).toBeInstanceOf(PreconditionFailedError);
          expect(error.path).toBe(`${collection}/stale`);
          expect((await store.get(`${collection}/fresh`)).data).toEqual({ v: 1, updatedAt: first });
          expect((await store.get(`${collection}/stale`)).data).toEqual({
            v: 1,
            updatedAt: second,
          });
        });

        it('null commits only while the document does not exist', async () => {
          const path = `${collection}/new`;
          const created = store.batch();
          const entry = created.add(log(), { n: 1 });
          created.set(path, { v: 1, updatedAt: first }, { ifUpdatedAt: null });
          await created.commit();
          expect((await store.get(path)).data).toEqual({ v: 1, updatedAt: first });
          expect((await store.get(entry)).data).toEqual({ n: 1 });

          const again = store.batch();
          const second = again.add(log(), { n: 2 });
          again.set(path, { v: 2 }, { ifUpdatedAt: null });
          const error = await failure(again.commit());
          expect(error).toBeInstanceOf(PreconditionFailedError);
          expect(error.current.exists).toBe(true);
          expect(error.current.data).toEqual({ v: 1, updatedAt: first });
          expect((await store.get(path)).data).toEqual({ v: 1, updatedAt: first });
          expect((await store.get(second)).exists).toBe(false);
        });

        it('a date fails, writing nothing, when the document was deleted meanwhile', async () => {
          const path = `${collection}/gone`;
          const batch = store.batch();
          const entry = batch.add(log(), { n: 1 });
          batch.set(path, { v: 1 }, { merge: true, ifUpdatedAt: first });
          const error = await failure(batch.commit());
          expect(error).toBeInstanceOf(PreconditionFailedError);
          expect(error.current.exists).toBe(false);
          expect((await store.get(path)).exists).toBe(false);
          expect((await store.get(entry)).exists).toBe(false);
        });

        it('UPDATED_AT_MISSING commits only while the document exists without an updatedAt', async () => {
          const path = `${collection}/imported`;
          await store.set(path, { v: 1 });
          const stamp = store.batch();
          stamp.set(
            path,
            { v: 2, updatedAt: serverTimestamp() },
            { merge: true, ifUpdatedAt: UPDATED_AT_MISSING },
          );
          await stamp.commit();
          expect((await store.get(path)).data?.v).toBe(2);

          const late = store.batch();
          const entry = late.add(log(), { n: 1 });
          late.set(path, { v: 3 }, { merge: true, ifUpdatedAt: UPDATED_AT_MISSING });
          const stamped = await failure(late.commit());
          expect(stamped).toBeInstanceOf(PreconditionFailedError);
          expect(stamped.current.data?.v).toBe(2);
          expect((await store.get(entry)).exists).toBe(false);

          const never = store.batch();
          never.set(`${collection}/never`, { v: 1 }, { ifUpdatedAt: UPDATED_AT_MISSING });
          expect(await failure(never.commit())).toBeInstanceOf(PreconditionFailedError);
          expect((await store.get(`${collection}/never`)).exists).toBe(false);
        });

        it('works with the serverTimestamp() updatedAt a batch stored', async () => {
          const path = `${collection}/a`;
          await store.set(path, { v: 1, updatedAt: first });
          const one = store.batch();
          one.set(path, { v: 2, updatedAt: serverTimestamp() }, { ifUpdatedAt: first });
          await one.commit();
          const stamp = (await store.get(path)).data?.updatedAt as Date;
          const two = store.batch();
          two.set(path, { v: 3, updatedAt: serverTimestamp() }, { ifUpdatedAt: stamp });
          await two.commit();
          expect((await store.get(path)).data?.v).toBe(3);
        });
      });

      it('a batch that fails on a bad write commits none of its writes', async () => {
        const batch = store.batch();
        batch.set(`${collection}/first`, { n: 1 });
        await expect(
          attempt(() => batch.set(`${collection}/bad`, { n: undefined })),
        ).rejects.toThrow();
        await expect(attempt(() => batch.set(collection, { n: 1 }))).rejects.toThrow();
        expect((await store.get(`${collection}/first`)).exists).toBe(false);
        expect(await store.query(collection)).toEqual([]);
      });
    });
  });
}
