import Papa from 'papaparse';
import type { RunErrorEntry } from '../../../shared/sync/run-state';
import { syncTask } from '../../../shared/sync/task-catalogue';
import { texts } from '../../../shared/texts/pt-BR';
import { FORMULA_GUARD } from '../../../shared/csv/formula-guard';

/**
 * Errors of a run as CSV text for the save dialog. UTF-8 with a BOM so Excel shows accents;
 * `;` as separator because pt-BR Excel reads `,` as the decimal mark and expects `;`.
 */
export const ERRORS_CSV_DELIMITER = ';';
const BOM = '\uFEFF';

export function errorsCsv(errors: readonly RunErrorEntry[]): string {
  const headers = texts.sync.csv;
  const csv = Papa.unparse(
    {
      fields: [
        headers.code,
        headers.task,
        headers.status,
        headers.url,
        headers.durationMs,
        headers.message,
        headers.bodyExcerpt,
      ],
      data: errors.map((entry) => [
        entry.code,
        syncTask(entry.task).label,
        entry.error.status,
        entry.error.url,
        entry.error.durationMs,
        entry.error.message,
        entry.error.bodyExcerpt,
      ]),
    },
    // The collection export's guard: papaparse's own (`true`) misses a multi-line cell.
    {
      delimiter: ERRORS_CSV_DELIMITER,
      newline: '\r\n',
      quotes: false,
      escapeFormulae: FORMULA_GUARD,
    },
  );
  // Papa ends a header-only table with a newline but not a table with rows: one final CRLF.
  return `${BOM}${csv.endsWith('\r\n') ? csv : `${csv}\r\n`}`;
}
