import type { FieldDefinition } from '../field-definition';
import { ufOptions } from './options';

/**
 * The id the user types when adding (brand, product, link ...). Named `id` at the top level,
 * so the engine treats it as the document id: editable only while adding.
 */
export const idField = (title = 'ID', help?: string): FieldDefinition => ({
  name: 'id',
  type: 'text',
  title,
  required: true,
  ...(help ? { help } : {}),
});

export const createdAtField: FieldDefinition = {
  name: 'createdAt',
  type: 'datetime',
  title: 'Criado em',
  readOnly: true,
};

/** The UF select used by every address. */
export const stateField = (name = 'state'): FieldDefinition => ({
  name,
  type: 'select',
  title: 'Estado (UF)',
  options: ufOptions,
});

const zipcodeField: FieldDefinition = {
  name: 'zipcode',
  type: 'text',
  title: 'CEP',
  placeholder: '00000-000',
};

const streetFields: readonly FieldDefinition[] = [
  { name: 'street', type: 'text', title: 'Logradouro' },
  { name: 'number', type: 'text', title: 'Número' },
  { name: 'complement', type: 'text', title: 'Complemento' },
  { name: 'street2', type: 'text', title: 'Bairro' },
  { name: 'city', type: 'text', title: 'Cidade' },
  stateField(),
];

/** A place's address (stock locations). */
export const streetAddressFields: readonly FieldDefinition[] = [zipcodeField, ...streetFields];

/** A shipping or billing address of a cart or order: the person and the place. */
export const personAddressFields: readonly FieldDefinition[] = [
  zipcodeField,
  { name: 'taxvat', type: 'text', title: 'CPF/CNPJ' },
  { name: 'ie', type: 'text', title: 'Inscrição estadual' },
  { name: 'businessName', type: 'text', title: 'Razão social' },
  { name: 'firstName', type: 'text', title: 'Nome' },
  { name: 'lastName', type: 'text', title: 'Sobrenome' },
  { name: 'phone', type: 'text', title: 'Telefone' },
  ...streetFields,
];

/** A list of SKUs typed one per line (spec 02 §5: rule lists). */
export const skuLinesField = (name: string, title: string): FieldDefinition => ({
  name,
  type: 'textarea',
  title,
  help: 'Um SKU por linha.',
});

/** A list of SKUs edited item by item. */
export const skuListField = (name: string, title: string): FieldDefinition => ({
  name,
  type: 'array_field',
  title,
  field: { name: 'sku', type: 'text', title: 'SKU' },
});

/** Name of the registered component that edits any value as JSON. */
export const JSON_COMPONENT = 'json';

/** A value whose shape the spec does not show: edited as JSON, never reshaped. */
export const jsonField = (name: string, title: string, readOnly = false): FieldDefinition => ({
  name,
  type: 'component',
  component: JSON_COMPONENT,
  title,
  ...(readOnly ? { readOnly } : {}),
});
