/**
 * The CSV form of a collection without a written form. The form engine infers one from one
 * document; a CSV holds many, whose keys and types differ. So every document is inferred and
 * the top-level fields are united: a key in any document is a column, and a key whose type
 * differs between documents becomes JSON, which holds any value and reads back as it was.
 */
import { JSON_COMPONENT } from '../forms/definitions/common-fields';
import type { FieldDefinition, FormDefinition } from '../forms/field-definition';
import { inferFormDefinition } from '../forms/infer-form';
import { cellKindOf } from './columns';

const TIMESTAMP_KEYS = new Set(['createdAt', 'updatedAt']);

/** The same order the form engine shows inferred fields in: id, keys by name, timestamps. */
function rank(name: string): number {
  if (name === 'id') return 0;
  return TIMESTAMP_KEYS.has(name) ? 2 : 1;
}

function byName(a: string, b: string): number {
  const lower = a.toLowerCase().localeCompare(b.toLowerCase(), 'en');
  return lower !== 0 ? lower : a < b ? -1 : a > b ? 1 : 0;
}

/** One field for a key two documents typed: text and textarea agree, other kinds must match. */
function unite(first: FieldDefinition, next: FieldDefinition): FieldDefinition {
  const readOnly = first.readOnly || next.readOnly;
  const a = cellKindOf(first);
  const b = cellKindOf(next);
  let united: FieldDefinition;
  if (a === b && a !== 'json') {
    // Both write text: keep the one that shows long text whole.
    united = first.type === 'textarea' ? first : next.type === 'textarea' ? next : first;
  } else if (a === 'json' && b === 'json' && first.type === next.type) united = first;
  else {
    united = { name: first.name, title: first.name, type: 'component', component: JSON_COMPONENT };
  }
  return readOnly ? { ...united, readOnly: true } : united;
}

export function inferCsvDefinition(
  collection: string,
  documents: Iterable<Readonly<Record<string, unknown>>>,
): FormDefinition {
  const fields = new Map<string, FieldDefinition>();
  for (const data of documents) {
    for (const field of inferFormDefinition(collection, { ...data }).fields) {
      const before = fields.get(field.name);
      fields.set(field.name, before ? unite(before, field) : field);
    }
  }
  const names = [...fields.keys()].sort((a, b) => rank(a) - rank(b) || byName(a, b));
  return { collection, title: collection, fields: names.map((name) => fields.get(name)!) };
}
