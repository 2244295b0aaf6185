import type { FormDefinition } from '../field-definition';
import { createdAtField, idField, jsonField } from './common-fields';

export const shippingQuoteForm: FormDefinition = {
  collection: 'shipping-quote',
  title: 'Cotação de frete',
  fields: [
    idField(),
    { name: 'productId', type: 'text', title: 'Produto (SKU)' },
    { name: 'qty', type: 'number', title: 'Quantidade' },
    { name: 'zipcode', type: 'text', title: 'CEP de destino', placeholder: '00000-000' },
    { name: 'origin', type: 'text', title: 'Origem' },
    // The spec does not show an item's shape: edit it as JSON rather than guess one.
    jsonField('items', 'Itens'),
    {
      name: 'shippingMethodList',
      type: 'array_struct',
      title: 'Opções de frete',
      fields: [
        { name: 'Carrier', type: 'text', title: 'Transportadora' },
        { name: 'stockId', type: 'text', title: 'Estoque' },
        { name: 'OriginalShippingPrice', type: 'number', title: 'Preço original do frete' },
        { name: 'OriginalDeliveryTime', type: 'number', title: 'Prazo original de entrega' },
        { name: 'provider', type: 'text', title: 'Provedor' },
      ],
    },
    createdAtField,
  ],
};
