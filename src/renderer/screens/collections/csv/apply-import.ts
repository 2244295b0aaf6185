import {
  applyBatches,
  importReportBuilder,
  MAX_BATCH_WRITES,
  type ImportReport,
  type ImportWrite,
} from '../../../../shared/collection-csv/import-apply';
import type { ImportPreview } from '../../../../shared/collection-csv/import-preview';
import { errorMessage } from '../../../../shared/errors/error-message';
import { texts } from '../../../../shared/texts/pt-BR';
import { serverTimestamp, type DocumentStore } from '../../../data/ports';
import { isTransientWriteError } from '../../../data/write-failure';

export interface ApplyProgress {
  done: number;
  total: number;
}

export interface ApplyRequest {
  documents: DocumentStore;
  collectionPath: string;
  preview: ImportPreview;
  onProgress: (progress: ApplyProgress) => void;
  signal: AbortSignal;
  /** Writes per batch; by default the store's bulk batch size (Firestore's most: 500). */
  batchSize?: number;
}

/**
 * Commits writes together. Every write merges and stamps `updatedAt`, so an open editor of
 * the same document sees a newer version instead of overwriting the import; a create also
 * gets `createdAt`, as the form's create gives it (an update keeps its own).
 */
async function commit(
  documents: DocumentStore,
  collectionPath: string,
  writes: readonly ImportWrite[],
): Promise<void> {
  const batch = documents.batch();
  for (const write of writes) {
    const stamps =
      write.kind === 'create'
        ? { createdAt: serverTimestamp(), updatedAt: serverTimestamp() }
        : { updatedAt: serverTimestamp() };
    batch.set(`${collectionPath}/${write.id}`, { ...write.data, ...stamps }, { merge: true });
  }
  await batch.commit();
}

/**
 * Writes a preview's creates and updates in batches (each all or nothing) and reports every
 * row: written, skipped (refused, unchanged, or not reached after a cancel) or failed with
 * the store's reason. A batch refused for a reason other than a transient one is tried again
 * row by row, so one refused row does not take the others down with it. Ids were fixed at
 * preview time: re-running the same file after a cancel or a crash writes no document twice.
 */
export async function applyImport(request: ApplyRequest): Promise<ImportReport> {
  const { documents, collectionPath, preview, onProgress, signal } = request;
  const most = documents.bulkBatchSize ?? MAX_BATCH_WRITES;
  const batches = applyBatches(preview, request.batchSize ?? most, most);
  const total = batches.reduce((sum, batch) => sum + batch.length, 0);
  const notApplied = texts.collections.csv.notApplied;
  const report = importReportBuilder(preview);
  let done = 0;
  onProgress({ done, total });
  for (const [index, batch] of batches.entries()) {
    if (signal.aborted) {
      report.notReached(batches.slice(index).flat(), notApplied);
      return report.report();
    }
    try {
      await commit(documents, collectionPath, batch);
      report.written(batch);
    } catch (error) {
      const transient = isTransientWriteError(error);
      if (transient || batch.length === 1) {
        report.failed(batch, errorMessage(error), transient);
      } else {
        for (const [position, write] of batch.entries()) {
          if (signal.aborted) {
            report.notReached(batch.slice(position), notApplied);
            break;
          }
          try {
            await commit(documents, collectionPath, [write]);
            report.written([write]);
          } catch (rowError) {
            report.failed([write], errorMessage(rowError), isTransientWriteError(rowError));
          }
          onProgress({ done: done + position + 1, total });
        }
      }
    }
    done += batch.length;
    onProgress({ done, total });
  }
  return report.report();
}
