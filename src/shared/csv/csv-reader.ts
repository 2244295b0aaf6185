import Papa from 'papaparse';
import {
  CSV_MAX_LISTED_ERRORS,
  csvReadDelimiterSchema,
  type CsvReadDelimiter,
  type CsvReadResult,
  type CsvRowError,
} from '../bridge/csv';
import { texts } from '../texts/pt-BR';
import { unguardCell } from './formula-guard';
import { createTextDecoding, NotUtf8Error, type CsvTriedEncoding } from './text-decoding';

export interface CsvStreamOptions {
  /** Shown in messages. */
  name: string;
  encoding: CsvTriedEncoding;
  /** Data rows allowed (header and blank lines do not count). */
  maxRows: number;
  /** Characters one record (line) may hold before the read stops; see CSV_MAX_RECORD_CHARS. */
  maxRecordChars?: number;
}

/** A read result, or word that the bytes are not UTF-8 and should be read again. */
export type CsvStreamOutcome = CsvReadResult | { ok: false; reason: 'not_utf8' };

/** Bytes as they come: a Node Readable in main, a File's chunks in the page. */
export type CsvByteSource = AsyncIterable<Uint8Array>;

/**
 * Papaparse re-parses the unfinished record with every chunk, so one record that never ends
 * (an unclosed quote, 90 MB on one line) made the read quadratic: minutes at 1 GB. A record
 * this long is refused instead; a real row of a collection is far shorter.
 */
export const CSV_MAX_RECORD_CHARS = 1_000_000;

/** Papaparse guesses the delimiter from its first chunk only, so that chunk must hold lines. */
export const FIRST_CHUNK_CHARS = 16 * 1024;

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

const DELIMITERS: readonly CsvReadDelimiter[] = csvReadDelimiterSchema.options;
const asDelimiter = (value: string | undefined): CsvReadDelimiter | undefined =>
  DELIMITERS.find((delimiter) => delimiter === value);

/**
 * `,`, `;` (Brazilian Excel writes `;`) or a tab (Excel's "Texto Unicode"), from the first
 * chunk's first lines. Papaparse's own guess, but with blank lines skipped: the parse keeps
 * them (for row numbers), and a blank final line would otherwise make a two-line file look
 * inconsistent and fall back to `,`.
 */
function guessDelimiter(firstChunk: string): CsvReadDelimiter {
  const preview = Papa.parse(firstChunk, {
    delimitersToGuess: [...DELIMITERS],
    skipEmptyLines: 'greedy',
    preview: 10,
  });
  return asDelimiter(preview.meta.delimiter) ?? ',';
}

function parseErrorMessage(error: Papa.ParseError): string {
  const t = texts.services.csv;
  if (error.code === 'MissingQuotes') return t.missingQuotes;
  if (error.code === 'InvalidQuotes') return t.invalidQuotes;
  return t.otherParseError(error.code);
}

/**
 * Papaparse's own stream reader, fed by hand: it parses each 'data' string at once (rows come
 * through `step` before emit returns), in main and in a browser alike.
 */
function createTextFeed() {
  const listeners = new Map<string, Array<(value?: unknown) => void>>();
  return {
    readable: true as const,
    read() {},
    pause() {},
    resume() {},
    on(event: string, listener: (value?: unknown) => void) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
    },
    removeListener(event: string, listener: (value?: unknown) => void) {
      listeners.set(
        event,
        (listeners.get(event) ?? []).filter((known) => known !== listener),
      );
    },
    emit(event: 'data' | 'end', value?: string) {
      for (const listener of listeners.get(event) ?? []) listener(value);
    },
  };
}

/**
 * Parses CSV bytes row by row with papaparse's streaming parser, so a large file is never
 * held whole as one string. The header is handled here (papaparse `header: false`):
 * papaparse would silently rename repeated columns, and an import keyed by column name must
 * refuse them instead. Rows whose shape is wrong are left out and reported by row number.
 */
