import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PreconditionFailedError,
  serverTimestamp,
  type DocumentSnapshot,
  type DocumentStore,
} from '../../../src/renderer/data/ports';
import { auditedPatch, buildChangelogEntry } from '../../../src/shared/products/manual-edit';
import type { StoreFixture } from './document-store.contract';
import { attempt, uniqueSuffix } from './helpers';

const user = {
  id: 'u-ana',
  email: 'ana@loja.com.br',
  displayName: 'Ana',
  phoneNumber: '+5551999990000',
  claims: { admin: true },
};

/**
 * The audited product edit (spec 01 §5) as the product panel writes it: the merge-write of
 * one (nested) field plus its changelog entry in ONE batch, with server timestamps. Both
 * land, or neither does.
 */
export function describeProductEditContract(
  adapterName: string,
  create: () => Promise<StoreFixture>,
): void {
  describe(`Product edit contract: ${adapterName}`, () => {
    let fixture: StoreFixture;
    let store: DocumentStore;
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
      const project = `project/contract-${uniqueSuffix()}`;
      productPath = `${project}/product-data/1011`;
      changelogPath = `${project}/product-data-changelog`;
      await store.set(productPath, product);
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
      await store.set(productPath, { Price: 425, updatedAt: serverTimestamp() }, { merge: true });
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
