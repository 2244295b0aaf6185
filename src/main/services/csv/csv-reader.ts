import Papa from 'papaparse';
import type { Readable } from 'node:stream';
import {
  CSV_MAX_LISTED_ERRORS,
  type CsvDelimiter,
  type CsvReadResult,
  type CsvRowError,
} from '../../../shared/bridge/csv';
import { texts } from '../../../shared/texts/pt-BR';
import { unguardCell } from './formula-guard';
import { createDecodingStream, NotUtf8Error, type CsvEncoding } from './text-decoding';

export interface CsvStreamOptions {
  /** Shown in messages. */
  name: string;
  encoding: CsvEncoding;
  /** Data rows allowed (header and blank lines do not count). */
  maxRows: number;
}

/** A read result, or word that the bytes are not UTF-8 and should be read again. */
export type CsvStreamOutcome = CsvReadResult | { ok: false; reason: 'not_utf8' };

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/** No collection has anywhere near this many fields; a wider file is a mistake or an attack. */
export const CSV_MAX_COLUMNS = 1_000;
/** Repeated names listed in the message, at most. */
const MAX_LISTED_REPEATS = 10;

/** One pass with a Set: a quadratic check froze main for seconds on a very wide header. */
function headerProblem(header: readonly string[]): string | undefined {
  if (header.length > CSV_MAX_COLUMNS) {
    return texts.services.csv.tooManyColumns(header.length, CSV_MAX_COLUMNS);
  }
  const empty = header.findIndex((name) => name === '');
  if (empty >= 0) return texts.services.csv.emptyHeader(empty + 1);
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const name of header) {
    if (seen.has(name)) repeated.add(name);
    seen.add(name);
  }
  if (repeated.size > 0) {
    return texts.services.csv.duplicateHeader(
      [...repeated].slice(0, MAX_LISTED_REPEATS).join(', '),
    );
  }
  return undefined;
}

/**
 * `,` or `;` (Brazilian Excel writes `;`), from the first chunk's first lines. Papaparse's own
 * guess, but with blank lines skipped: the parse keeps them (for row numbers), and a blank
 * final line would otherwise make a two-line file look inconsistent and fall back to `,`.
 */
function guessDelimiter(firstChunk: string): CsvDelimiter {
  const preview = Papa.parse(firstChunk, {
    delimitersToGuess: [',', ';'],
    skipEmptyLines: 'greedy',
    preview: 10,
  });
  return preview.meta.delimiter === ';' ? ';' : ',';
}

function parseErrorMessage(error: Papa.ParseError): string {
  const t = texts.services.csv;
  if (error.code === 'MissingQuotes') return t.missingQuotes;
  if (error.code === 'InvalidQuotes') return t.invalidQuotes;
  return t.otherParseError(error.code);
}

/**
 * Parses a CSV byte stream row by row with papaparse's streaming parser, so a large file is
 * never held whole as one string. The header is handled here (papaparse `header: false`):
 * papaparse would silently rename repeated columns, and an import keyed by column name must
 * refuse them instead. Rows whose shape is wrong are left out and reported by row number.
 */
export function parseCsvStream(
  source: Readable,
  options: CsvStreamOptions,
): Promise<CsvStreamOutcome> {
  const { name, encoding, maxRows } = options;
  const t = texts.services.csv;
  const decoded = createDecodingStream(encoding);
  // pipe() does not forward a read error; the parser listens on the decoded side only.
  source.on('error', (error) => decoded.destroy(error));
  source.pipe(decoded);

  return new Promise((resolve) => {
    let settled = false;
    let fields: string[] | undefined;
    let delimiter: CsvDelimiter = ',';
    let record = 0;
    let dataRows = 0;
    const rows: Record<string, string>[] = [];
    const rowNumbers: number[] = [];
    const errors: CsvRowError[] = [];
    let errorCount = 0;

    const finish = (outcome: CsvStreamOutcome) => {
      if (settled) return;
      settled = true;
      source.unpipe(decoded);
      source.destroy();
      decoded.destroy();
      resolve(outcome);
    };
    const reject = (row: number, message: string) => {
      errorCount += 1;
      if (errors.length < CSV_MAX_LISTED_ERRORS) errors.push({ row, message });
    };

    Papa.parse<string[]>(decoded, {
      header: false,
      // Blank lines are skipped below but still counted: Excel shows them as rows, so the
      // row numbers in messages match what the user sees there.
      skipEmptyLines: false,
      delimiter: guessDelimiter,
      step(results, parser) {
        if (settled) return;
        if (results.meta.delimiter === ';') delimiter = ';';
        const cells = results.data;
        const rowErrors = results.errors.filter((error) => error.type !== 'Delimiter');
        record += 1;
        if (rowErrors.length === 0 && isBlank(cells)) return;

        if (fields === undefined) {
          const header = cells.map((cell) => cell.trim());
          const problem =
            rowErrors.length > 0 ? parseErrorMessage(rowErrors[0]!) : headerProblem(header);
          if (problem !== undefined) {
            // finish first: abort() calls complete() at once.
            finish({ ok: false, reason: 'bad_header', message: problem });
            parser.abort();
            return;
          }
          fields = header;
          return;
        }

        dataRows += 1;
        if (dataRows > maxRows) {
          finish({ ok: false, reason: 'too_many_rows', message: t.tooManyRows(name, maxRows) });
          parser.abort();
          return;
        }
        if (rowErrors.length > 0) return reject(record, parseErrorMessage(rowErrors[0]!));
        if (cells.length < fields.length)
          return reject(record, t.tooFewFields(fields.length, cells.length));
        if (cells.length > fields.length)
          return reject(record, t.tooManyFields(fields.length, cells.length));
        // fromEntries defines own properties, so a column named __proto__ stays a column.
        rows.push(Object.fromEntries(fields.map((field, i) => [field, unguardCell(cells[i]!)])));
        rowNumbers.push(record);
      },
      complete() {
        if (fields === undefined) {
          finish({ ok: false, reason: 'empty', message: t.empty(name) });
          return;
        }
        finish({ ok: true, fields, rows, rowNumbers, errors, errorCount, delimiter, encoding });
      },
      error(error: Error) {
        if (error instanceof NotUtf8Error) {
          finish(
            error.mixed
              ? { ok: false, reason: 'bad_encoding', message: t.badEncoding(name) }
              : { ok: false, reason: 'not_utf8' },
          );
          return;
        }
        const detail = (error as NodeJS.ErrnoException).code ?? error.message;
        finish({ ok: false, reason: 'unreadable', message: t.unreadable(name, detail) });
      },
    });
  });
}
