import { CSV_EXPORT_CHUNK_ROWS, csvExportFileName } from '../../../../shared/bridge/csv';
import { exportColumns, exportRowsOf } from '../../../../shared/collection-csv/export-rows';
import {
  nothingWithheld,
  withholdAdminOnly,
  type Withheld,
} from '../../../../shared/collection-csv/withhold-admin-only';
import type { AppBridge } from '../../../bridge/bridge';
import type { DocumentStore } from '../../../data/ports';
import { csvDefinitionOf } from './csv-definition';
import { ReadCanceledError, readWholeCollection } from './read-collection';

export type ExportProgress =
  | { phase: 'reading'; read: number }
  | { phase: 'writing'; written: number; total: number };

export type ExportOutcome =
  | { kind: 'canceled' }
  /** `withheld`: the credentials left out of the file, when there were any. */
  | { kind: 'done'; rows: number; fileName: string; withheld?: Withheld }
  | { kind: 'failed'; message: string };

export interface ExportRequest {
  bridge: AppBridge;
  documents: DocumentStore;
  collectionPath: string;
  collection: string;
  /**
   * Whether the user holds the project's privileged claim: only then do credentials
   * (admin-only config) reach the file. Unsaid is no.
   */
  privileged?: boolean;
  onProgress: (progress: ExportProgress) => void;
  signal: AbortSignal;
}

/**
 * `data_{collection}.csv` (spec 01 §9): the collection read page by page, then streamed to
 * main in pieces, which writes the file beside the chosen path and puts it in place only at
 * the end. Cancel stops between pieces and leaves nothing behind.
 */
export async function exportCollection(request: ExportRequest): Promise<ExportOutcome> {
  const { bridge, documents, collectionPath, collection, onProgress, signal } = request;
  let read;
  try {
    read = await readWholeCollection(documents, collectionPath, {
      signal,
      onProgress: (read) => onProgress({ phase: 'reading', read }),
    });
  } catch (error) {
    if (error instanceof ReadCanceledError) return { kind: 'canceled' };
    throw error;
  }
  const all = read.map((doc) => ({ id: doc.id, data: doc.data ?? {} }));
  const { documents: docs, withheld } = request.privileged
    ? { documents: all, withheld: null }
    : withholdAdminOnly(collection, all);
  // The columns come from what is written: a column of credentials only is left out too.
  const { definition } = csvDefinitionOf(
    collection,
    docs.map((doc, index) => ({ ...read[index]!, data: doc.data })),
  );
  const begun = await bridge.invoke('csv.exportBegin', {
    defaultName: csvExportFileName(collection),
    fields: exportColumns(definition),
  });
  if (!begun.ok) return { kind: 'failed', message: begun.message };
  if (begun.canceled) return { kind: 'canceled' };
  const { exportId, fileName } = begun;
  try {
    onProgress({ phase: 'writing', written: 0, total: docs.length });
    for (let start = 0; start < docs.length; start += CSV_EXPORT_CHUNK_ROWS) {
      if (signal.aborted) {
        await bridge.invoke('csv.exportAbort', { exportId });
        return { kind: 'canceled' };
      }
      const piece = docs.slice(start, start + CSV_EXPORT_CHUNK_ROWS);
      const appended = await bridge.invoke('csv.exportRows', {
        exportId,
        rows: exportRowsOf(piece, definition),
      });
      if (!appended.ok) return { kind: 'failed', message: appended.message };
      onProgress({ phase: 'writing', written: appended.rows, total: docs.length });
    }
    const finished = await bridge.invoke('csv.exportFinish', { exportId });
    if (!finished.ok) return { kind: 'failed', message: finished.message };
    return withheld && !nothingWithheld(withheld)
      ? { kind: 'done', rows: finished.rows, fileName, withheld }
      : { kind: 'done', rows: finished.rows, fileName };
  } catch (error) {
    // The bridge itself failed (host gone): do not leave main holding a partial file.
    await bridge.invoke('csv.exportAbort', { exportId }).catch(() => undefined);
    throw error;
  }
}
