import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PreconditionFailedError,
  serverTimestamp,
  type DocumentData,
  type DocumentSnapshot,
  type DocumentStore,
} from '../../../src/renderer/data/ports';
import { auditedPatch, buildChangelogEntry } from '../../../src/shared/products/manual-edit';
import type { StoreFixture } from './document-store.contract';
import { attempt, uniqueSuffix } from './helpers';

const someone = {
  email: 'ana@loja.com.br',
  displayName: 'Ana',
  phoneNumber: '+5551999990000',
  claims: { admin: true },
};

export interface ProductEditFixture extends StoreFixture {
  /** The signed-in user's id: Firestore's rules want it as the changelog entry's createdBy.id. */
  userId: string;
  /**
   * Writes as the project's backend does (a sync service; on Firebase, with the rules off):
   * how a product gets prices no console edit gave it.
   */
  seed(path: string, data: DocumentData, options?: { merge?: boolean }): Promise<void>;
}

/**
 * The audited product edit (spec 01 §5) as the product panel writes it: the merge-write of
 * one (nested) field plus its changelog entry in ONE batch, with server timestamps. Both
 * land, or neither does.
 */
export function describeProductEditContract(
  adapterName: string,
  create: () => Promise<ProductEditFixture>,
): void {
  describe(`Product edit contract: ${adapterName}`, () => {
    let fixture: ProductEditFixture;
    let store: DocumentStore;
    let user: typeof someone & { id: string };
    let project: string;
    let productPath: string;
    let changelogPath: string;
    const before = new Date('2026-11-20T10:15:00.000Z');
    const product = {
      ProductCode: '1011',
      Price: 429.9,
      Options: { canSell: true, isFreeShipping: true },
      updatedAt: before,
    };

    beforeEach(async () => {
      fixture = await create();
      store = fixture.store;
      user = { ...someone, id: fixture.userId };
      project = `project/contract-${uniqueSuffix()}`;
      productPath = `${project}/product-data/1011`;
      changelogPath = `${project}/product-data-changelog`;
      // Prices come from a sync service: a console set of them would be refused.
      await fixture.seed(productPath, product);
    });
    afterEach(async () => {
      await fixture.dispose();
    });

    const entry = (field: string, from: unknown, to: unknown, reason: string) =>
      buildChangelogEntry({
        code: '1011',
        field,
        from,
        to,
        reason,
        user,
        createdAt: serverTimestamp(),
      });

    /** `ifUpdatedAt`: the updatedAt of the product the user saw `from` in, as the panel sends. */
    const edit = (
      field: string,
      from: unknown,
      to: unknown,
      reason: string,
      ifUpdatedAt?: Date,
    ) => {
      const batch = store.batch();
      const added = batch.add(changelogPath, entry(field, from, to, reason));
      batch.set(productPath, auditedPatch(field, to, added.split('/').pop()!, serverTimestamp()), {
        merge: true,
        ...(ifUpdatedAt ? { ifUpdatedAt } : {}),
      });
      return { added, commit: () => batch.commit() };
    };

    const history = () =>
      store.query(changelogPath, {
        where: [{ field: 'ProductCode', op: '==', value: '1011' }],
        orderBy: [{ field: 'createdAt', direction: 'desc' }],
      });

    it('merges a nested field and adds its changelog entry together, with server times', async () => {
      const { added, commit } = edit('Options.canSell', true, false, 'fora de linha');
      await commit();

      const stored = (await store.get(productPath)).data!;
      expect(stored.Options).toEqual({ canSell: false, isFreeShipping: true });
      expect(stored.Price).toBe(429.9);
      expect(stored.updatedAt).toBeInstanceOf(Date);
      expect((stored.updatedAt as Date).getTime()).toBeGreaterThan(before.getTime());

      const log = (await store.get(added)).data!;
      expect(log).toEqual({
        ProductCode: '1011',
        field: 'Options.canSell',
        from: true,
        to: false,
        about: 'fora de linha',
        createdBy: user,
        createdAt: expect.any(Date),
      });
    });

    it('refuses an edit over a product changed since it was read, writing neither', async () => {
      // A sync service changed the price meanwhile.
      const theirs = new Date('2026-11-21T08:00:00.000Z');
      await fixture.seed(productPath, { Price: 425, updatedAt: theirs }, { merge: true });
      const changed = (await store.get(productPath)).data!;

      // The user saw 429,90 (the `before` version): its changelog `from` would be stale.
      const stale = edit('Price', 429.9, 419.9, 'concorrência', before);
      const error = await stale.commit().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PreconditionFailedError);
      expect((error as PreconditionFailedError).current.data).toEqual(changed);
      expect((await store.get(productPath)).data).toEqual(changed);
      expect((await store.get(stale.added)).exists).toBe(false);
      expect(await store.query(changelogPath)).toEqual([]);

      // Asked again over the version now stored, the edit lands with the right `from`.
      const again = edit('Price', 425, 419.9, 'concorrência', changed.updatedAt as Date);
      await again.commit();
      expect((await store.get(productPath)).data?.Price).toBe(419.9);
      expect((await store.get(again.added)).data).toMatchObject({ from: 425, to: 419.9 });
    });

    it('lists the product history newest first, live', async () => {
      const seen: DocumentSnapshot[][] = [];
      const stop = store.watchQuery(
        changelogPath,
        {
          where: [{ field: 'ProductCode', op: '==', value: '1011' }],
          orderBy: [{ field: 'createdAt', direction: 'desc' }],
        },
        (snapshots) => seen.push(snapshots),
      );
      try {
        await vi.waitFor(() => expect(seen.length).toBeGreaterThan(0));
        await edit('Price', 429.9, 419.9, 'primeira').commit();
        await edit('Price', 419.9, 409.9, 'segunda').commit();
        // Another product's entry stays out of this product's history.
        await store.add(changelogPath, { ...entry('Price', 1, 2, 'outro'), ProductCode: '2022' });

        const reasons = (snapshots: DocumentSnapshot[]) => snapshots.map((s) => s.data?.about);
        await vi.waitFor(() => expect(reasons(seen.at(-1)!)).toEqual(['segunda', 'primeira']));
        expect(reasons(await history())).toEqual(['segunda', 'primeira']);
        expect((await store.get(productPath)).data?.Price).toBe(409.9);
      } finally {
        stop();
      }
    });

    // firebase/firestore.rules on Firebase, data/local/product-audit.ts locally: the same rule.
    it('refuses a panel field change without its changelog entry, on every profile', async () => {
      const refusal = (write: () => Promise<unknown>) =>
        attempt(write).then(
          () => null,
          (error: unknown) => error,
        );
      // A price set alone (a CSV import, the JSON editor, the AI assistant).
      expect(
        await refusal(() => store.set(productPath, { Price: 1 }, { merge: true })),
      ).toMatchObject({ code: 'permission-denied' });
      // An option, in a batch holding an entry the product does not name.
      const unnamed = store.batch();
      unnamed.add(changelogPath, entry('Options.canSell', true, false, 'sem nome'));
      unnamed.set(productPath, { Options: { canSell: false } }, { merge: true });
      expect(await refusal(() => unnamed.commit())).toMatchObject({ code: 'permission-denied' });
      // A product created with a price.
      const other = `${project}/product-data/2022`;
      expect(
        await refusal(() => store.set(other, { ProductCode: '2022', Price: 10 })),
      ).toMatchObject({ code: 'permission-denied' });

      expect((await store.get(productPath)).data).toEqual(product);
      expect((await store.get(other)).exists).toBe(false);
      expect(await store.query(changelogPath)).toEqual([]);

      // Fields outside the panel change freely, and so does a product created without prices.
      await store.set(productPath, { ProductSiteName: 'Panela Solar' }, { merge: true });
      await store.set(other, { ProductCode: '2022', ProductSiteName: 'Frigideira' });
      expect((await store.get(other)).data).toEqual({
        ProductCode: '2022',
        ProductSiteName: 'Frigideira',
      });

      // The audited batch lands: the entry, and the product naming it.
      const audited = edit('Price', 429.9, 399.9, 'promoção');
      await audited.commit();
      expect((await store.get(productPath)).data).toMatchObject({
        ProductSiteName: 'Panela Solar',
        Price: 399.9,
        Options: product.Options,
        lastChangelogId: audited.added.split('/').pop(),
      });
      expect((await history()).map((s) => s.data?.about)).toEqual(['promoção']);
    });

    it('keeps the changelog append-only: an entry is never written over nor deleted', async () => {
      const { added, commit } = edit('Price', 429.9, 399.9, 'promoção');
      await commit();
      const logged = (await store.get(added)).data;
      const refusal = (write: () => Promise<unknown>) =>
        attempt(write).then(
          () => null,
          (error: unknown) => error,
        );
      expect(
        await refusal(() => store.set(added, { about: 'outro motivo' }, { merge: true })),
      ).toMatchObject({ code: 'permission-denied' });
      expect(await refusal(() => store.delete(added))).toMatchObject({
        code: 'permission-denied',
      });
      expect((await store.get(added)).data).toEqual(logged);
    });

    it('writes neither when the changelog add targets an invalid path', async () => {
      const failed = attempt(() => {
        const batch = store.batch();
        batch.set(productPath, { Price: 1, updatedAt: serverTimestamp() }, { merge: true });
        // A document path (even segments) where a collection is required.
        batch.add(`${changelogPath}/not-a-collection`, entry('Price', 429.9, 1, 'inválido'));
        return batch.commit();
      });
      await expect(failed).rejects.toThrow();
      expect((await store.get(productPath)).data).toEqual(product);
      expect(await store.query(changelogPath)).toEqual([]);
    });

    it('writes neither when the changelog entry holds a value the store refuses', async () => {
      const failed = attempt(() => {
        const batch = store.batch();
        batch.set(productPath, { Price: 1, updatedAt: serverTimestamp() }, { merge: true });
        batch.add(changelogPath, { ...entry('Price', 429.9, 1, 'ruim'), to: undefined });
        return batch.commit();
      });
      await expect(failed).rejects.toThrow();
      expect((await store.get(productPath)).data).toEqual(product);
      expect(await store.query(changelogPath)).toEqual([]);
    });
  });
}
