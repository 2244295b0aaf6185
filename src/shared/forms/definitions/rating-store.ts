import type { FormDefinition } from '../field-definition';
import { skuListField } from './common-fields';

export const ratingStoreForm: FormDefinition = {
  collection: 'rating-store',
  title: 'Avaliação da loja',
  fields: [
    { name: 'channel', type: 'text', title: 'Canal' },
    {
      name: 'customer',
      type: 'struct',
      title: 'Cliente',
      fields: [
        { name: 'name', type: 'text', title: 'Nome' },
        { name: 'image', type: 'image', title: 'Foto' },
      ],
    },
    { name: 'ratedAt', type: 'datetime', title: 'Avaliado em' },
    { name: 'score', type: 'number', title: 'Nota', help: 'De 1 a 5.' },
    { name: 'comment', type: 'textarea', title: 'Comentário' },
    { name: 'orderId', type: 'text', title: 'Pedido' },
    skuListField('products', 'Produtos (SKUs)'),
    {
      name: 'images',
      type: 'array_field',
      title: 'Imagens',
      field: { name: 'image', type: 'image', title: 'Imagem' },
    },
  ],
};
