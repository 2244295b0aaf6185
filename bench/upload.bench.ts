/**
 * Uploading a 500 MB file chosen in the browser's file input, in Chromium through the web shell, on
 * the local adapter (IndexedDB), with the sandbox registering it:
 * - upload.heap_growth_mb_500mb: the renderer's JS heap at its highest during the upload,
 *   over the heap before it (after a GC). Target ≤ 64: the bytes stream, never whole in memory.
 * - upload.throughput_ratio: the upload's wall time (click to '1 envio concluído', registration
 *   included) over a plain copy of the same file into the same store in the same run: the
 *   console's own fileChunks object store, the same rows (256 KB chunks, four to a
 *   transaction), written one transaction after another with nothing around it. Target ≤ 1.1.
 * The median of RUNS runs, each on a fresh host (the file is sparse: the disk plays no part).
 */
import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { chooseFiles } from '../tests/support/choose-files';
import { startSandbox } from '../tests/support/sandbox';
import { startBenchConsole } from './bench-console';
import { median, report } from './report';

const FILE_BYTES = 500 * 1024 * 1024;
const RUNS = 3;
const SAMPLE_MS = 100;
const MB = 1024 * 1024;

/** A file input of the bench's own, outside the console, holding the same file. */
const PLAIN_INPUT_ID = 'bench-plain-copy-input';

/**
 * A plain copy of the chosen file's bytes into the same store (the console's fileChunks, the
 * same rows four to a transaction, one after another), removed afterwards; its wall ms. The
 * file is the same one, chosen in an input of the bench's own: a File the browser holds, cut
 * into 256 KB slices as the console cuts it. Sent as source text: tsx would wrap named
 * functions of a callback in a helper the page lacks.
 */
async function plainCopy(page: Page, filePath: string): Promise<number> {
  await page.evaluate(`(() => {
    const input = document.createElement('input');
    input.type = 'file';
    input.id = ${JSON.stringify(PLAIN_INPUT_ID)};
    input.hidden = true;
    document.body.append(input);
  })()`);
  await page.locator(`#${PLAIN_INPUT_ID}`).setInputFiles(filePath);
  return page.evaluate(`(async () => {
    const CHUNK = 256 * 1024;
    const PER_WRITE = 4;
    const input = document.getElementById(${JSON.stringify(PLAIN_INPUT_ID)});
    const file = input.files[0];
    // The console's own database and its fileChunks store: the same rows, keys and index.
    let db = null;
    for (const info of await indexedDB.databases()) {
      const candidate = await new Promise((resolve, reject) => {
        const open = indexedDB.open(info.name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      if (candidate.objectStoreNames.contains('fileChunks')) db = candidate;
      else candidate.close();
    }
    if (!db) throw new Error('the console database was not found');
    const uploadId = 'plain-copy-' + Date.now();
    const write = (rows) =>
      new Promise((resolve, reject) => {
        const tx = db.transaction('fileChunks', 'readwrite');
        for (const row of rows) tx.objectStore('fileChunks').put(row);
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
    const started = performance.now();
    let rows = [];
    let index = 0;
    for (let start = 0; start < file.size; start += CHUNK) {
      rows.push({ uploadId, index: index++, blob: file.slice(start, start + CHUNK), writtenAt: new Date() });
      if (rows.length === PER_WRITE) {
        await write(rows);
        rows = [];
      }
    }
    if (rows.length > 0) await write(rows);
    const elapsed = performance.now() - started;
    // Arrays sort after numbers: [id, []] bounds every [id, index].
    await new Promise((resolve, reject) => {
      const tx = db.transaction('fileChunks', 'readwrite');
      tx.objectStore('fileChunks').delete(IDBKeyRange.bound([uploadId], [uploadId, []]));
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    db.close();
    input.remove();
    return elapsed;
  })()`);
}

async function measureOnce(
  sandboxUrl: string,
  filePath: string,
): Promise<{ heapGrowthMb: number; uploadMs: number; copyMs: number }> {
  const bench = await startBenchConsole(undefined, {
    CONSOLE_API_URL: sandboxUrl,
    CONSOLE_WORKERS_URL: sandboxUrl,
  });
  try {
    const context = await bench.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(`${bench.url}/console/files`);
    await page.getByText('Nenhum arquivo enviado.').waitFor();
    const choose = page.getByRole('button', { name: 'Escolher arquivos' });

    const upload = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      const before = (await cdp.send('Runtime.getHeapUsage')).usedSize;
      let highest = before;
      let sampling = true;
      const sampler = (async () => {
        while (sampling) {
          highest = Math.max(highest, (await cdp.send('Runtime.getHeapUsage')).usedSize);
          await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
        }
      })();
      const started = Date.now();
      let uploadMs: number;
      try {
        await chooseFiles(page, choose, filePath);
        await page
          .getByRole('region', { name: 'Envios', exact: true })
          // Once every upload is done the panel folds to its summary.
          .getByText('1 envio concluído', { exact: true })
          .waitFor({ timeout: 600_000 });
        uploadMs = Date.now() - started;
      } finally {
        // Also when the upload fails: no sample may be asked of a closed page.
        sampling = false;
        await sampler;
      }
      const failed = await page
        .getByRole('region', { name: 'Envios', exact: true })
        .getByRole('alert')
        .count();
      if (failed) throw new Error('the upload failed: the figure would be meaningless');
      return { uploadMs, heapGrowthMb: (highest - before) / MB };
    };
    const uploaded = await upload();
    const result = { ...uploaded, copyMs: await plainCopy(page, filePath) };
    await context.close();
    return result;
  } finally {
    await bench.close();
  }
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'upload-bench-'));
  const filePath = join(dir, 'video-grande.mp4');
  writeFileSync(filePath, '');
  truncateSync(filePath, FILE_BYTES);
  const sandbox = await startSandbox({ port: 0, recordLimit: 1_000 });
  try {
    const runs: Array<{ heapGrowthMb: number; uploadMs: number; copyMs: number }> = [];
    for (let run = 0; run < RUNS; run++) {
      runs.push(await measureOnce(sandbox.url, filePath));
    }
    const heap = runs.map((run) => run.heapGrowthMb);
    const ratios = runs.map((run) => run.uploadMs / run.copyMs);
    report('upload.heap_growth_mb_500mb', median(heap), 'MB', 64, heap);
    report('upload.throughput_ratio', median(ratios), 'ratio', 1.1, ratios, {
      medianUploadMs: median(runs.map((run) => run.uploadMs)),
      medianCopyMs: median(runs.map((run) => run.copyMs)),
    });
  } finally {
    await sandbox.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
