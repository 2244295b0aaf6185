import { UploadCanceledError } from '../data/ports';
import type { UploadRunContext } from '../features/uploads/upload-queue';

/**
 * Upload runs a test drives by hand: each holds the context the queue gave it (to report
 * progress) and ends when the test resolves or rejects it, or with a cancel on abort.
 */
export function controllableUploadRuns() {
  const runs: Array<{
    context: UploadRunContext;
    resolve(value: string): void;
    reject(error: unknown): void;
  }> = [];
  const run = (context: UploadRunContext) =>
    new Promise<string>((resolve, reject) => {
      runs.push({ context, resolve, reject });
      context.signal.addEventListener('abort', () => reject(new UploadCanceledError()));
    });
  return { runs, run };
}
