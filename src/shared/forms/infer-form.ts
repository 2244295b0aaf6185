import type { FieldDefinition, FormDefinition } from './field-definition';
import { JSON_COMPONENT } from './definitions/common-fields';

/** Nesting deeper than this is edited as JSON: a pathological document cannot blow the stack. */
export const INFER_MAX_DEPTH = 8;

/** Longer strings (or any with a newline) get a textarea. */
export const INFER_LONG_TEXT = 120;

/** Kept by the store, shown last and never edited by hand. */
const TIMESTAMP_KEYS = ['createdAt', 'updatedAt'] as const;

type Kind = 'boolean' | 'number' | 'date' | 'string' | 'editor' | 'object' | 'array' | 'other';

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (value === null || typeof value !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

const EDITOR_KEYS = new Set(['time', 'blocks', 'version']);

/** Editor.js output: `{time?, blocks: [...], version?}` and nothing else. */
const isEditorContent = (value: Record<string, unknown>): boolean =>
  Array.isArray(value.blocks) &&
  (value.time === undefined || typeof value.time === 'number') &&
  (value.version === undefined || typeof value.version === 'string') &&
  Object.keys(value).every((key) => EDITOR_KEYS.has(key));

function kindOf(value: unknown): Kind {
  switch (typeof value) {
    case 'boolean':
      return 'boolean';
    case 'number':
      return 'number';
    case 'string':
      return 'string';
    default:
      break;
  }
  if (value instanceof Date) return 'date';
  if (Array.isArray(value)) return 'array';
  if (isPlainObject(value)) return isEditorContent(value) ? 'editor' : 'object';
  return 'other';
}

/**
 * A key a field can address: field names are dotted paths, so a key holding a dot (legal in
 * a document) cannot be one. Its value is not shown but stays in the document untouched.
 */
const addressable = (key: string): boolean => key.length > 0 && !key.includes('.');

/** A stable order whatever order the store returned the keys in. */
const byKey = (a: string, b: string): number => {
  const lower = a.toLowerCase().localeCompare(b.toLowerCase(), 'en');
  return lower !== 0 ? lower : a < b ? -1 : a > b ? 1 : 0;
};

const unionOfKeys = (objects: readonly Record<string, unknown>[]): string[] =>
  [...new Set(objects.flatMap((object) => Object.keys(object)))].filter(addressable).sort(byKey);

const present = (values: readonly unknown[]): unknown[] =>
  values.filter((value) => value !== null && value !== undefined);

const jsonField = (name: string, readOnly = false): FieldDefinition => ({
  name,
  title: name,
  type: 'component',
  component: JSON_COMPONENT,
  ...(readOnly ? { readOnly } : {}),
});

const isLongText = (value: unknown): boolean =>
  typeof value === 'string' && (value.length > INFER_LONG_TEXT || value.includes('\n'));

/**
 * The field for `name` from every value it takes (one for a document, one per item for a
 * list of objects). Values of mixed shapes, or shapes no field type holds without reshaping,
 * are edited as JSON so nothing is lost.
 */
function inferField(name: string, samples: readonly unknown[], depth: number): FieldDefinition {
  const values = present(samples);
  if (values.length === 0) return { name, title: name, type: 'text' };
  const kinds = new Set(values.map(kindOf));
  if (kinds.size > 1) return jsonField(name);
  const [kind] = kinds;
  switch (kind) {
    case 'boolean':
      return { name, title: name, type: 'checkbox' };
    case 'number':
      return { name, title: name, type: 'number' };
    case 'date':
      return { name, title: name, type: 'datetime' };
    case 'string':
      return { name, title: name, type: values.some(isLongText) ? 'textarea' : 'text' };
    case 'editor':
      return { name, title: name, type: 'editor' };
    case 'object': {
      const objects = values as Record<string, unknown>[];
      const keys = unionOfKeys(objects);
      if (depth >= INFER_MAX_DEPTH || keys.length === 0) return jsonField(name);
      return {
        name,
        title: name,
        type: 'struct',
        fields: keys.map((key) =>
          inferField(
            key,
            objects.map((o) => o[key]),
            depth + 1,
          ),
        ),
      };
    }
    case 'array':
      return inferList(name, (values as unknown[][]).flat(), depth);
    default:
      // Not plain data (bytes, references): shown, never rewritten.
      return jsonField(name, true);
  }
}

function inferList(name: string, samples: readonly unknown[], depth: number): FieldDefinition {
  const items = present(samples);
  if (items.length === 0) {
    return { name, title: name, type: 'array_field', field: { name, title: name, type: 'text' } };
  }
  const kinds = new Set(items.map(kindOf));
  if (kinds.size > 1 || kinds.has('array') || kinds.has('other')) return jsonField(name);
  if (kinds.has('object')) {
    const objects = items as Record<string, unknown>[];
    const keys = unionOfKeys(objects);
    if (depth >= INFER_MAX_DEPTH || keys.length === 0) return jsonField(name);
    return {
      name,
      title: name,
      type: 'array_struct',
      fields: keys.map((key) =>
        inferField(
          key,
          objects.map((o) => o[key]),
          depth + 1,
        ),
      ),
    };
  }
  return { name, title: name, type: 'array_field', field: inferField(name, items, depth + 1) };
}

/**
 * A form for a collection without a written definition (spec 01 §3: generic documents hold
 * any fields), from one document's values: `id` first, the other keys in a stable order,
 * `createdAt`/`updatedAt` last and read-only. Titled by the keys themselves.
 */
export function inferFormDefinition(
  collection: string,
  data: Record<string, unknown> | null,
): FormDefinition {
  if (!data) return { collection, title: collection, fields: [] };
  const reserved = new Set<string>(['id', ...TIMESTAMP_KEYS]);
  const keys = Object.keys(data)
    .filter((key) => addressable(key) && !reserved.has(key))
    .sort(byKey);
  const fields: FieldDefinition[] = [];
  if (Object.hasOwn(data, 'id')) {
    // An id is one line whatever its length.
    const id = inferField('id', [data.id], 1);
    fields.push(id.type === 'textarea' ? { ...id, type: 'text' } : id);
  }
  for (const key of keys) fields.push(inferField(key, [data[key]], 1));
  for (const key of TIMESTAMP_KEYS) {
    if (Object.hasOwn(data, key))
      fields.push({ name: key, title: key, type: 'datetime', readOnly: true });
  }
  return { collection, title: collection, fields };
}
