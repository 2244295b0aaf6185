import Papa from 'papaparse';
import type { CsvCell, CsvDelimiter } from '../bridge/csv';
import { FORMULA_GUARD } from './formula-guard';

/**
 * Rows as CSV text (no BOM: the save adds it). Columns follow `fields`; keys a row has
 * beyond them are not exported, and a missing or null cell is empty. Text cells that
 * would run as a spreadsheet formula get a leading apostrophe (see formula-guard.ts);
 * numbers and booleans are left alone, so -5 stays a number.
 */
export function toCsv(
  fields: readonly string[],
  rows: ReadonlyArray<Readonly<Record<string, CsvCell | undefined>>>,
  delimiter: CsvDelimiter,
): string {
  const csv = Papa.unparse(
    { fields: [...fields], data: rows.map((row) => fields.map((field) => row[field] ?? null)) },
    { delimiter, newline: '\r\n', escapeFormulae: FORMULA_GUARD },
  );
  // Papa ends a header-only table with a newline but not one with rows: one final CRLF.
  return csv.endsWith('\r\n') ? csv : `${csv}\r\n`;
}

/** Rows only, no header: one piece of a streamed export (see csv-export-sessions.ts). */
export function toCsvBody(
  fields: readonly string[],
  rows: ReadonlyArray<Readonly<Record<string, CsvCell | undefined>>>,
  delimiter: CsvDelimiter,
): string {
  if (rows.length === 0) return '';
  const csv = Papa.unparse(
    { fields: [...fields], data: rows.map((row) => fields.map((field) => row[field] ?? null)) },
    { delimiter, newline: '\r\n', escapeFormulae: FORMULA_GUARD, header: false },
  );
  return `${csv}\r\n`;
}
