import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serverTimestamp } from '../ports';
import { ChangelogEntryLockedError, PanelEditRefusedError } from '../audit-refusals';
import { texts } from '../../../shared/texts/pt-BR';
import type { LocalDatabase } from './database';
import { LocalDocumentStore } from './document-store';
import { testDatabase } from './test-database';

const PRODUCT = 'project/demo/product-data/1011';
const CHANGELOG = 'project/demo/product-data-changelog';
const stored = {
  ProductCode: '1011',
  ProductSiteName: 'Panela',
  Price: 429.9,
  Options: { canSell: true, isFreeShipping: true },
};
const entry = (code = '1011') => ({
  ProductCode: code,
  field: 'Price',
  from: 429.9,
  to: 399.9,
  about: 'promoção',
  createdAt: serverTimestamp(),
});

describe("LocalDocumentStore: a product's audit trail, as Firestore's rules keep it", () => {
  let db: LocalDatabase;
  let store: LocalDocumentStore;

  beforeEach(async () => {
    db = testDatabase().db;
    await db.open();
    store = new LocalDocumentStore(db);
    await store.writeAsBackend(PRODUCT, stored);
  });
  afterEach(() => {
    store.close();
    db.close();
  });

  const refused = async (write: Promise<unknown>, fields: string[], path = PRODUCT) => {
    const error = await write.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(PanelEditRefusedError);
    expect(error).toMatchObject({ code: 'permission-denied', path, fields });
    const code = path.split('/').pop()!;
    expect((error as Error).message).toBe(texts.productAudit.panelEditRefused(code, fields));
  };
  const product = async () => (await store.get(PRODUCT)).data;
  const entries = () => store.query(CHANGELOG);

  /** The panel's batch: the entry, and the product naming it. */
  const auditedEdit = (patch: Record<string, unknown>, entryData = entry()) => {
    const batch = store.batch();
    const added = batch.add(CHANGELOG, entryData);
    const id = added.split('/').pop()!;
    batch.set(PRODUCT, { ...patch, lastChangelogId: id }, { merge: true });
    return batch.commit();
  };

  it('refuses a price change, a nested option, a removed field and a new Google code alone', async () => {
    await refused(store.set(PRODUCT, { Price: 1 }, { merge: true }), ['Price']);
    await refused(store.set(PRODUCT, { Options: { canSell: false } }, { merge: true }), [
      'Options',
    ]);
    // A full set without Price removes it: that changes a panel field too.
    const { Price: _dropped, ...withoutPrice } = stored;
    await refused(store.set(PRODUCT, withoutPrice), ['Price']);
    await refused(store.set(PRODUCT, { ProductCodeGoogle: null, Price: 2 }, { merge: true }), [
      'ProductCodeGoogle',
      'Price',
    ]);
    expect(await product()).toEqual(stored);
  });

  it('refuses a new product that carries panel fields, and creates one without them', async () => {
    const other = 'project/demo/product-data/2022';
    await refused(store.set(other, { ProductCode: '2022', Price: 10 }), ['Price'], other);
    expect((await store.get(other)).exists).toBe(false);
    await store.set(other, { ProductCode: '2022', ProductSiteName: 'Frigideira' });
    expect((await store.get(other)).data?.ProductSiteName).toBe('Frigideira');
  });

  it('refuses the whole batch: the other writes in it are not written either', async () => {
    const batch = store.batch();
    batch.set('project/demo/brand/tramontina', { name: 'Tramontina' });
    batch.add(CHANGELOG, entry());
    batch.set(PRODUCT, { Price: 1 }, { merge: true });
    await refused(batch.commit(), ['Price']);
    expect((await store.get('project/demo/brand/tramontina')).exists).toBe(false);
    expect(await entries()).toEqual([]);
    expect(await product()).toEqual(stored);
  });

  it('refuses an entry the product does not name, an old entry, or one about another product', async () => {
    // The entry is in the batch, but the product does not name it.
    const batch = store.batch();
    batch.add(CHANGELOG, entry());
    batch.set(PRODUCT, { Price: 1 }, { merge: true });
    await refused(batch.commit(), ['Price']);

    await auditedEdit({ Price: 399.9 });
    const [old] = await entries();
    // Naming an entry that existed before the batch.
    await refused(store.set(PRODUCT, { Price: 1, lastChangelogId: old.id }, { merge: true }), [
      'Price',
    ]);
    // An entry about another product.
    await refused(auditedEdit({ Price: 1 }, entry('2022')), ['Price']);
    // An id that is not one document of the changelog.
    await refused(
      store.set(PRODUCT, { Price: 1, lastChangelogId: `${old.id}/x/y` }, { merge: true }),
      ['Price'],
    );
    expect(await entries()).toHaveLength(1);
    expect((await product())?.Price).toBe(399.9);
  });

  it('lets the audited edit through, and any write that leaves the panel fields as they are', async () => {
    await auditedEdit({ Options: { canSell: false } });
    expect((await product())?.Options).toEqual({ canSell: false, isFreeShipping: true });
    expect(await entries()).toHaveLength(1);

    // The same values written again (a form or JSON save of the whole document) change none.
    const current = (await product())!;
    await store.set(PRODUCT, {
      ...current,
      ProductSiteName: 'Panela Solar',
      updatedAt: new Date(),
    });
    await store.set(PRODUCT, { Options: { isFreeShipping: true } }, { merge: true });
    expect(await product()).toMatchObject({ ProductSiteName: 'Panela Solar', Price: 429.9 });
  });

  it('keeps the changelog append-only: an entry is never written over nor deleted', async () => {
    await auditedEdit({ Price: 399.9 });
    const [logged] = await entries();
    const locked = async (write: Promise<unknown>) => {
      const error = await write.then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(ChangelogEntryLockedError);
      expect(error).toMatchObject({ code: 'permission-denied', path: logged.path });
      expect((error as Error).message).toBe(texts.productAudit.changelogLocked);
    };
    await locked(store.set(logged.path, { about: 'outro motivo' }, { merge: true }));
    await locked(store.set(logged.path, logged.data!));
    await locked(store.delete(logged.path));
    // Deleting the product does not take its history along in the same batch either.
    const batch = store.batch();
    batch.delete(PRODUCT);
    batch.delete(logged.path);
    await locked(batch.commit());
    expect(await entries()).toEqual([logged]);
    expect((await product())?.Price).toBe(399.9);
  });

  it('deletes a product (the local operator is privileged), and the backend writes unaudited', async () => {
    await store.writeAsBackend(PRODUCT, { Price: 99.9 }, { merge: true });
    expect((await product())?.Price).toBe(99.9);
    await store.delete(PRODUCT);
    expect((await store.get(PRODUCT)).exists).toBe(false);
  });
});
