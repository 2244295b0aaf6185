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

/** Entries one page of a browser download carries (each excerpt is at most 500 characters). */
export const ERRORS_CSV_PAGE_ENTRIES = 500;

// The collection export's guard: papaparse's own (`true`) misses a multi-line cell.
const options = {
  delimiter: ERRORS_CSV_DELIMITER,
  newline: '\r\n',
  quotes: false,
  escapeFormulae: FORMULA_GUARD,
};

const headerFields = () => {
  const headers = texts.sync.csv;
  return [
    headers.code,
    headers.task,
    headers.status,
    headers.url,
    headers.durationMs,
    headers.message,
    headers.bodyExcerpt,
  ];
};

const cellsOf = (entry: RunErrorEntry) => [
  entry.code,
  syncTask(entry.task).label,
  entry.error.status,
  entry.error.url,
  entry.error.durationMs,
  entry.error.message,
  entry.error.bodyExcerpt,
];

/** The BOM and the header line: the start of the file. */
function errorsCsvHead(): string {
  const head = Papa.unparse({ fields: headerFields(), data: [] }, options);
  // Papa ends a header-only table with a newline; a row-less head must still end in one.
  return `${BOM}${head.endsWith('\r\n') ? head : `${head}\r\n`}`;
}

/** Lines of these entries, each ending in CRLF (nothing for none). */
function errorsCsvLines(errors: readonly RunErrorEntry[]): string {
  if (errors.length === 0) return '';
  return `${Papa.unparse(errors.map(cellsOf), options)}\r\n`;
}

export function errorsCsv(errors: readonly RunErrorEntry[]): string {
  return errorsCsvHead() + errorsCsvLines(errors);
}

/**
 * One page of the same file, from entry `from`: the head comes with the first page, so the
 * pages joined are errorsCsv(errors) byte for byte. `next` is null on the last page.
 */
export function errorsCsvPage(
  errors: readonly RunErrorEntry[],
  from: number,
  pageEntries = ERRORS_CSV_PAGE_ENTRIES,
): { text: string; next: number | null } {
  const to = Math.min(errors.length, from + pageEntries);
  const lines = errorsCsvLines(errors.slice(from, to));
  return {
    text: from === 0 ? errorsCsvHead() + lines : lines,
    next: to < errors.length ? to : null,
  };
}
