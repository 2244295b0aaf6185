import type { FormDefinition } from '../field-definition';
import { skuLinesField } from './common-fields';

export const productGiftForm: FormDefinition = {
  collection: 'product-gift',
  title: 'Brinde',
  fields: [
    { name: 'name', type: 'text', title: 'Nome', required: true },
    { name: 'description', type: 'textarea', title: 'Descrição' },
    {
      name: 'rules',
      type: 'array_struct',
      title: 'Regras',
      fields: [
        { name: 'description', type: 'text', title: 'Descrição' },
        skuLinesField('products', 'Produtos (SKUs)'),
        {
          name: 'gifts',
          type: 'textarea',
          title: 'Brindes',
          help: 'Um por linha, no formato SKU,QUANTIDADE (ex.: 1011,1).',
        },
      ],
    },
  ],
};
