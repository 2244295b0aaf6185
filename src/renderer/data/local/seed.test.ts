import { describe, expect, it, vi } from 'vitest';
import type { SeedData } from '../../../shared/data/seed';
import { SEEDED_KEY } from './database';
import { createLocalDataPorts, LocalSeedError } from './index';
import { seedIfNeverSeeded } from './seed';
import { testDatabase } from './test-database';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';

const seed: SeedData = {
  documents: [
    { path: 'project/demo', data: { name: 'Loja Demo' } },
    {
      path: 'project/demo/product-data/1011',
      data: { ProductCode: '1011', updatedAt: { __date: '2026-11-01T10:00:00.000Z' } },
    },
    { path: 'project/demo/content/home', data: { title: 'Início', blocks: [{ n: 1 }] } },
  ],
};

const ports = (indexedDB: IDBFactory, databaseName: string, loadSeed?: () => Promise<SeedData>) =>
  createLocalDataPorts({ databaseName, indexedDB, IDBKeyRange, loadSeed });

describe('first-run seed', () => {
  it('writes the seed once, with dates unwrapped, and never again', async () => {
    const indexedDB = new IDBFactory();
    const loadSeed = vi.fn(async () => seed);
    const first = await ports(indexedDB, 'seeded', loadSeed);
    const product = await first.documents.get('project/demo/product-data/1011');
    expect(product.data?.updatedAt).toEqual(new Date('2026-11-01T10:00:00.000Z'));
    expect((await first.documents.get('project/demo')).data).toEqual({ name: 'Loja Demo' });
    await first.documents.delete('project/demo/content/home');
    await first.dispose();

    const second = await ports(indexedDB, 'seeded', loadSeed);
    expect((await second.documents.get('project/demo/content/home')).exists).toBe(false);
    expect(loadSeed).toHaveBeenCalledTimes(1);
    await second.dispose();
  });

  it('without loadSeed, opens empty and seeds on a later start that has one', async () => {
    const indexedDB = new IDBFactory();
    const empty = await ports(indexedDB, 'later');
    expect(await empty.documents.query('project')).toEqual([]);
    await empty.dispose();
    const seeded = await ports(indexedDB, 'later', async () => seed);
    expect((await seeded.documents.query('project')).map((s) => s.id)).toEqual(['demo']);
    await seeded.dispose();
  });

  it('a seed that fails validation leaves the store empty with a pt-BR error, and is retried', async () => {
    const indexedDB = new IDBFactory();
    const bad = { documents: [...seed.documents, { path: 'project/demo/content', data: {} }] };
    const error = await ports(indexedDB, 'bad', async () => bad as SeedData).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(LocalSeedError);
    expect((error as Error).message).toMatch(
      /^Os dados de demonstração são inválidos: documents\.3/,
    );

    const retried = await ports(indexedDB, 'bad', async () => seed);
    expect((await retried.documents.query('project')).map((s) => s.id)).toEqual(['demo']);
    await retried.dispose();
  });

  it.each([
    [
      'a value Firestore rejects',
      { documents: [{ path: 'a/b', data: { list: [[1]] } }] },
      'lista dentro de lista',
    ],
    [
      'a repeated path',
      {
        documents: [
          { path: 'a/b', data: {} },
          { path: 'a/b', data: {} },
        ],
      },
      'Documento repetido',
    ],
    [
      'a date that does not parse',
      { documents: [{ path: 'a/b', data: { x: { when: { __date: 'ontem' } } } }] },
      'data inválida no campo "x.when"',
    ],
    ['no documents list', { docs: [] }, 'documents: a lista de documentos está ausente'],
    ['an entry that is not an object', { documents: ['a/b'] }, 'documents.0: Informe o caminho'],
    [
      'data that is not an object',
      { documents: [{ path: 'a/b', data: [1] }] },
      'documents.0: Os dados do documento precisam ser um objeto',
    ],
    ['a path with a blank segment', { documents: [{ path: 'a//b/c', data: {} }] }, 'Caminho'],
  ])('rejects a seed with %s', async (_label, input, message) => {
    const { db } = testDatabase();
    await expect(seedIfNeverSeeded(db, async () => input as SeedData)).rejects.toThrow(message);
    expect(await db.documents.count()).toBe(0);
    expect(await db.meta.get(SEEDED_KEY)).toBeUndefined();
    db.close();
  });

  it('a seed file that cannot be loaded surfaces a pt-BR error', async () => {
    const error = await ports(new IDBFactory(), 'unreadable', async () => {
      throw new Error('ENOENT demo-seed.json');
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LocalSeedError);
    expect((error as Error).message).toBe(
      'Não foi possível carregar os dados de demonstração: ENOENT demo-seed.json',
    );
  });

  it('a write failing midway leaves the store empty and unmarked', async () => {
    const { db } = testDatabase();
    db.documents.hook('creating', (_key, row) => {
      if (row.path === 'project/demo/content/home') throw new Error('cota excedida');
    });
    await expect(seedIfNeverSeeded(db, async () => seed)).rejects.toThrow(
      'Não foi possível gravar os dados de demonstração: cota excedida',
    );
    expect(await db.documents.count()).toBe(0);
    expect(await db.meta.get(SEEDED_KEY)).toBeUndefined();
    db.close();
  });
});
