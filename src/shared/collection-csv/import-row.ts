/**
 * One parsed CSV row as document values (spec 01 §5), or the reason it cannot be imported.
 * Rules: a checkbox is true only for 'true' in any case; an empty number, date, select,
 * reference or JSON cell is null; a number, date or JSON cell that does not read is
 * refused, as is a select value outside the field's options.
 */
import type { FieldDefinition, FormDefinition, SelectOption } from '../forms/field-definition';
import { unwrapDates } from '../data/date-wrapper';
import { errorMessage } from '../errors/error-message';
import { collectionCsvTexts } from '../texts/collection-csv';
import { canonicalText } from './canonical';
import { parseDateCell, parseDateTimeCell, parseNumberCell } from './cell-parse';
import { csvColumnsOf, ID_COLUMN, type CellKind } from './columns';

const t = collectionCsvTexts.invalid;

/** `free`: a column an inferred form does not know, kept as text (see importLayout). */
export type ImportKind = CellKind | 'free';

export interface ImportColumn {
  name: string;
  path: readonly string[];
  kind: ImportKind;
  field?: FieldDefinition;
  /** A select's accepted texts: each option's value, then each label, to the value stored. */
  options?: ReadonlyMap<string, SelectOption['value']>;
}

export interface ImportLayout {
  hasIdColumn: boolean;
  /** The columns written, in the file's order. */
  columns: readonly ImportColumn[];
  /** Read-only fields' columns (createdAt, lotes de envio): exported, never imported. */
  ignored: readonly string[];
  /** Columns the form does not have: a row with anything in one is refused. */
  unknown: readonly string[];
}

export interface ImportLayoutOptions {
  /**
   * The form was inferred from the data (no written form): it only knows the keys it saw,
   * and generic documents hold any fields (spec 01 §3), so a column it lacks is written as
   * text, not refused. Names Firestore reserves (`__x__`) are still refused.
   */
  definitionIsInferred?: boolean;
}

const RESERVED_KEY = /^__.*__$/s;

/** The stamps the import sets itself: a column of them is never written (read-only). */
const STAMP_COLUMNS: ReadonlySet<string> = new Set(['createdAt', 'updatedAt']);

function optionsOf(field: FieldDefinition): Map<string, SelectOption['value']> | undefined {
  if (field.type !== 'select') return undefined;
  const accepted = new Map<string, SelectOption['value']>();
  for (const option of field.options) accepted.set(String(option.value), option.value);
  // A label never shadows another option's value.
  for (const option of field.options) {
    if (!accepted.has(option.label)) accepted.set(option.label, option.value);
  }
  return accepted;
}

/** How each header column is read, worked out once per file. */
export function importLayout(
  header: readonly string[],
  definition: FormDefinition,
  options: ImportLayoutOptions = {},
): ImportLayout {
  const known = new Map(csvColumnsOf(definition).map((column) => [column.name, column]));
  const columns: ImportColumn[] = [];
  const ignored: string[] = [];
  const unknown: string[] = [];
  for (const name of header) {
    if (name === ID_COLUMN) continue;
    const column = known.get(name);
    if (column?.field.readOnly) ignored.push(name);
    else if (column) columns.push({ ...column, options: optionsOf(column.field) });
    else if (options.definitionIsInferred && STAMP_COLUMNS.has(name)) ignored.push(name);
    else {
      const path = name.split('.');
      const writable = path.every((key) => key !== '' && !RESERVED_KEY.test(key));
      if (options.definitionIsInferred && writable) columns.push({ name, path, kind: 'free' });
      else unknown.push(name);
    }
  }
  return { hasIdColumn: header.includes(ID_COLUMN), columns, ignored, unknown };
}

type CellReading = { ok: true; value: unknown } | { ok: false; reason: string };

const value = (read: unknown): CellReading => ({ ok: true, value: read });
const refuse = (reason: string): CellReading => ({ ok: false, reason });

/**
 * One cell. `current` is the stored value of the document the row updates, if any: a select
 * value the options no longer list is kept when it is what the document already holds, so an
 * untouched export imports back.
 */
