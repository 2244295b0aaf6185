import { storedName, type FieldDefinition, type FormDefinition } from '../forms/field-definition';
import { pathOfName } from '../forms/value-path';

/** The subset of JSON Schema draft-07 the assistant's product_schema uses. */
export interface JsonSchema {
  $schema?: string;
  type?: 'object' | 'array' | 'string' | 'number' | 'boolean';
  title?: string;
  description?: string;
  format?: 'date' | 'date-time';
  /** Shown to the assistant, never changed by it: read-only fields and the document id. */
  readOnly?: boolean;
  enum?: (string | number | boolean)[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: JsonSchema;
}

export const DRAFT_07 = 'http://json-schema.org/draft-07/schema#';

/**
 * Types whose value the assistant can see and propose. Conditions (a tree with its SQL), deferred ones (files,
 * layouts) and embedded ones (other documents, components) have no schema: they are left out.
 */
const SCHEMA_TYPES = new Set<FieldDefinition['type']>([
  'text',
  'textarea',
  'number',
  'checkbox',
  'date',
  'datetime',
  'select',
  'select_nested',
  'struct',
  'array_field',
  'array_struct',
  'collection_doc_form',
  'editor',
]);

export const hasAssistantSchema = (field: FieldDefinition): boolean => SCHEMA_TYPES.has(field.type);

const titled = (field: FieldDefinition, schema: JsonSchema, readOnly = false): JsonSchema => {
  const described = field.help ?? field.placeholder;
  return {
    title: field.title ?? field.name,
    ...(described ? { description: described } : {}),
    ...schema,
    ...(readOnly ? { readOnly: true } : {}),
  };
};

/**
 * Fields the assistant may read but not change: those marked readOnly and the form's id
 * field (renaming a document is not an edit). `topLevel`: the field sits at the form's root.
 */
export const isReadOnlyForAssistant = (field: FieldDefinition, topLevel: boolean): boolean =>
  field.readOnly === true || (topLevel && storedName(field) === 'id');

function enumType(values: (string | number | boolean)[]): JsonSchema['type'] {
  const kinds = new Set(values.map((value) => typeof value));
  if (kinds.size !== 1) return undefined;
  return [...kinds][0] as 'string' | 'number' | 'boolean';
}

/** The schema of one value of `field`, ignoring its name (array items use it too). */
export function valueSchema(field: FieldDefinition): JsonSchema | null {
  switch (field.type) {
    case 'text':
    case 'textarea':
      return { type: 'string' };
    case 'number':
      return { type: 'number' };
    case 'checkbox':
      return { type: 'boolean' };
    case 'date':
      return { type: 'string', format: 'date' };
    case 'datetime':
      return { type: 'string', format: 'date-time' };
    case 'select': {
      const values = field.options.map((option) => option.value);
      const type = enumType(values);
      return { ...(type ? { type } : {}), enum: values };
    }
    case 'select_nested':
      return { type: 'string', description: `id de um documento de ${field.collection}` };
    case 'struct':
      return objectSchema(field.fields);
    case 'array_struct':
      return { type: 'array', items: objectSchema(field.fields) };
    case 'array_field': {
      const items = valueSchema(field.field);
      return items ? { type: 'array', items: titled(field.field, items) } : null;
    }
    case 'collection_doc_form':
      return {
        type: 'object',
        description: `um objeto por id de documento de ${field.collection}`,
        additionalProperties: objectSchema(field.fields),
      };
    case 'editor':
      return {
        type: 'object',
        description: 'conteúdo em blocos no formato do Editor.js ({ time, blocks, version })',
        properties: { blocks: { type: 'array', items: { type: 'object' } } },
      };
    default:
      return null;
  }
}

/** Puts `schema` at the dotted path inside `target`, creating the objects along it. */
function place(target: JsonSchema, segments: string[], schema: JsonSchema, required: boolean) {
  const [head, ...rest] = segments;
  const properties = (target.properties ??= {});
  if (rest.length === 0) {
    const existing = properties[head];
    // A struct and a dotted name can share a prefix: keep both sides' properties.
    properties[head] =
      existing?.properties && schema.properties
        ? { ...schema, properties: { ...existing.properties, ...schema.properties } }
        : schema;
  } else {
    const container = (properties[head] ??= { type: 'object', title: head, properties: {} });
    place(container, rest, schema, required);
  }
  if (required && !(target.required ?? []).includes(head)) {
    target.required = [...(target.required ?? []), head];
  }
}

function objectSchema(fields: readonly FieldDefinition[], topLevel = false): JsonSchema {
  const schema: JsonSchema = { type: 'object', properties: {} };
  for (const field of fields) {
    if (!hasAssistantSchema(field)) continue;
    const value = valueSchema(field);
    if (!value) continue;
    const segments = pathOfName(storedName(field));
    if (segments.length === 0) continue;
    const readOnly = isReadOnlyForAssistant(field, topLevel);
    place(schema, segments, titled(field, value, readOnly), field.required === true);
  }
  return schema;
}

/**
 * The product_schema sent with every assistant request (spec 01 §7): a draft-07 object whose
 * properties are the form's stored names (mapTo applied, dotted names nested), with titles.
 */
export function buildProductSchema(
  definition: Pick<FormDefinition, 'title' | 'fields'>,
): JsonSchema {
  return { $schema: DRAFT_07, title: definition.title, ...objectSchema(definition.fields, true) };
}
