import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serverTimestamp, type DocumentSnapshot } from '../ports';
import type { LocalDatabase } from './database';
import { LocalDocumentStore } from './document-store';
import { testDatabase } from './test-database';

describe('LocalDocumentStore', () => {
  let db: LocalDatabase;
  let store: LocalDocumentStore;
  const clockTime = new Date('2026-11-20T09:30:00.000Z');

  beforeEach(async () => {
    db = testDatabase().db;
    await db.open();
    store = new LocalDocumentStore(db, () => new Date(clockTime.getTime()));
  });
  afterEach(() => {
    store.close();
    db.close();
  });

  it('stamps serverTimestamp() with the store clock at write time', async () => {
    await store.set('project/demo/content/a', { updatedAt: serverTimestamp() });
    expect((await store.get('project/demo/content/a')).data).toEqual({ updatedAt: clockTime });
  });

  it('a batch failing in the middle of its commit writes none of its writes', async () => {
    await store.set('project/demo/content/kept', { v: 1 });
    // The storage layer fails on the third write, after two have gone through.
    db.documents.hook('creating', (_key, row) => {
      if (row.path.endsWith('/boom')) throw new Error('disco cheio');
    });
    const batch = store.batch();
    batch.set('project/demo/content/one', { v: 1 });
    batch.delete('project/demo/content/kept');
    batch.set('project/demo/content/boom', { v: 3 });
    batch.set('project/demo/content/four', { v: 4 });
    await expect(batch.commit()).rejects.toThrow('disco cheio');

    expect((await store.get('project/demo/content/one')).exists).toBe(false);
    expect((await store.get('project/demo/content/kept')).data).toEqual({ v: 1 });
    expect((await store.get('project/demo/content/four')).exists).toBe(false);
  });

  it.each([
    ['a run of new and stored ids', (i: number) => `n${String(i).padStart(3, '0')}`, 0],
    ['ids among many other documents', (i: number) => `d${String(i * 3).padStart(3, '0')}`, 300],
  ])('a large merging batch merges into each stored document: %s', async (_case, id, others) => {
    const path = (name: string) => `project/demo/content/${name}`;
    for (let i = 0; i < others; i++)
      await store.set(path(`d${String(i).padStart(3, '0')}`), { v: i });
    // Every other document of the batch is stored already, with a field the merge keeps.
    for (let i = 0; i < 80; i += 2) await store.set(path(id(i)), { kept: i, v: -1 });
    const batch = store.batch();
    for (let i = 0; i < 80; i++) batch.set(path(id(i)), { v: i }, { merge: true });
    await batch.commit();
    const stored = await store.query('project/demo/content');
    for (let i = 0; i < 80; i++) {
      const data = stored.find((doc) => doc.id === id(i))?.data;
      expect(data).toEqual(i % 2 === 0 ? { kept: i, v: i } : { v: i });
    }
  });

  it('a batch cannot be reused after commit', async () => {
    const batch = store.batch();
    batch.set('project/demo/content/a', { v: 1 });
    await batch.commit();
    expect(() => batch.set('project/demo/content/b', { v: 1 })).toThrow(
      'Este lote de gravações já foi enviado',
    );
    await expect(batch.commit()).rejects.toThrow('já foi enviado');
    expect((await store.get('project/demo/content/b')).exists).toBe(false);
  });

  it('an empty batch commits without touching the store', async () => {
    await expect(store.batch().commit()).resolves.toBeUndefined();
  });

  it('a precondition failure inside a batch-sized write leaves the document untouched', async () => {
    const stamp = new Date('2026-01-01T00:00:00.000Z');
    await store.set('project/demo/content/a', { v: 1, updatedAt: stamp });
    await expect(
      store.set('project/demo/content/a', { v: 2 }, { ifUpdatedAt: new Date(stamp.getTime() + 1) }),
    ).rejects.toThrow('O documento project/demo/content/a foi alterado por outra pessoa.');
    // A document whose updatedAt is not a date never matches a date precondition.
    await store.set('project/demo/content/b', { v: 1, updatedAt: 'ontem' });
    await expect(
      store.set('project/demo/content/b', { v: 2 }, { ifUpdatedAt: stamp }),
    ).rejects.toThrow('foi alterado por outra pessoa');
    expect((await store.get('project/demo/content/b')).data).toEqual({ v: 1, updatedAt: 'ontem' });
  });

  it('rejects bad input with pt-BR messages and writes nothing', async () => {
    await expect(store.set('project/demo/content', { a: 1 })).rejects.toThrow('não é um documento');
    await expect(store.add('project/demo', { a: 1 })).rejects.toThrow('não é uma coleção');
    await expect(store.set('project/demo/content/a', { a: undefined })).rejects.toThrow(
      'Valor indefinido no campo "a"',
    );
    await expect(
      store.query('project/demo/content', { where: [{ field: 'a', op: 'in', value: [] }] }),
    ).rejects.toThrow('"in"');
    expect(await db.documents.count()).toBe(0);
  });

  it('watch calls throw at once on an invalid path, as Firestore does', () => {
    expect(() => store.watchDocument('project/demo/content', () => {})).toThrow(
      'não é um documento',
    );
    expect(() => store.watchQuery('project/demo', {}, () => {})).toThrow('não é uma coleção');
    expect(() => store.watchQuery('project/demo/content', { limit: 0 }, () => {})).toThrow(
      'número inteiro positivo',
    );
  });

  it('watchQuery is not woken by writes to other collections', async () => {
    const seen: DocumentSnapshot[][] = [];
    const stop = store.watchQuery('project/demo/content', {}, (s) => seen.push(s));
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    await store.set('project/demo/other/a', { v: 1 });
    await store.set('project/demo/content/a', { v: 1 });
    await vi.waitFor(() => expect(seen.at(-1)?.map((s) => s.id)).toEqual(['a']));
    expect(seen).toHaveLength(2);
    stop();
  });

  it('close() stops every live subscription', async () => {
    const seen: DocumentSnapshot[] = [];
    store.watchDocument('project/demo/content/a', (s) => seen.push(s));
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    store.close();
    const witness = new LocalDocumentStore(db);
    const witnessed: DocumentSnapshot[] = [];
    witness.watchDocument('project/demo/content/a', (s) => witnessed.push(s));
    await store.set('project/demo/content/a', { v: 1 });
    await vi.waitFor(() => expect(witnessed.at(-1)?.exists).toBe(true));
    witness.close();
    expect(seen).toHaveLength(1);
  });
});
