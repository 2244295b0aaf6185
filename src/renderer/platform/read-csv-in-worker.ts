import type { CsvReadResult } from '../../shared/bridge/csv';
import { previewImport } from '../../shared/collection-csv/import-preview';
import { texts } from '../../shared/texts/pt-BR';
import {
  keptInPage,
  type KeptCsv,
  type KeptCsvRequest,
  type KeptCsvSummary,
  type KeptPreviewAnswer,
} from './kept-csv';
import { readCsvFile } from './read-csv-file';

const csvWorker = () =>
  new Worker(new URL('./csv-read.worker.ts', import.meta.url), { type: 'module' });

/** One request to the worker and its one answer; a crash of the worker answers `onCrash`. */
function ask<T>(worker: Worker, request: KeptCsvRequest, onCrash: (detail: string) => T) {
  return new Promise<T>((resolve) => {
    worker.onmessage = (event: MessageEvent<T>) => resolve(event.data);
    worker.onerror = (event) => resolve(onCrash(event.message || 'worker'));
    worker.postMessage(request);
  });
}

const unreadable =
  (file: File) =>
  (detail: string): Extract<CsvReadResult, { ok: false }> => ({
    ok: false,
    reason: 'unreadable',
    message: texts.services.csv.unreadable(file.name, detail),
  });

/** Reads a chosen CSV in a worker of its own (inline where no Worker exists, as in tests). */
export async function readCsvInWorker(file: File, maxRows?: number): Promise<CsvReadResult> {
  if (typeof Worker === 'undefined') return readCsvFile(file, maxRows);
  const worker = csvWorker();
  try {
    return await ask(worker, { kind: 'read', file, maxRows, keep: false }, unreadable(file));
  } finally {
    worker.terminate();
  }
}

/**
 * Reads a chosen CSV in a worker that keeps its rows for the preview, computed there too
 * (inline where no Worker exists). The worker ends on release or on a failed read.
 */
export async function keepCsvInWorker(file: File, maxRows?: number): Promise<KeptCsv> {
  if (typeof Worker === 'undefined') {
    return keptInPage(await readCsvFile(file, maxRows), async (input) => previewImport(input));
  }
  const worker = csvWorker();
  const read: KeptCsvRequest = { kind: 'read', file, maxRows, keep: true };
  const summary = await ask<KeptCsvSummary>(worker, read, unreadable(file));
  if (!summary.ok) {
    worker.terminate();
    return summary;
  }
  return {
    ...summary,
    async preview(options) {
      const answer = await ask<KeptPreviewAnswer>(
        worker,
        { kind: 'preview', options },
        (message) => ({ ok: false, message }),
      );
      if (!answer.ok) throw new Error(answer.message);
      return answer.preview;
    },
    release: () => worker.terminate(),
  };
}
