import type { CsvReadResult } from '../../shared/bridge/csv';
import { texts } from '../../shared/texts/pt-BR';
import { readCsvFile } from './read-csv-file';

/** Reads a chosen CSV in a worker of its own (inline where no Worker exists, as in tests). */
export function readCsvInWorker(file: File, maxRows?: number): Promise<CsvReadResult> {
  if (typeof Worker === 'undefined') return readCsvFile(file, maxRows);
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./csv-read.worker.ts', import.meta.url), {
      type: 'module',
    });
    worker.onmessage = (event: MessageEvent<CsvReadResult>) => {
      worker.terminate();
      resolve(event.data);
    };
    worker.onerror = (event) => {
      worker.terminate();
      resolve({
        ok: false,
        reason: 'unreadable',
        message: texts.services.csv.unreadable(file.name, event.message || 'worker'),
      });
    };
    worker.postMessage({ file, maxRows });
  });
}
