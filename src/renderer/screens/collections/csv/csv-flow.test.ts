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
import { readWholeCollection } from './read-collection';

const PATH = 'project/demo/brand';
const brandForm = formDefinitionFor('brand')!;
let ports: DataPorts | null = null;
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

  it('a batch the store refuses fails its rows with the reason; the other batches still land', async () => {
    ports = await createTestLocalPorts(brands(1));
    const real = ports.documents;
    let commits = 0;
    const flaky: DocumentStore = Object.create(real, {
      batch: {
        value: () => {
          const batch = real.batch();
          const commit = batch.commit.bind(batch);
          batch.commit = () => (++commits === 2 ? Promise.reject(new Error('sem rede')) : commit());
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
    expect(report.failed.map((line) => [line.row, line.reason])).toEqual([
      [4, 'sem rede'],
      [5, 'sem rede'],
    ]);
    expect(await readWholeCollection(real, PATH)).toHaveLength(4);
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
      bridge: fake.bridge,
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
      bridge: fake.bridge,
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
