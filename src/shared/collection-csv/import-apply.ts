/**
 * Applying a preview: the writes in batches, and the report of what happened to each row,
 * which the operator can save as CSV. The loop that writes lives in the UI; these are its
 * pure parts.
 */
import type { CsvCell } from '../bridge/csv';
import { collectionCsvTexts } from '../texts/collection-csv';
import type { ImportPreview } from './import-preview';

export interface ImportWrite {
  kind: 'create' | 'update';
  row: number;
  id: string;
  /** Create: the whole document. Update: only the changed values, to be merged. */
  data: Record<string, unknown>;
}

/** Firestore's most writes in one batch. */
export const MAX_BATCH_WRITES = 500;

/**
 * The creates and updates in row order, `batchSize` writes to a batch, at most `maxWrites`
 * (the store's most; Firestore's by default).
 */
export function applyBatches(
  preview: ImportPreview,
  batchSize: number,
  maxWrites: number = MAX_BATCH_WRITES,
): ImportWrite[][] {
  if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > maxWrites) {
    throw new RangeError(`batchSize must be an integer from 1 to ${maxWrites}`);
  }
  const writes: ImportWrite[] = [
    ...preview.creates.map(({ row, id, data }) => ({ kind: 'create' as const, row, id, data })),
    ...preview.updates.map(({ row, id, data }) => ({ kind: 'update' as const, row, id, data })),
  ].sort((a, b) => a.row - b.row);
  const batches: ImportWrite[][] = [];
  for (let start = 0; start < writes.length; start += batchSize) {
    batches.push(writes.slice(start, start + batchSize));
  }
  return batches;
}

export interface ImportFailure {
  row: number;
  id: string;
  reason: string;
  /**
   * Importing the same file again may write it (the failure was transient: network, time
   * out). A refusal (permissions, the store's own checks) stays one.
   */
  retryable: boolean;
}

export interface ImportReport {
  written: { row: number; id: string }[];
  skipped: { row: number; id?: string; reason: string }[];
  failed: ImportFailure[];
}

/** The report before anything is written: refused and unchanged rows are already skipped. */
export function reportFromPreview(preview: ImportPreview): ImportReport {
  return {
    written: [],
    skipped: [
      ...preview.invalid.map(({ row, id, reason }) =>
        id === undefined ? { row, reason } : { row, id, reason },
      ),
      ...preview.unchanged.map(({ row, id }) => ({
        row,
        id,
        reason: collectionCsvTexts.report.unchanged,
      })),
    ],
    failed: [],
  };
}

/**
 * The report as batches end: each row appended once (a copy of the lists per batch made a
 * 100,000-row import quadratic). `report()` is the report so far.
 */
export function importReportBuilder(preview: ImportPreview) {
  const report = reportFromPreview(preview);
  return {
    /** A batch committed. */
    written(batch: readonly ImportWrite[]): void {
      for (const { row, id } of batch) report.written.push({ row, id });
    },
    /** A batch failed: a batch writes all or nothing, so every row failed. */
    failed(batch: readonly ImportWrite[], reason: string, retryable: boolean): void {
      for (const { row, id } of batch) report.failed.push({ row, id, reason, retryable });
    },
    /** Rows left unwritten (a cancel before them), with the reason. */
    notReached(writes: readonly ImportWrite[], reason: string): void {
      for (const { row, id } of writes) report.skipped.push({ row, id, reason });
    },
    report: (): ImportReport => report,
  };
}

/** Whether importing the same file again can write more: a cancel, or a transient failure. */
export const importCanResume = (report: ImportReport, canceled: boolean): boolean =>
  canceled || report.failed.some((line) => line.retryable);

/** The report as a CSV table (pt-BR header), one line per row in spreadsheet order. */
export function reportCsvRows(report: ImportReport): {
  fields: string[];
  rows: Record<string, CsvCell>[];
} {
  const { columns, results } = collectionCsvTexts.report;
  const line = (row: number, id: string | undefined, result: string, reason: string) => ({
    [columns.row]: row,
    [columns.id]: id ?? '',
    [columns.result]: result,
    [columns.reason]: reason,
  });
  const lines = [
    ...report.written.map(({ row, id }) => line(row, id, results.written, '')),
    ...report.skipped.map(({ row, id, reason }) => line(row, id, results.skipped, reason)),
    ...report.failed.map(({ row, id, reason }) => line(row, id, results.failed, reason)),
  ].sort((a, b) => (a[columns.row] as number) - (b[columns.row] as number));
  return { fields: [columns.row, columns.id, columns.result, columns.reason], rows: lines };
}
