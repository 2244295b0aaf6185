import {
  applyBatches,
  reportFromPreview,
  withBatchFailed,
  withBatchWritten,
  type ImportReport,
} from '../../../../shared/collection-csv/import-apply';
import type { ImportPreview } from '../../../../shared/collection-csv/import-preview';
import { errorMessage } from '../../../../shared/errors/error-message';
import { texts } from '../../../../shared/texts/pt-BR';
import { serverTimestamp, type DocumentStore } from '../../../data/ports';

/** Writes per committed batch: Firestore's most; 10,000 rows still move the bar 20 times. */
export const IMPORT_BATCH_SIZE = 500;

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
  batchSize?: number;
}

/**
 * Writes a preview's creates and updates in batches (each all or nothing) and reports every
 * row: written, skipped (refused, unchanged, or not reached after a cancel) or failed with
 * the store's reason. Every write merges and stamps `updatedAt`, so an open editor of the
 * same document sees a newer version instead of overwriting the import. Ids were fixed at
 * preview time: re-running the same file after a cancel or a crash writes no document twice.
 */
export async function applyImport(request: ApplyRequest): Promise<ImportReport> {
  const { documents, collectionPath, preview, onProgress, signal } = request;
  const batches = applyBatches(preview, request.batchSize ?? IMPORT_BATCH_SIZE);
  const total = batches.reduce((sum, batch) => sum + batch.length, 0);
  let report = reportFromPreview(preview);
  let done = 0;
  onProgress({ done, total });
  for (const [index, batch] of batches.entries()) {
    if (signal.aborted) {
      const notReached = batches.slice(index).flat();
      return {
        ...report,
        skipped: [
          ...report.skipped,
          ...notReached.map(({ row, id }) => ({
            row,
            id,
            reason: texts.collections.csv.notApplied,
          })),
        ],
      };
    }
    const writes = documents.batch();
    for (const write of batch) {
      writes.set(
        `${collectionPath}/${write.id}`,
        { ...write.data, updatedAt: serverTimestamp() },
        { merge: true },
      );
    }
    try {
      await writes.commit();
      report = withBatchWritten(report, batch);
    } catch (error) {
      report = withBatchFailed(report, batch, errorMessage(error));
    }
    done += batch.length;
    onProgress({ done, total });
  }
  return report;
}
