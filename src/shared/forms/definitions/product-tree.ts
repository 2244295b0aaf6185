import type { FieldDefinition, FormDefinition } from '../field-definition';
import { idField, skuListField } from './common-fields';

const LEVEL_TITLES = ['Opções', 'Subopções', 'Opções do terceiro nível'];

/** Options nest three levels deep (spec 02 §3), each an sku and a name. */
const optionLevel = (level: number): FieldDefinition => ({
  name: 'options',
  type: 'array_struct',
  title: LEVEL_TITLES[level],
  fields: [
    { name: 'sku', type: 'text', title: 'SKU' },
    { name: 'name', type: 'text', title: 'Nome' },
    ...(level < LEVEL_TITLES.length - 1 ? [optionLevel(level + 1)] : []),
  ],
});

export const productTreeForm: FormDefinition = {
  collection: 'product-tree',
  title: 'Árvore de produtos',
  fields: [
    idField(),
    { name: 'name', type: 'text', title: 'Nome', required: true },
    optionLevel(0),
    skuListField('products', 'Produtos (SKUs)'),
  ],
};
