import { CSV_EXPORT_CHUNK_ROWS, csvExportFileName } from '../../../../shared/bridge/csv';
import { exportColumns, exportRowsOf } from '../../../../shared/collection-csv/export-rows';
import {
  nothingWithheld,
  withholdAdminOnly,
  type Withheld,
} from '../../../../shared/collection-csv/withhold-admin-only';
import type { DocumentStore } from '../../../data/ports';
import type { CsvFile, CsvTarget, FileSaver } from '../../../platform/file-saver';
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
  saver: FileSaver;
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
 * `data_{collection}.csv` (spec 01 §9): the collection read page by page, then written in
 * pieces to the file the saver opens (main on the desktop, the browser in the web shell),
 * which is put in place only at the end. Cancel stops between pieces and leaves nothing behind.
 */
export async function exportCollection(request: ExportRequest): Promise<ExportOutcome> {
  const { saver, collection } = request;
  // A browser asks where to save now, while the click still counts as the person's.
  const target = await saver.csvTarget(csvExportFileName(collection));
  if (!target) return { kind: 'canceled' };
  let file: CsvFile | null = null;
  try {
    return await readThenWrite(request, target, (opened) => (file = opened));
  } catch (error) {
    // The bridge itself failed (host gone): leave no partial file held open.
    await (file as CsvFile | null)?.abort().catch(() => undefined);
    throw error;
  } finally {
    if (!file) await target.release();
  }
}

async function readThenWrite(
  request: ExportRequest,
  target: CsvTarget,
  onOpen: (file: CsvFile) => void,
): Promise<ExportOutcome> {
  const { documents, collectionPath, collection, onProgress, signal } = request;
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
  const opened = await target.open(exportColumns(definition));
  if (!opened.ok) return { kind: 'failed', message: opened.message };
  if (opened.canceled) return { kind: 'canceled' };
  const { file } = opened;
  onOpen(file);
  onProgress({ phase: 'writing', written: 0, total: docs.length });
  for (let start = 0; start < docs.length; start += CSV_EXPORT_CHUNK_ROWS) {
    if (signal.aborted) {
      await file.abort();
      return { kind: 'canceled' };
    }
    const piece = docs.slice(start, start + CSV_EXPORT_CHUNK_ROWS);
    const appended = await file.append(exportRowsOf(piece, definition));
    if (!appended.ok) return { kind: 'failed', message: appended.message };
    onProgress({ phase: 'writing', written: appended.rows, total: docs.length });
  }
  const finished = await file.finish();
  if (!finished.ok) return { kind: 'failed', message: finished.message };
  return withheld && !nothingWithheld(withheld)
    ? { kind: 'done', rows: finished.rows, fileName: file.fileName, withheld }
    : { kind: 'done', rows: finished.rows, fileName: file.fileName };
}
