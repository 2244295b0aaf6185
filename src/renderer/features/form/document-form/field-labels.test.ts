import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from '../../../../shared/forms/field-definition';
import { labelOfPath } from './field-labels';

const fields: FieldDefinition[] = [
  { type: 'text', name: 'name', title: 'Nome' },
  { type: 'text', name: 'code', mapTo: 'ProductCode', title: 'MPN' },
  { type: 'text', name: 'location.pathname', title: 'Caminho' },
  {
    type: 'struct',
    name: 'seo',
    title: 'SEO',
    fields: [{ type: 'text', name: 'title', title: 'Título' }],
  },
  {
    type: 'array_struct',
    name: 'items',
    title: 'Itens',
    fields: [{ type: 'number', name: 'qty' }],
  },
  { type: 'array_field', name: 'tags', title: 'Tags', field: { type: 'text', name: '' } },
  {
    type: 'collection_doc_form',
    name: 'Stock',
    title: 'Estoque',
    collection: 'stock',
    fields: [{ type: 'number', name: 'qty', title: 'Quantidade' }],
  },
];

describe('labelOfPath', () => {
  it.each([
    [['name'], 'Nome'],
    [['ProductCode'], 'MPN'],
    [['location', 'pathname'], 'Caminho'],
    [['seo', 'title'], 'SEO › Título'],
    [['items', '1', 'qty'], 'Itens 2 › qty'],
    [['items', '0'], 'Itens 1'],
    [['tags', '2'], 'Tags 3'],
    [['Stock', 'loja-1', 'qty'], 'Estoque loja-1 › Quantidade'],
    [['notInForm'], 'notInForm'],
    [['seo', 'extra', 'deep'], 'SEO › extra.deep'],
  ])('%j -> %s', (path, label) => {
    expect(labelOfPath(fields, path)).toBe(label);
  });
});