function readCell(column: ImportColumn, cell: string, current: unknown): CellReading {
  const trimmed = cell.trim();
  switch (column.kind) {
    case 'text':
      return value(cell);
    case 'free':
      // Nothing typed: nothing to write (an inferred form's blank is no value at all).
      return value(trimmed === '' ? undefined : cell);
    case 'checkbox':
      return value(trimmed.toLowerCase() === 'true');
    default:
      break;
  }
  if (trimmed === '') return value(null);
  switch (column.kind) {
    case 'number': {
      const number = parseNumberCell(trimmed);
      return number === undefined ? refuse(t.badNumber(column.name, cell)) : value(number);
    }
    case 'date': {
      const date = parseDateCell(trimmed);
      return date === undefined ? refuse(t.badDate(column.name, cell)) : value(date);
    }
    case 'datetime': {
      const date = parseDateTimeCell(trimmed);
      return date === undefined ? refuse(t.badDateTime(column.name, cell)) : value(date);
    }
    case 'select': {
      const option = column.options?.get(trimmed);
      if (option !== undefined) return value(option);
      if (current !== undefined && current !== null && String(current) === trimmed) {
        return value(current);
      }
      return refuse(t.unknownOption(column.name, cell));
    }
    case 'reference':
      return value(trimmed);
    case 'json':
      try {
        return value(unwrapDates(JSON.parse(trimmed)));
      } catch (error) {
        return refuse(t.badJson(column.name, errorMessage(error)));
      }
  }
}

export interface ImportedValue {
  column: ImportColumn;
  /** undefined: the row leaves this value as it is (an empty cell of an unknown column). */
  value: unknown;
}

export type RowConversion =
  | { ok: true; values: readonly ImportedValue[] }
  | { ok: false; reason: string };

/**
 * The row's values in column order, or the first problem in column order. A non-empty cell
 * under an unknown column refuses the row: its value would otherwise vanish unseen.
 */
export function convertImportRow(
  cells: Readonly<Record<string, string>>,
  layout: ImportLayout,
  current?: Readonly<Record<string, unknown>>,
): RowConversion {
  for (const name of layout.unknown) {
    const cell = Object.hasOwn(cells, name) ? cells[name] : '';
    if (cell.trim() !== '') return { ok: false, reason: t.unknownColumn(name, cell) };
  }
  const values: ImportedValue[] = [];
  for (const column of layout.columns) {
    const cell = Object.hasOwn(cells, column.name) ? cells[column.name] : '';
    const reading = readCell(column, cell, current && valueAt(current, column.path));
    if (!reading.ok) return reading;
    values.push({ column, value: reading.value });
  }
  return { ok: true, values };
}

/** The value at `path`, own properties only (a column named `constructor` finds nothing). */
export function valueAt(root: unknown, path: readonly string[]): unknown {
  let node = root;
  for (const key of path) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** Sets an own property, even one named `__proto__`, which plain assignment would not. */
function setOwn(target: Record<string, unknown>, key: string, item: unknown): void {
  Object.defineProperty(target, key, {
    value: item,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

/** Document data holding `values` at their paths (a dotted column becomes a nested map). */
export function documentDataOf(values: readonly ImportedValue[]): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const { column, value: item } of values) {
    if (item === undefined) continue;
    let node = data;
    for (const key of column.path.slice(0, -1)) {
      const next = Object.hasOwn(node, key) ? node[key] : undefined;
      if (
        next === null ||
        typeof next !== 'object' ||
        Array.isArray(next) ||
        next instanceof Date
      ) {
        const created: Record<string, unknown> = {};
        setOwn(node, key, created);
        node = created;
      } else node = next as Record<string, unknown>;
    }
    setOwn(node, column.path[column.path.length - 1], item);
  }
  return data;
}

/** Empty cells, unchecked boxes and missing values all mean "nothing here". */
export const isBlankValue = (item: unknown): boolean =>
  item === undefined || item === null || item === '' || item === false;

/**
 * The row's content for its generated id: the non-blank values by column name, so the
 * column order, an added empty column or '1,5' typed for '1.5' do not change it.
 */
export function rowContentKey(values: readonly ImportedValue[]): string {
  return values
    .filter(({ value: item }) => !isBlankValue(item))
    .map(({ column, value: item }) => `${JSON.stringify(column.name)}=${canonicalText(item)}`)
    .sort()
    .join('\n');
}
