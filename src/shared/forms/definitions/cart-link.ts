import type { FormDefinition } from '../field-definition';
import { idField, personAddressFields } from './common-fields';
import { paymentMethodOptions } from './options';

export const cartLinkForm: FormDefinition = {
  collection: 'cart-link',
  title: 'Link de carrinho',
  fields: [
    idField(),
    { name: 'email', type: 'text', title: 'E-mail do cliente' },
    { name: 'couponCode', type: 'text', title: 'Cupom de desconto' },
    {
      name: 'paymentMethod',
      type: 'struct',
      title: 'Forma de pagamento',
      fields: [
        { name: 'id', type: 'select', title: 'Forma', options: paymentMethodOptions },
        { name: 'installments', type: 'number', title: 'Parcelas' },
      ],
    },
    {
      name: 'items',
      type: 'array_struct',
      title: 'Itens',
      fields: [
        { name: 'ProductCode', type: 'text', title: 'SKU', required: true },
        { name: 'Quantity', type: 'number', title: 'Quantidade', required: true },
      ],
    },
    {
      name: 'shippingAddress',
      type: 'struct',
      title: 'Endereço de entrega',
      fields: personAddressFields,
    },
    {
      name: 'billingType',
      type: 'select',
      title: 'Endereço de cobrança',
      options: [
        { value: 'same', label: 'O mesmo da entrega' },
        { value: 'different', label: 'Outro endereço' },
      ],
    },
    {
      name: 'billingAddress',
      type: 'struct',
      title: 'Endereço de cobrança (quando diferente)',
      fields: personAddressFields,
    },
  ],
};
