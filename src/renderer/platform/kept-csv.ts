import type { CsvReadResult } from '../../shared/bridge/csv';
import type {
  ImportPreview,
  PreviewInput,
  PreviewOfRead,
} from '../../shared/collection-csv/import-preview';

type CsvReadFailure = Extract<CsvReadResult, { ok: false }>;

/** What the page needs of a read CSV until its preview: not its rows. */
export type KeptCsvSummary = CsvReadFailure | { ok: true; fields: string[]; errorCount: number };

/**
 * A read CSV whose rows stay where they were read (the web shell's worker), so a file of
 * 100,000 rows crosses no thread boundary twice: the page gets its preview only.
 */
export type KeptCsv =
  | CsvReadFailure
  | {
      ok: true;
      fields: string[];
      /** Lines the reader could not read as rows. */
      errorCount: number;
      preview(options: PreviewOfRead): Promise<ImportPreview>;
      /** Lets the rows go (ends the worker holding them). */
      release(): void;
    };

/** The messages the CSV worker answers (csv-read.worker.ts). */
export type KeptCsvRequest =
  | { kind: 'read'; file: File; maxRows?: number; keep: boolean }
  | { kind: 'preview'; options: PreviewOfRead };

export type KeptPreviewAnswer =
  | { ok: true; preview: ImportPreview }
  | { ok: false; message: string };

export const keptSummary = (read: CsvReadResult): KeptCsvSummary =>
  read.ok ? { ok: true, fields: read.fields, errorCount: read.errorCount } : read;

/** A read already in the page (main's, on the desktop), previewed by `runPreview`. */
export function keptInPage(
  read: CsvReadResult,
  runPreview: (input: PreviewInput) => Promise<ImportPreview>,
): KeptCsv {
  if (!read.ok) return read;
  const { fields: header, rows, rowNumbers } = read;
  return {
    ok: true,
    fields: header,
    errorCount: read.errorCount,
    preview: (options) => runPreview({ ...options, header, rows, rowNumbers }),
    release: () => {},
  };
}
