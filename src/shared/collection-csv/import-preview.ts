/**
 * What importing a CSV file into a collection would do, before anything is written (spec 01
 * §5): rows with an id merge into that document, rows without one create documents. Every
 * row ends in exactly one list, named by its spreadsheet row number.
 */
import { idFieldOf, type FormDefinition } from '../forms/field-definition';
import { collectionCsvTexts } from '../texts/collection-csv';
import { ID_COLUMN } from './columns';
import { importAccessFor, type ImportAccess } from './import-access';
import { checkImportId, generatedImportId } from './import-ids';
import {
  convertImportRow,
  documentDataOf,
  importLayout,
  isBlankValue,
  rowContentKey,
  valueAt,
  type ImportedValue,
  type ImportLayout,
  type ImportLayoutOptions,
} from './import-row';
import { sameImportedValue } from './value-equality';

export interface ImportInput extends ImportLayoutOptions {
  collection: string;
  /** The file's columns, as the reader gives them. */
  header: readonly string[];
  rows: ReadonlyArray<Readonly<Record<string, string>>>;
  /**
   * Each row's spreadsheet row number (header = 1). The reader skips blank and broken lines,
   * so only it knows them; without them, rows are taken as numbered 2, 3, 4 ...
   */
  rowNumbers?: readonly number[];
  definition: FormDefinition;
  /**
   * The user holds the project's privileged claim: admin-only configuration is theirs to
   * write. Unset means no (the stricter preview).
   */
  privileged?: boolean;
}

export interface PreviewInput extends ImportInput {
  /** The stored documents by id: at least those importLookupIds names. */
  current: ReadonlyMap<string, Readonly<Record<string, unknown>>>;
}

/** A preview's input but the file's own part, for a read held where it was made. */
export type PreviewOfRead = Omit<PreviewInput, 'header' | 'rows' | 'rowNumbers'>;

export interface ImportCreate {
  row: number;
  id: string;
  /** Every column of the file, blanks as null (text: ''); the id field too, if the form has one. */
  data: Record<string, unknown>;
}

export interface FieldChange {
  /** The column name (a dotted path for a nested value). */
  field: string;
  before: unknown;
  after: unknown;
}

export interface ImportUpdate {
  row: number;
  id: string;
  /** Only the changed values, nested at their paths: to be written with merge. */
  data: Record<string, unknown>;
  changes: readonly FieldChange[];
}

export interface ImportInvalid {
  row: number;
  /** The row's id when it had a usable one. */
  id?: string;
  reason: string;
}

export interface ImportPreview {
  creates: ImportCreate[];
  updates: ImportUpdate[];
  unchanged: { row: number; id: string }[];
  invalid: ImportInvalid[];
  /** Columns of read-only fields: in every export, never written by an import. */
  ignoredColumns: readonly string[];
  /**
   * Columns no row may set or change (the product panel's fields), with the note saying
   * why; rows that would are in `invalid`.
   */
  protectedColumns: { columns: readonly string[]; note: string } | null;
  counts: { rows: number; creates: number; updates: number; unchanged: number; invalid: number };
}

type RowPlan =
  | { row: number; ok: false; id?: string; reason: string }
  | { row: number; ok: true; id: string; generated: boolean; values: readonly ImportedValue[] };

const rowNumberOf = (input: ImportInput, index: number): number =>
  input.rowNumbers?.[index] ?? index + 2;

/**
 * Every row's id and values. Rows with a typed id read their select values against the
 * stored document (see import-row); rows without one never depend on what is stored, so their
 * derived id is known before anything is read.
 */
function planRows(
  input: ImportInput,
  layout: ImportLayout,
  current: PreviewInput['current'] | undefined,
): RowPlan[] {
  const t = collectionCsvTexts.invalid;
  const firstRowOfId = new Map<string, number>();
  const occurrences = new Map<string, number>();
  return input.rows.map((cells, index): RowPlan => {
    const row = rowNumberOf(input, index);
    const idCheck = layout.hasIdColumn
      ? checkImportId(Object.hasOwn(cells, ID_COLUMN) ? cells[ID_COLUMN] : '')
      : ({ kind: 'none' } as const);
    if (idCheck.kind === 'invalid') return { row, ok: false, reason: idCheck.reason };
    if (idCheck.kind === 'ok') {
      // Counted before the row's values are read: two rows for one document are ambiguous
      // even when the first of them is refused for another reason.
      const first = firstRowOfId.get(idCheck.id);
      if (first !== undefined) {
        return { row, ok: false, id: idCheck.id, reason: t.duplicateId(idCheck.id, first) };
      }
      firstRowOfId.set(idCheck.id, row);
      const converted = convertImportRow(cells, layout, current?.get(idCheck.id));
      if (!converted.ok) return { row, ok: false, id: idCheck.id, reason: converted.reason };
      return { row, ok: true, id: idCheck.id, generated: false, values: converted.values };
    }
    const converted = convertImportRow(cells, layout);
    if (!converted.ok) return { row, ok: false, reason: converted.reason };
    const content = rowContentKey(converted.values);
    const occurrence = (occurrences.get(content) ?? 0) + 1;
    occurrences.set(content, occurrence);
    const id = generatedImportId(input.collection, content, occurrence);
    return { row, ok: true, id, generated: true, values: converted.values };
  });
}

