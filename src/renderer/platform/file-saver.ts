import type { CsvCell, CsvDelimiter, CsvSaveResult } from '../../shared/bridge/csv';

export type CsvRow = Record<string, CsvCell>;
export type CsvFailure = { ok: false; message: string };

/** A CSV being written piece by piece; nothing is in place under its name before `finish`. */
export interface CsvFile {
  /** The name the person sees (the chosen file's, or the download's). */
  readonly fileName: string;
  append(rows: CsvRow[]): Promise<{ ok: true; rows: number } | CsvFailure>;
  /** `path`: where it went (a full path on the desktop, the file's name in a browser). */
  finish(): Promise<{ ok: true; path: string; rows: number } | CsvFailure>;
  /** Drops what was written; the chosen place is left as it was. */
  abort(): Promise<void>;
}

/** Where a streamed CSV will go, chosen before anything is read. */
export interface CsvTarget {
  /** Starts the file with its header (the desktop's save dialog opens here). */
  open(
    fields: string[],
    delimiter?: CsvDelimiter,
  ): Promise<
    { ok: true; canceled: true } | { ok: true; canceled: false; file: CsvFile } | CsvFailure
  >;
  /** Nothing will be written after all (cancelled or failed before `open`). */
  release(): Promise<void>;
}

/**
 * Saving files, whatever the shell: the desktop's native dialog through the bridge, or the
 * browser's own means in the web shell (see create-file-saver.ts). Callers never ask which.
 */
export interface FileSaver {
  /**
   * A streamed CSV's destination. A browser asks now, while the click still counts as the
   * person's; null when they cancel.
   */
  csvTarget(defaultName: string): Promise<CsvTarget | null>;
  /** A small CSV made in the page (an import report, a segment's list). */
  saveCsv(request: {
    defaultName: string;
    fields: string[];
    rows: CsvRow[];
    delimiter?: CsvDelimiter;
  }): Promise<CsvSaveResult>;
  /** A sync run's errors, as the desktop has always written them. */
  saveSyncErrors(runId: string): Promise<{ canceled: boolean; path?: string }>;
}
