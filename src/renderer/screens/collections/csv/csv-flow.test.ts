import { afterEach, describe, expect, it } from 'vitest';
import { previewImport } from '../../../../shared/collection-csv/import-preview';
import { CSV_EXPORT_CHUNK_ROWS } from '../../../../shared/bridge/csv';
import { formDefinitionFor } from '../../../../shared/forms/form-registry';
import { texts } from '../../../../shared/texts/pt-BR';
import type { DataPorts, DocumentStore } from '../../../data/ports';
import { createTestLocalPorts } from '../../../test-support/local-ports';
import { createFakeBridge } from '../../../../../tests/support/fake-bridge';
import { applyImport } from './apply-import';
import { exportCollection } from './export-collection';
import { desktopFileSaver } from '../../../platform/desktop-file-saver';
import { readWholeCollection } from './read-collection';

const PATH = 'project/demo/brand';
const brandForm = formDefinitionFor('brand')!;
let ports: DataPorts | null = null;

/** A failure as the adapters report it: FirebaseAdapterError keeps Firestore's code. */
const failure = (message: string, code: string) => Object.assign(new Error(message), { code });
afterEach(async () => {
  await ports?.dispose();
  ports = null;
});

const brands = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    path: `${PATH}/marca-${String(index).padStart(4, '0')}`,
    data: { id: `marca-${String(index).padStart(4, '0')}`, name: `Marca ${index}` },
  }));

async function previewOf(documents: DocumentStore, rows: Array<Record<string, string>>) {
  const current = await readWholeCollection(documents, PATH);
  return previewImport({
    collection: 'brand',
    header: ['id', 'name'],
    rows,
    definition: brandForm,
    current: new Map(current.map((doc) => [doc.id, doc.data ?? {}])),
  });
}

describe('readWholeCollection', () => {
  it('walks the collection by id in pages, each document once, saying how many so far', async () => {
    ports = await createTestLocalPorts(brands(7));
    const seen: number[] = [];
    const docs = await readWholeCollection(ports.documents, PATH, {
      pageSize: 3,
      onProgress: (read) => seen.push(read),
    });
    expect(docs.map((doc) => doc.id)).toEqual(brands(7).map((b) => b.data.id));
    expect(seen).toEqual([3, 6, 7]);
  });
});