/**
 * The ids the preview looks up in `current`: the typed ones and those it derives. The caller
 * reads these documents (or the whole collection) before calling previewImport.
 */
export function importLookupIds(input: ImportInput): string[] {
  const layout = importLayout(input.header, input.definition, input);
  const ids = new Set<string>();
  for (const plan of planRows(input, layout, undefined)) {
    if (plan.ok) ids.add(plan.id);
    else if (plan.id !== undefined) ids.add(plan.id);
  }
  return [...ids];
}

/** A create's data: every column, and the form's id field set to the document id. */
function createData(values: readonly ImportedValue[], definition: FormDefinition, id: string) {
  const data = documentDataOf(values);
  // The form's id field is stored as `id` (idFieldOf), as the create form stores it.
  if (idFieldOf(definition)) data[ID_COLUMN] = id;
  return data;
}

const topKeyOf = (item: ImportedValue): string => item.column.path[0];

/**
 * Why the rules would refuse this write, or undefined. A create may not hold a protected key
 * at all (blank ones are left out of it: they would store nothing); an update may not change
 * one, so an unchanged protected value is harmless (the rules compare the diff).
 */
function refusalOf(
  access: ImportAccess,
  id: string,
  written: readonly ImportedValue[],
): string | undefined {
  const locked = access.documentRefusal(id);
  if (locked !== undefined) return locked;
  const refused = written.filter((item) => access.isProtectedKey(id, topKeyOf(item)));
  return refused.length === 0
    ? undefined
    : access.columnsRefusal(refused.map((item) => item.column.name));
}

function protectedColumnsOf(layout: ImportLayout, access: ImportAccess) {
  const columns = layout.columns
    .filter((column) => access.protectedEverywhere(column.path[0]))
    .map((column) => column.name);
  return columns.length === 0 ? null : { columns, note: access.columnsNote(columns) };
}

export function previewImport(input: PreviewInput): ImportPreview {
  const layout = importLayout(input.header, input.definition, input);
  const access = importAccessFor(input.collection, input.privileged === true);
  const preview: ImportPreview = {
    creates: [],
    updates: [],
    unchanged: [],
    invalid: [],
    ignoredColumns: layout.ignored,
    protectedColumns: protectedColumnsOf(layout, access),
    counts: { rows: input.rows.length, creates: 0, updates: 0, unchanged: 0, invalid: 0 },
  };
  for (const plan of planRows(input, layout, input.current)) {
    if (!plan.ok) {
      const { row, id, reason } = plan;
      preview.invalid.push(id === undefined ? { row, reason } : { row, id, reason });
      continue;
    }
    const { row, id, values } = plan;
    const stored = input.current.get(id);
    if (stored === undefined) {
      const kept = values.filter(
        (item) => !isBlankValue(item.value) || !access.isProtectedKey(id, topKeyOf(item)),
      );
      const reason = refusalOf(access, id, kept);
      if (reason !== undefined) preview.invalid.push({ row, id, reason });
      else preview.creates.push({ row, id, data: createData(kept, input.definition, id) });
      continue;
    }
    const changed: ImportedValue[] = [];
    const changes: FieldChange[] = [];
    for (const item of values) {
      if (item.value === undefined) continue;
      const before = valueAt(stored, item.column.path);
      if (sameImportedValue(item.column.kind, before, item.value)) continue;
      changed.push(item);
      changes.push({ field: item.column.name, before, after: item.value });
    }
    const reason = changes.length === 0 ? undefined : refusalOf(access, id, changed);
    if (changes.length === 0) preview.unchanged.push({ row, id });
    else if (reason !== undefined) preview.invalid.push({ row, id, reason });
    else preview.updates.push({ row, id, data: documentDataOf(changed), changes });
  }
  preview.counts.creates = preview.creates.length;
  preview.counts.updates = preview.updates.length;
  preview.counts.unchanged = preview.unchanged.length;
  preview.counts.invalid = preview.invalid.length;
  return preview;
}
