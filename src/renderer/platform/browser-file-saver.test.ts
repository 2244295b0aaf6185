import { describe, expect, it } from 'vitest';
import { toCsv } from '../../shared/csv/csv-writer';
import { createFakeBridge } from '../../../tests/support/fake-bridge';
import type { BrowserSaveEnv, SaveFileHandleLike } from './browser-save-sink';
import { browserFileSaver } from './browser-file-saver';
import type { CsvFile } from './file-saver';

const BOM = '\uFEFF';
const FIELDS = ['id', 'name'];
const ROWS = [
  { id: 'oxford', name: 'Oxford' },
  { id: 'rochedo', name: '=Rochedo' },
];

const named = (name: string, message = name) => Object.assign(new Error(message), { name });

/** A browser: with a picker (answering `pick`) or without one; what reaches the disk is kept. */
function browser(pick?: (suggestedName: string) => string | Error) {
  const downloads: Array<{ name: string; text: Promise<string> }> = [];
  const picked: Array<{ name: string; writes: string[]; closed: boolean; aborted: boolean }> = [];
  let failWrites = false;
  const env: BrowserSaveEnv = {
    // The bytes as written: Blob.text() would drop the BOM.
    download: (blob, name) =>
      downloads.push({
        name,
        text: blob
          .arrayBuffer()
          .then((b) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(b)),
      }),
  };
  if (pick) {
    env.showSaveFilePicker = async ({ suggestedName }) => {
      const answer = pick(suggestedName);
      if (answer instanceof Error) throw answer;
      const file = { name: answer, writes: [] as string[], closed: false, aborted: false };
      picked.push(file);
      const handle: SaveFileHandleLike = {
        name: answer,
        createWritable: async () => ({
          write: async (text) => {
            if (failWrites) throw named('QuotaExceededError', 'disco cheio');
            file.writes.push(text);
          },
          close: async () => void (file.closed = true),
          abort: async () => void (file.aborted = true),
        }),
      };
      return handle;
    };
  }
  const fake = createFakeBridge();
  return {
    saver: browserFileSaver(fake.bridge, env),
    fake,
    downloads,
    picked,
    failNextWrites: () => (failWrites = true),
  };
}

const openedFile = async (saver: ReturnType<typeof browser>['saver']) => {
  const target = await saver.csvTarget('data_brand.csv');
  const opened = await target!.open(FIELDS);
  if (!opened.ok || opened.canceled) throw new Error('not opened');
  return opened.file;
};

