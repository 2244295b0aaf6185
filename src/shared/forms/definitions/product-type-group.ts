import type { FormDefinition } from '../field-definition';
import { idField, skuListField } from './common-fields';

export const productTypeGroupForm: FormDefinition = {
  collection: 'product-type-group',
  title: 'Grupo de tipo de produto',
  fields: [
    idField(),
    { name: 'type', type: 'text', title: 'Tipo de produto' },
    { name: 'group', type: 'text', title: 'Grupo' },
    { name: 'highlight', type: 'checkbox', title: 'Destaque' },
    { name: 'ranking', type: 'number', title: 'Posição no ranking' },
    skuListField('products', 'Produtos (SKUs)'),
  ],
};
