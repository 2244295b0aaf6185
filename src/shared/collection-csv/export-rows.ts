/**
 * A collection as CSV rows (spec 01 §9): the header, then one row per document. The rows go
 * to the writer (`toCsv` / the streamed export), which guards formulas and adds the BOM.
 */
import type { CsvCell } from '../bridge/csv';
import type { FormDefinition } from '../forms/field-definition';
import { getAt } from '../forms/value-path';
import { exportCell } from './cell-format';
import { csvColumnsOf, ID_COLUMN } from './columns';

/** `id` first, then each field's stored name in form order (see csvColumnsOf). */
export const exportColumns = (definition: FormDefinition): string[] => [
  ID_COLUMN,
  ...csvColumnsOf(definition).map((column) => column.name),
];

/** One document as one row, keyed by the header's names; a missing value is null (empty). */
export function toExportRow(
  id: string,
  data: Readonly<Record<string, unknown>>,
  definition: FormDefinition,
): Record<string, CsvCell> {
  return toExportRowWith(id, data, csvColumnsOf(definition));
}

/**
 * The same with the columns worked out once: an export of thousands of documents should
 * not walk the form for each of them (see exportRowsOf).
 */
function toExportRowWith(
  id: string,
  data: Readonly<Record<string, unknown>>,
  columns: ReturnType<typeof csvColumnsOf>,
): Record<string, CsvCell> {
  const row: Record<string, CsvCell> = { [ID_COLUMN]: id };
  for (const column of columns) {
    row[column.name] = exportCell(column.kind, getAt(data, column.path));
  }
  return row;
}

/** Many documents as rows, the form's columns computed once. */
export function exportRowsOf(
  documents: Iterable<{ id: string; data: Readonly<Record<string, unknown>> }>,
  definition: FormDefinition,
): Record<string, CsvCell>[] {
  const columns = csvColumnsOf(definition);
  const rows: Record<string, CsvCell>[] = [];
  for (const document of documents) rows.push(toExportRowWith(document.id, document.data, columns));
  return rows;
}
