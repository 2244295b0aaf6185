import {
  previewImport,
  type ImportPreview,
  type PreviewInput,
} from '../../../../shared/collection-csv/import-preview';

type WorkerAnswer = { ok: true; preview: ImportPreview } | { ok: false; message: string };

/** Computes a preview somewhere: a Web Worker in the app, inline in tests. */
export type PreviewRunner = (input: PreviewInput) => Promise<ImportPreview>;

/** The preview on the calling thread: for tests, and where no Worker exists. */
export const runPreviewInline: PreviewRunner = async (input) => previewImport(input);

/**
 * The preview in a Web Worker of its own (parsing already happened in main), so converting
 * and diffing 10,000 rows never freezes the window. One worker per preview, ended after.
 */
export const runPreviewInWorker: PreviewRunner = (input) => {
  if (typeof Worker === 'undefined') return runPreviewInline(input);
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./preview.worker.ts', import.meta.url), {
      type: 'module',
    });
    worker.onmessage = (event: MessageEvent<WorkerAnswer>) => {
      worker.terminate();
      if (event.data.ok) resolve(event.data.preview);
      else reject(new Error(event.data.message));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'preview worker failed'));
    };
    worker.postMessage(input);
  });
};