export async function parseCsvStream(
  source: CsvByteSource,
  options: CsvStreamOptions,
): Promise<CsvStreamOutcome> {
  const { name, maxRows, maxRecordChars = CSV_MAX_RECORD_CHARS } = options;
  const t = texts.services.csv;
  const decoding = createTextDecoding(options.encoding);
  const feed = createTextFeed();

  let outcome: CsvStreamOutcome | undefined;
  let fields: string[] | undefined;
  let delimiter: CsvReadDelimiter = ',';
  let record = 0;
  let dataRows = 0;
  let stepsInChunk = 0;
  const rows: Record<string, string>[] = [];
  const rowNumbers: number[] = [];
  const errors: CsvRowError[] = [];
  let errorCount = 0;

  const finish = (result: CsvStreamOutcome) => {
    outcome ??= result;
  };
  const reject = (row: number, message: string) => {
    errorCount += 1;
    if (errors.length < CSV_MAX_LISTED_ERRORS) errors.push({ row, message });
  };

  Papa.parse<string[]>(feed as unknown as File, {
    header: false,
    // Blank lines are skipped below but still counted: Excel shows them as rows, so the
    // row numbers in messages match what the user sees there.
    skipEmptyLines: false,
    delimiter: guessDelimiter,
    step(results, parser) {
      if (outcome) return;
      stepsInChunk += 1;
      delimiter = asDelimiter(results.meta.delimiter) ?? delimiter;
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
      const encoding = decoding.encoding;
      finish({ ok: true, fields, rows, rowNumbers, errors, errorCount, delimiter, encoding });
    },
  });

  // Characters of the record still open: a chunk that ended a record leaves at most itself.
  let openRecord = 0;
  const send = (text: string) => {
    if (text === '' || outcome) return;
    stepsInChunk = 0;
    feed.emit('data', text);
    openRecord = stepsInChunk > 0 ? text.length : openRecord + text.length;
    if (!outcome && openRecord > maxRecordChars) {
      finish({
        ok: false,
        reason: 'record_too_long',
        message: t.recordTooLong(name, record + 1, maxRecordChars),
      });
    }
  };

  try {
    // Text is held back until the first chunk has FIRST_CHUNK_CHARS (or the input ends).
    let head: string | undefined = '';
    for await (const bytes of source) {
      if (outcome) break;
      const text = decoding.push(bytes);
      if (head === undefined) {
        send(text);
      } else {
        head += text;
        if (head.length >= FIRST_CHUNK_CHARS) {
          send(head);
          head = undefined;
        }
      }
    }
    if (!outcome) {
      send((head ?? '') + decoding.end());
      feed.emit('end');
    }
  } catch (error) {
    if (error instanceof NotUtf8Error) {
      finish(
        error.mixed
          ? { ok: false, reason: 'bad_encoding', message: t.badEncoding(name) }
          : { ok: false, reason: 'not_utf8' },
      );
    } else {
      const detail =
        (error as { code?: string }).code ??
        (error instanceof Error ? error.message : String(error));
      finish({ ok: false, reason: 'unreadable', message: t.unreadable(name, detail) });
    }
  }
  // complete() runs within emit('end'); an outcome is always set by now.
  return outcome ?? { ok: false, reason: 'unreadable', message: t.unreadable(name, 'fim') };
}

/** UTF-8 first; pt-BR Excel's plain "CSV" save is Windows-1252, so that is the fallback. */
const TRIED_ENCODINGS: readonly CsvTriedEncoding[] = ['utf-8', 'windows-1252'];

/**
 * A whole read: UTF-8 (or UTF-16 by its BOM), else the bytes again as Windows-1252.
 * `open` gives the bytes from the start each time.
 */
export async function readCsvSource(
  open: () => Promise<CsvByteSource | { ok: false; message: string }>,
  options: Omit<CsvStreamOptions, 'encoding'>,
): Promise<CsvReadResult> {
  for (const encoding of TRIED_ENCODINGS) {
    const source = await open();
    if ('ok' in source) return { ok: false, reason: 'missing', message: source.message };
    const outcome = await parseCsvStream(source, { ...options, encoding });
    if (outcome.ok || outcome.reason !== 'not_utf8') return outcome;
  }
  // Windows-1252 decodes any byte, so the loop always returns before this.
  throw new Error('unreachable: no encoding accepted the file');
}
