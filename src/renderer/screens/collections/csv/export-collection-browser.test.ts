import { afterEach, describe, expect, it } from 'vitest';
import { CSV_EXPORT_CHUNK_ROWS } from '../../../../shared/bridge/csv';
import { toCsv } from '../../../../shared/csv/csv-writer';
import type { DataPorts } from '../../../data/ports';
import { browserFileSaver } from '../../../platform/browser-file-saver';
import type { BrowserSaveEnv } from '../../../platform/browser-save-sink';
import { createTestLocalPorts } from '../../../test-support/local-ports';
import { createFakeBridge } from '../../../../../tests/support/fake-bridge';
import { exportCollection, type ExportProgress } from './export-collection';

const PATH = 'project/demo/brand';
const COUNT = CSV_EXPORT_CHUNK_ROWS + 5;
let ports: DataPorts | null = null;
afterEach(async () => {
  await ports?.dispose();
  ports = null;
});

const id = (index: number) => `marca-${String(index).padStart(4, '0')}`;
const brands = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    path: `${PATH}/${id(index)}`,
    data: { id: id(index), name: index === 1 ? '=Marca 1' : `Marca ${index}` },
  }));

const bytesOf = async (blob: Blob) =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer());

/** The web shell's export of `brand`: a browser with a picker answering `pick`, or none. */
async function exportInBrowser(
  options: { pick?: 'file' | 'cancel' | 'full disk'; signal?: AbortSignal } = {},
) {
  ports ??= await createTestLocalPorts(brands(COUNT));
  const downloads: Blob[] = [];
  const file = { writes: [] as string[], closed: false, aborted: false };
  const env: BrowserSaveEnv = { download: (blob) => downloads.push(blob) };
  if (options.pick) {
    const pick = options.pick;
    env.showSaveFilePicker = async ({ suggestedName }) => {
      if (pick === 'cancel') throw Object.assign(new Error('aborted'), { name: 'AbortError' });
      return {
        name: suggestedName,
        createWritable: async () => ({
          write: async (text) => {
            if (pick === 'full disk' && file.writes.length > 0) throw new Error('disco cheio');
            file.writes.push(text);
          },
          close: async () => void (file.closed = true),
          abort: async () => void (file.aborted = true),
        }),
      };
    };
  }
  const progress: ExportProgress[] = [];
  const outcome = await exportCollection({
    saver: browserFileSaver(createFakeBridge().bridge, env),
    documents: ports.documents,
    collectionPath: PATH,
    collection: 'brand',
    signal: options.signal ?? new AbortController().signal,
    onProgress: (step) => progress.push(step),
  });
  return { outcome, downloads, file, progress };
}

const wholeFile = () =>
  '\uFEFF' +
  toCsv(
    ['id', 'name'],
    brands(COUNT).map((brand) => brand.data),
    ';',
  );

describe('exportCollection in a browser', () => {
  it('without a picker: one download at the end, the same bytes as the desktop writes', async () => {
    const { outcome, downloads, progress } = await exportInBrowser();
    expect(outcome).toEqual({ kind: 'done', rows: COUNT, fileName: 'data_brand.csv' });
    expect(downloads).toHaveLength(1);
    expect(await bytesOf(downloads[0]!)).toBe(wholeFile());
    expect(progress.at(-1)).toEqual({ phase: 'writing', written: COUNT, total: COUNT });
  });

  it('with the picker: header and each piece written as they come, then closed', async () => {
    const { outcome, downloads, file } = await exportInBrowser({ pick: 'file' });
    expect(outcome).toEqual({ kind: 'done', rows: COUNT, fileName: 'data_brand.csv' });
    // Header, then one write per piece: never the whole file at once.
    expect(file.writes).toHaveLength(3);
    expect(file.writes.join('')).toBe(wholeFile());
    expect(file.writes.join('')).toContain(`marca-0001;"'=Marca 1"\r\n`);
    expect(file).toMatchObject({ closed: true, aborted: false });
    expect(downloads).toEqual([]);
  });

  it('a cancelled picker comes first: nothing is read, nothing saved', async () => {
    const { outcome, downloads, progress } = await exportInBrowser({ pick: 'cancel' });
    expect(outcome).toEqual({ kind: 'canceled' });
    expect(progress).toEqual([]);
    expect(downloads).toEqual([]);
  });

  it('cancelled while reading: the chosen file is let go untouched', async () => {
    const controller = new AbortController();
    controller.abort();
    const { outcome, file } = await exportInBrowser({ pick: 'file', signal: controller.signal });
    expect(outcome).toEqual({ kind: 'canceled' });
    expect(file).toEqual({ writes: [], closed: false, aborted: true });
  });

  it('a write that fails says so and drops the file', async () => {
    const { outcome, file } = await exportInBrowser({ pick: 'full disk' });
    expect(outcome).toEqual({
      kind: 'failed',
      message: 'Não foi possível salvar o arquivo em data_brand.csv: disco cheio',
    });
    expect(file).toMatchObject({ closed: false, aborted: true });
  });
});
