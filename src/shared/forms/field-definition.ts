/**
 * Field definitions drive the document form engine (spec 01 §3). A form is a list of them; the
 * engine renders each by `type`. Attributes beyond the spec's eight (name, title, placeholder,
 * mapTo, required, options, fields, field) are typed per field type, where a type needs them.
 */
import type { ConditionFieldListName } from '../condition/condition-fields';

export const FIELD_TYPES = [
  'text',
  'number',
  'checkbox',
  'datetime',
  'date',
  'textarea',
  'condition',
  'select',
  'select_nested',
  'file',
  'image',
  'video',
  'struct',
  'array_field',
  'array_struct',
  'collection_doc_form',
  'collection-editor',
  'doc-editor',
  'editor',
  'editor-layout',
  'component',
] as const;

export type FieldType = (typeof FIELD_TYPES)[number];

export interface SelectOption {
  value: string | number | boolean;
  label: string;
}

interface BaseField {
  /** Property name; may be a dotted path (`location.pathname`). */
  name: string;
  title?: string;
  placeholder?: string;
  /** Stored under this property instead of `name` (the product's MPN is ProductCode). */
  mapTo?: string;
  required?: boolean;
  /** A short hint under the field (image size, value examples). */
  help?: string;
  /** Shown, never edited. The id field is read-only unless the form is adding. */
  readOnly?: boolean;
  /**
   * Only privileged viewers (the project's privileged claim) edit it; others see it read-only.
   * Firestore's rules guard top-level keys only, so config definitions set it at the top level.
   */
  adminOnly?: boolean;
}

export interface ScalarField extends BaseField {
  type: 'text' | 'number' | 'checkbox' | 'datetime' | 'date' | 'textarea';
  /** A textarea whose text is HTML (a category's description): edited as rich text, sanitized. */
  format?: 'html';
}

export interface SelectField extends BaseField {
  type: 'select';
  options: readonly SelectOption[];
}

/** Documents of `collection` (up to 1,000) as a tree by `parent`, flattened to six levels. */
export interface SelectNestedField extends BaseField {
  type: 'select_nested';
  collection: string;
  /** Property shown as the label; default: title, then name, then the id. */
  labelField?: string;
}

/** Uploaded files: a URL, one upload record or a list of them (shared/files). */
export interface DeferredField extends BaseField {
  type: 'file' | 'image' | 'video';
}

/** A page layout edited visually, stored as the serialized layout JSON (shared/layout). */
export interface EditorLayoutField extends BaseField {
  type: 'editor-layout';
}

/** A SQL condition tree, stored as `{map, sql}`, over the fields of one list (product, segment). */
export interface ConditionField extends BaseField {
  type: 'condition';
  conditionFields: ConditionFieldListName;
}

export interface StructField extends BaseField {
  type: 'struct';
  fields: readonly FieldDefinition[];
}

export interface ArrayStructField extends BaseField {
  type: 'array_struct';
  fields: readonly FieldDefinition[];
}

/** A list of single values, each edited by `field` (its `name` is ignored). */
export interface ArrayField extends BaseField {
  type: 'array_field';
  field: FieldDefinition;
}

/**
 * One sub-form per document of another collection, stored as a map by that document's id:
 * the product's `Stock.{stockId}.qty`.
 */
export interface CollectionDocFormField extends BaseField {
  type: 'collection_doc_form';
  collection: string;
  fields: readonly FieldDefinition[];
}

/** An embedded list of another collection's documents, each opened in place. */
export interface CollectionEditorField extends BaseField {
  type: 'collection-editor';
  collection: string;
  /** Only documents whose `parent` is this document's id (a course's lessons). */
  childrenOfDocument?: boolean;
}

/** The field holds the id of a document of `collection`, edited in place below it. */
export interface DocEditorField extends BaseField {
  type: 'doc-editor';
  collection: string;
}

/** Block content in the Editor.js output shape. */
export interface EditorField extends BaseField {
  type: 'editor';
  /** Default 'PARAGRAPH_HEADER_CODE_IMAGE'. */
  tools?: string;
}

/** A named component from the form's component registry. */
export interface ComponentField extends BaseField {
  type: 'component';
  component: string;
}

export type FieldDefinition =
  | ScalarField
  | SelectField
  | SelectNestedField
  | DeferredField
  | EditorLayoutField
  | ConditionField
  | StructField
  | ArrayStructField
  | ArrayField
  | CollectionDocFormField
  | CollectionEditorField
  | DocEditorField
  | EditorField
  | ComponentField;

export interface FormDefinition {
  /** Collection id, as in the path `project/{id}/{collection}`. */
  collection: string;
  /** pt-BR name of the collection, for titles. */
  title: string;
  fields: readonly FieldDefinition[];
  /** Values a new document starts with (some forms: status 'draft'). */
  newDocumentDefaults?: Readonly<Record<string, unknown>>;
  /** The whole document is for privileged viewers only (credentials): others see it read-only. */
  adminOnly?: boolean;
  /** Document actions (their contribution ids) the form shows besides its collection's own. */
  actions?: readonly string[];
}

export const DEFAULT_EDITOR_TOOLS = 'PARAGRAPH_HEADER_CODE_IMAGE';

/** The property a field's value is stored under. */
export const storedName = (field: FieldDefinition): string => field.mapTo ?? field.name;

/** The form's id field, if it has one: the top-level field named `id`. */
export const idFieldOf = (definition: FormDefinition): FieldDefinition | undefined =>
  definition.fields.find((field) => storedName(field) === 'id');
