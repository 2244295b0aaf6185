import type {
  CsvCell,
  CsvDelimiter,
  CsvReadResult,
  CsvSaveResult,
} from '../../../shared/bridge/csv';
import { CSV_MAX_BYTES, CSV_MAX_ROWS } from '../../../shared/bridge/csv';
import { texts } from '../../../shared/texts/pt-BR';
import type { DialogService } from '../dialogs/dialog-service';
import type { ChosenFiles } from '../files/chosen-files';
import { readCsvSource } from '../../../shared/csv/csv-reader';
import { toCsv } from '../../../shared/csv/csv-writer';

export { CSV_MAX_BYTES };

const CSV_MIME_TYPE = 'text/csv';

export interface CsvService {
  readChosenFile(request: { token: string; maxRows?: number }): Promise<CsvReadResult>;
  saveFile(request: {
    defaultName: string;
    fields: string[];
    rows: Array<Record<string, CsvCell>>;
    delimiter?: CsvDelimiter;
  }): Promise<CsvSaveResult>;
}

export interface CsvServiceOptions {
  chosenFiles: ChosenFiles;
  dialogs: Pick<DialogService, 'saveFile'>;
  maxBytes?: number;
}

/**
 * CSV import and export for the collection screens. Imports read only files the user chose
 * (by token) and every failure comes back as data with a pt-BR message. Exports reuse the
 * dialog service's save, which already writes atomically with a UTF-8 BOM for Excel.
 */
export function createCsvService(options: CsvServiceOptions): CsvService {
  const { chosenFiles, dialogs, maxBytes = CSV_MAX_BYTES } = options;
  const t = texts.services.csv;

  return {
    async readChosenFile({ token, maxRows = CSV_MAX_ROWS }) {
      const described = await chosenFiles.describe(token);
      if (!described.ok) {
        const reason = described.reason === 'unknown_token' ? 'unknown_token' : 'missing';
        return { ok: false, reason, message: described.message };
      }
      if (described.mimeType !== CSV_MIME_TYPE) {
        return { ok: false, reason: 'not_csv', message: t.notCsv };
      }
      if (described.size > maxBytes) {
        const megabytes = Math.round(maxBytes / (1024 * 1024));
        return { ok: false, reason: 'too_large', message: t.tooLarge(described.name, megabytes) };
      }
      return readCsvSource(
        async () => {
          const opened = await chosenFiles.open(token);
          return opened.ok ? opened.stream : opened;
        },
        { name: described.name, maxRows },
      );
    },

    async saveFile({ defaultName, fields, rows, delimiter = ';' }) {
      const content = toCsv(fields, rows, delimiter);
      try {
        const saved = await dialogs.saveFile({ kind: 'csv', defaultName, content, withBom: true });
        if (saved.canceled || saved.path === undefined) return { ok: true, canceled: true };
        return { ok: true, canceled: false, path: saved.path };
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        return { ok: false, reason: 'write_failed', message };
      }
    },
  };
}