describe('applyImport on the local store', () => {
  const newRows = Array.from({ length: 5 }, (_, index) => ({ id: '', name: `Nova ${index}` }));

  it('a cancel after the first batch writes exactly those rows; the same file again finishes the rest, none twice', async () => {
    ports = await createTestLocalPorts(brands(1));
    const { documents } = ports;
    const controller = new AbortController();
    const first = await applyImport({
      documents,
      collectionPath: PATH,
      preview: await previewOf(documents, newRows),
      batchSize: 2,
      signal: controller.signal,
      onProgress: ({ done }) => {
        if (done === 2) controller.abort();
      },
    });
    expect(first.written.map((line) => line.row)).toEqual([2, 3]);
    expect(
      first.skipped.filter((line) => line.reason === texts.collections.csv.notApplied),
    ).toHaveLength(3);
    expect(await readWholeCollection(documents, PATH)).toHaveLength(3);

    const again = await previewOf(documents, newRows);
    expect(again.counts).toMatchObject({ creates: 3, unchanged: 2 });
    const second = await applyImport({
      documents,
      collectionPath: PATH,
      preview: again,
      batchSize: 2,
      signal: new AbortController().signal,
      onProgress: () => {},
    });
    expect(second.written.map((line) => line.row)).toEqual([4, 5, 6]);
    const stored = await readWholeCollection(documents, PATH);
    expect(stored).toHaveLength(6);
    expect(stored.filter((doc) => String(doc.data?.name).startsWith('Nova'))).toHaveLength(5);
    // Every write is stamped, so an editor open on the document sees a newer version.
    expect(
      stored.every((doc) => doc.id === 'marca-0000' || doc.data?.updatedAt instanceof Date),
    ).toBe(true);
  });

  it("takes the store's bulk batch size, Firestore's 500 where the store declares none", async () => {
    ports = await createTestLocalPorts(brands(1));
    const real = ports.documents;
    const preview = await previewOf(real, newRows);
    const progressWith = async (documents: DocumentStore) => {
      const seen: number[] = [];
      const request = { collectionPath: PATH, preview, signal: new AbortController().signal };
      await applyImport({ ...request, documents, onProgress: ({ done }) => seen.push(done) });
      return seen;
    };
    const threeAtOnce: DocumentStore = Object.create(real, { bulkBatchSize: { value: 3 } });
    expect(await progressWith(threeAtOnce)).toEqual([0, 3, 5]);
    const firestoreLike: DocumentStore = Object.create(real, {
      bulkBatchSize: { value: undefined },
    });
    expect(await progressWith(firestoreLike)).toEqual([0, 5]);
    expect(real.bulkBatchSize).toBeGreaterThan(500);
    expect(await readWholeCollection(real, PATH)).toHaveLength(6);
  });

  it('a batch that fails for a transient reason fails its rows, to be imported again; the other batches still land', async () => {
    ports = await createTestLocalPorts(brands(1));
    const real = ports.documents;
    let commits = 0;
    const offline = failure('sem rede', 'unavailable');
    const flaky: DocumentStore = Object.create(real, {
      batch: {
        value: () => {
          const batch = real.batch();
          const commit = batch.commit.bind(batch);
          batch.commit = () => (++commits === 2 ? Promise.reject(offline) : commit());
          return batch;
        },
      },
    });
    const report = await applyImport({
      documents: flaky,
      collectionPath: PATH,
      preview: await previewOf(real, newRows),
      batchSize: 2,
      signal: new AbortController().signal,
      onProgress: () => {},
    });
    expect(report.written.map((line) => line.row)).toEqual([2, 3, 6]);
    expect(report.failed.map((line) => [line.row, line.reason, line.retryable])).toEqual([
      [4, 'sem rede', true],
      [5, 'sem rede', true],
    ]);
    expect(commits).toBe(3);
    expect(await readWholeCollection(real, PATH)).toHaveLength(4);
  });

  /** The real store, refusing (as the rules would) every commit that writes one of `paths`. */
  function refusing(real: DocumentStore, paths: readonly string[], error: Error) {
    let commits = 0;
    const store: DocumentStore = Object.create(real, {
      batch: {
        value: () => {
          const batch = real.batch();
          const written: string[] = [];
          const set = batch.set.bind(batch);
          const commit = batch.commit.bind(batch);
          batch.set = (path, data, options) => {
            written.push(path);
            return set(path, data, options);
          };
          batch.commit = () => {
            commits += 1;
            return written.some((path) => paths.includes(path)) ? Promise.reject(error) : commit();
          };
          return batch;
        },
      },
    });
    return { store, commits: () => commits };
  }

  it.each([
    ['Firestore', failure('Você não tem permissão.', 'permission-denied')],
    ['the local store', Object.assign(new Error('Recusado.'), { name: 'LocalRefusal' })],
  ])(
    'a batch %s refuses is written row by row: the allowed rows land, the refused ones fail for good',
    async (_store, refusal) => {
      ports = await createTestLocalPorts(brands(3));
      const real = ports.documents;
      const { store, commits } = refusing(real, [`${PATH}/marca-0001`], refusal);
      const progress: number[] = [];
      const report = await applyImport({
        documents: store,
        collectionPath: PATH,
        preview: await previewOf(real, [
          { id: 'marca-0000', name: 'Zero' },
          { id: 'marca-0001', name: 'Um' },
          { id: 'marca-0002', name: 'Dois' },
          { id: '', name: 'Nova' },
        ]),
        signal: new AbortController().signal,
        onProgress: ({ done }) => progress.push(done),
      });
      expect(report.written.map((line) => line.row)).toEqual([2, 4, 5]);
      expect(report.failed).toEqual([
        { row: 3, id: 'marca-0001', reason: refusal.message, retryable: false },
      ]);
      // One batch, then each of its four rows alone.
      expect(commits()).toBe(5);
      expect(progress).toEqual([0, 1, 2, 3, 4, 4]);
      const names = (await readWholeCollection(real, PATH)).map((doc) => doc.data?.name);
      expect(names).toEqual(expect.arrayContaining(['Zero', 'Marca 1', 'Dois', 'Nova']));
    },
  );

  it('the local store refusing an unaudited price change: the other rows of its batch still land', async () => {
    const products = 'project/demo/product-data';
    ports = await createTestLocalPorts([
      { path: `${products}/1011`, data: { ProductSiteName: 'Panela', Price: 429.9 } },
      { path: `${products}/2104`, data: { ProductSiteName: 'Jogo', Price: 99 } },
    ]);
    // A preview that did not know the rule (one made before it, or by a stale window).
    const change = (row: number, id: string, field: string, before: unknown, after: unknown) => ({
      row,
      id,
      data: { [field]: after },
      changes: [{ field, before, after }],
    });
    const report = await applyImport({
      documents: ports.documents,
      collectionPath: products,
      preview: {
        creates: [],
        updates: [
          change(2, '1011', 'Price', 429.9, 419.9),
          change(3, '2104', 'ProductSiteName', 'Jogo', 'Jogo novo'),
        ],
        unchanged: [],
        invalid: [],
        ignoredColumns: [],
        protectedColumns: null,
        counts: { rows: 2, creates: 0, updates: 2, unchanged: 0, invalid: 0 },
      },
      signal: new AbortController().signal,
      onProgress: () => {},
    });
    expect(report.written).toEqual([{ row: 3, id: '2104' }]);
    expect(report.failed).toEqual([
      { row: 2, id: '1011', reason: expect.stringContaining('Price'), retryable: false },
    ]);
    expect((await ports.documents.get(`${products}/1011`)).data?.Price).toBe(429.9);
    expect((await ports.documents.get(`${products}/2104`)).data?.ProductSiteName).toBe('Jogo novo');
  });

  it('a cancel while rows are written one by one leaves the rest not written', async () => {
    ports = await createTestLocalPorts(brands(3));
    const real = ports.documents;
    const refusal = failure('Você não tem permissão.', 'permission-denied');
    const { store } = refusing(real, [`${PATH}/marca-0000`], refusal);
    const controller = new AbortController();
    const report = await applyImport({
      documents: store,
      collectionPath: PATH,
      preview: await previewOf(real, [
        { id: 'marca-0000', name: 'Zero' },
        { id: 'marca-0001', name: 'Um' },
        { id: 'marca-0002', name: 'Dois' },
      ]),
      signal: controller.signal,
      onProgress: ({ done }) => {
        if (done === 2) controller.abort();
      },
    });
    expect(report.written.map((line) => line.row)).toEqual([3]);
    expect(report.failed.map((line) => line.row)).toEqual([2]);
    expect(report.skipped).toEqual([
      { row: 4, id: 'marca-0002', reason: texts.collections.csv.notApplied },
    ]);
  });

  it('a created document gets createdAt; an updated one keeps its own', async () => {
    const before = new Date(Date.UTC(2025, 0, 2, 3, 4, 5));
    ports = await createTestLocalPorts([
      {
        path: `${PATH}/marca-0000`,
        data: { id: 'marca-0000', name: 'Zero', createdAt: { __date: before.toISOString() } },
      },
    ]);
    const { documents } = ports;
    const report = await applyImport({
      documents,
      collectionPath: PATH,
      preview: await previewOf(documents, [
        { id: 'marca-0000', name: 'Zero novo' },
        { id: 'nova', name: 'Nova' },
      ]),
      signal: new AbortController().signal,
      onProgress: () => {},
    });
    expect(report.written).toHaveLength(2);
    const updated = (await documents.get(`${PATH}/marca-0000`)).data;
    expect(updated?.createdAt).toEqual(before);
    expect(updated?.updatedAt).toBeInstanceOf(Date);
    const created = (await documents.get(`${PATH}/nova`)).data;
    expect(created?.createdAt).toBeInstanceOf(Date);
    expect(created?.updatedAt).toEqual(created?.createdAt);
  });
});

