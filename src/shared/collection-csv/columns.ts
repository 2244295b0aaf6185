/**
 * Which CSV columns a form has, and how each column's cells read and write (spec 01 §9).
 * Export and import share this one mapping, so a file exported today imports back.
 */
import { idFieldOf, storedName, type FieldDefinition } from '../forms/field-definition';
import type { FormDefinition } from '../forms/field-definition';
import { pathOfName } from '../forms/value-path';

/** The document id's column: always first, always named `id` whatever the id field's title. */
export const ID_COLUMN = 'id';

/**
 * How a cell is written and read: the spec's plain types, `reference` for a field holding
 * another document's id, and `json` for everything else (structures, lists, files, blocks).
 */
export type CellKind =
  | 'text'
  | 'number'
  | 'checkbox'
  | 'datetime'
  | 'date'
  | 'select'
  | 'reference'
  | 'json';

export interface CsvColumn {
  /** The header: the field's stored name, dotted when the field sits inside a map. */
  name: string;
  path: readonly string[];
  field: FieldDefinition;
  kind: CellKind;
}

/** The cell kind of a field, or null for a field that stores nothing in its own document. */
export function cellKindOf(field: FieldDefinition): CellKind | null {
  switch (field.type) {
    case 'text':
    case 'textarea':
      return 'text';
    case 'number':
    case 'checkbox':
    case 'datetime':
    case 'date':
    case 'select':
      return field.type;
    // Both hold one document id: a plain id reads better in a sheet than a JSON string.
    case 'select_nested':
    case 'doc-editor':
      return 'reference';
    // Its documents live in another collection, found by their `parent`.
    case 'collection-editor':
      return null;
    default:
      return 'json';
  }
}

const isUnder = (path: readonly string[], parent: readonly string[]): boolean =>
  parent.length < path.length && parent.every((key, index) => path[index] === key);

/**
 * The form's data columns in form order, the id field left out (it is the `id` column).
 * A dotted name (`location.pathname`) is its own column, read and written at that path,
 * unless a field already holds the map it sits in (`location` as a struct): then the
 * struct's JSON carries it, and two columns cannot disagree about one value. A stored
 * name seen twice keeps its first field.
 */
export function csvColumnsOf(definition: FormDefinition): CsvColumn[] {
  const idField = idFieldOf(definition);
  const candidates: CsvColumn[] = [];
  const seen = new Set<string>([ID_COLUMN]);
  for (const field of definition.fields) {
    if (field === idField) continue;
    const kind = cellKindOf(field);
    const path = pathOfName(storedName(field));
    if (kind === null || path.length === 0) continue;
    const name = path.join('.');
    if (seen.has(name)) continue;
    seen.add(name);
    candidates.push({ name, path, field, kind });
  }
  return candidates.filter(
    (column) => !candidates.some((other) => isUnder(column.path, other.path)),
  );
}