describe('browserFileSaver, with the save picker (Chromium)', () => {
  it('writes each piece into the chosen file as it comes, the desktop’s bytes, in place at finish', async () => {
    const web = browser(() => 'marcas.csv');
    const file = await openedFile(web.saver);
    expect(file.fileName).toBe('marcas.csv');
    expect(await file.append([ROWS[0]!])).toEqual({ ok: true, rows: 1 });
    // Already written, not held back in the page.
    expect(web.picked[0]!.writes.join('')).toBe(`${BOM}id;name\r\noxford;Oxford\r\n`);
    expect(web.picked[0]!.closed).toBe(false);
    expect(await file.append([ROWS[1]!])).toEqual({ ok: true, rows: 2 });
    expect(await file.finish()).toEqual({ ok: true, path: 'marcas.csv', rows: 2 });
    expect(web.picked[0]!.closed).toBe(true);
    expect(web.picked[0]!.writes.join('')).toBe(BOM + toCsv(FIELDS, ROWS, ';'));
    expect(web.picked[0]!.writes.join('')).toContain(`rochedo;"'=Rochedo"`);
    expect(web.downloads).toEqual([]);
  });

  it('a cancelled picker is no export and no message: nothing saved, nothing asked of main', async () => {
    const web = browser(() => named('AbortError', 'The user aborted a request.'));
    expect(await web.saver.csvTarget('data_brand.csv')).toBeNull();
    expect(await web.saver.saveCsv({ defaultName: 'r.csv', fields: FIELDS, rows: ROWS })).toEqual({
      ok: true,
      canceled: true,
    });
    expect(await web.saver.saveSyncErrors('run-1')).toEqual({ canceled: true });
    expect(web.fake.callsOf('sync.errorsCsvPage')).toEqual([]);
    expect(web.downloads).toEqual([]);
  });

  it('a picker the browser refuses (the click is too old) falls back to a download', async () => {
    const web = browser(() => named('SecurityError', 'Must be handling a user gesture'));
    const saved = await web.saver.saveCsv({ defaultName: 'r.csv', fields: FIELDS, rows: ROWS });
    expect(saved).toEqual({ ok: true, canceled: false, path: 'r.csv' });
    expect(await web.downloads[0]!.text).toBe(BOM + toCsv(FIELDS, ROWS, ';'));
  });

  it('a failed write says so in pt-BR and drops the file; the chosen place is left as it was', async () => {
    const web = browser(() => 'marcas.csv');
    const file = await openedFile(web.saver);
    web.failNextWrites();
    expect(await file.append(ROWS)).toEqual({
      ok: false,
      message: 'Não foi possível salvar o arquivo em marcas.csv: disco cheio',
    });
    expect(web.picked[0]!).toMatchObject({ aborted: true, closed: false });
  });

  it('abort drops what was written', async () => {
    const web = browser(() => 'marcas.csv');
    const file = await openedFile(web.saver);
    await file.append(ROWS);
    await file.abort();
    expect(web.picked[0]!).toMatchObject({ aborted: true, closed: false });
  });
});

describe('browserFileSaver, without the picker (plain download)', () => {
  it('downloads the same bytes under the suggested name, once, at finish', async () => {
    const web = browser();
    const file = await openedFile(web.saver);
    expect(file.fileName).toBe('data_brand.csv');
    await file.append([ROWS[0]!]);
    expect(web.downloads).toEqual([]);
    expect(await streamedRest(file)).toEqual({ ok: true, path: 'data_brand.csv', rows: 2 });
    expect(web.downloads.map((d) => d.name)).toEqual(['data_brand.csv']);
    expect(await web.downloads[0]!.text).toBe(BOM + toCsv(FIELDS, ROWS, ';'));
  });

  it('an aborted export downloads nothing', async () => {
    const web = browser();
    const file = await openedFile(web.saver);
    await file.append(ROWS);
    await file.abort();
    await file.finish();
    expect(web.downloads).toEqual([]);
  });

  it("a run's errors: main's pages in order, joined into one file", async () => {
    const web = browser();
    const pages: Record<number, { text: string; next: number | null }> = {
      0: { text: `${BOM}Código;Tarefa\r\n1011;a\r\n`, next: 1 },
      1: { text: '1012;b\r\n', next: null },
    };
    web.fake.script('sync.errorsCsvPage', (input) => pages[(input as { from: number }).from]);
    expect(await web.saver.saveSyncErrors('run-1')).toEqual({
      canceled: false,
      path: 'erros-sincronizacao-run-1.csv',
    });
    expect(web.fake.callsOf('sync.errorsCsvPage')).toEqual([
      { runId: 'run-1', from: 0 },
      { runId: 'run-1', from: 1 },
    ]);
    expect(await web.downloads[0]!.text).toBe(`${BOM}Código;Tarefa\r\n1011;a\r\n1012;b\r\n`);
  });

  it('a page main cannot give fails the save and downloads nothing', async () => {
    const web = browser();
    web.fake.script('sync.errorsCsvPage', () => {
      throw new Error('Execução desconhecida: run-1.');
    });
    await expect(web.saver.saveSyncErrors('run-1')).rejects.toThrow('Execução desconhecida');
    expect(web.downloads).toEqual([]);
  });
});

async function streamedRest(file: CsvFile) {
  expect(await file.append([ROWS[1]!])).toEqual({ ok: true, rows: 2 });
  return file.finish();
}