describe('exportCollection', () => {
  it('streams the rows to main in pieces and finishes the file', async () => {
    ports = await createTestLocalPorts(brands(CSV_EXPORT_CHUNK_ROWS + 5));
    const fake = createFakeBridge();
    fake.script('csv.exportBegin', () => ({
      ok: true,
      canceled: false,
      exportId: 'e1',
      fileName: 'data_brand.csv',
    }));
    let written = 0;
    fake.script('csv.exportRows', (input) => {
      written += (input as { rows: unknown[] }).rows.length;
      return { ok: true, rows: written };
    });
    fake.script('csv.exportFinish', () => ({ ok: true, path: '/x/data_brand.csv', rows: written }));
    const outcome = await exportCollection({
      saver: desktopFileSaver(fake.bridge),
      documents: ports.documents,
      collectionPath: PATH,
      collection: 'brand',
      signal: new AbortController().signal,
      onProgress: () => {},
    });
    expect(outcome).toEqual({
      kind: 'done',
      rows: CSV_EXPORT_CHUNK_ROWS + 5,
      fileName: 'data_brand.csv',
    });
    expect(fake.callsOf('csv.exportBegin')).toEqual([
      { defaultName: 'data_brand.csv', fields: ['id', 'name'] },
    ]);
    const pieces = fake.callsOf('csv.exportRows') as Array<{
      rows: Array<Record<string, unknown>>;
    }>;
    expect(pieces.map((piece) => piece.rows.length)).toEqual([CSV_EXPORT_CHUNK_ROWS, 5]);
    expect(pieces[0]!.rows[0]).toEqual({ id: 'marca-0000', name: 'Marca 0' });
  });

  it('a cancel while writing aborts the export in main, and a refusal comes back as a failure', async () => {
    ports = await createTestLocalPorts(brands(CSV_EXPORT_CHUNK_ROWS + 5));
    const fake = createFakeBridge();
    const controller = new AbortController();
    fake.script('csv.exportBegin', () => ({
      ok: true,
      canceled: false,
      exportId: 'e1',
      fileName: 'x.csv',
    }));
    fake.script('csv.exportRows', () => {
      controller.abort();
      return { ok: true, rows: CSV_EXPORT_CHUNK_ROWS };
    });
    fake.script('csv.exportAbort', () => ({ ok: true }));
    const request = {
      saver: desktopFileSaver(fake.bridge),
      documents: ports.documents,
      collectionPath: PATH,
      collection: 'brand',
      onProgress: () => {},
    };
    expect(await exportCollection({ ...request, signal: controller.signal })).toEqual({
      kind: 'canceled',
    });
    expect(fake.callsOf('csv.exportAbort')).toEqual([{ exportId: 'e1' }]);
    expect(fake.callsOf('csv.exportFinish')).toEqual([]);

    fake.script('csv.exportRows', () => ({
      ok: false,
      reason: 'write_failed',
      message: 'disco cheio',
    }));
    expect(await exportCollection({ ...request, signal: new AbortController().signal })).toEqual({
      kind: 'failed',
      message: 'disco cheio',
    });
  });
});
