import type { FormDefinition } from '../field-definition';
import { createdAtField } from './common-fields';

export const customerCreditForm: FormDefinition = {
  collection: 'customer-credit',
  title: 'Crédito do cliente',
  fields: [
    { name: 'customerId', type: 'text', title: 'Cliente', required: true },
    {
      name: 'referenceType',
      type: 'select',
      title: 'Tipo de referência',
      options: [{ value: 'order', label: 'Pedido' }],
    },
    { name: 'referenceId', type: 'text', title: 'Referência' },
    {
      name: 'origin',
      type: 'select',
      title: 'Origem',
      options: [
        { value: 'order-rma-in', label: 'Entrada: devolução de pedido' },
        { value: 'order-cashback-in', label: 'Entrada: cashback de pedido' },
        { value: 'order-out', label: 'Saída: uso em pedido' },
        { value: 'transfer-out', label: 'Saída: transferência' },
      ],
    },
    { name: 'description', type: 'textarea', title: 'Descrição' },
    { name: 'total', type: 'number', title: 'Valor (R$)', help: 'ex.: 200.35' },
    createdAtField,
    {
      name: 'status',
      type: 'select',
      title: 'Situação',
      options: [
        { value: 'pending', label: 'Pendente' },
        { value: 'active', label: 'Ativo' },
        { value: 'cancelled', label: 'Cancelado' },
      ],
    },
    {
      name: 'Options',
      type: 'struct',
      title: 'Opções',
      fields: [
        { name: 'startAt', type: 'datetime', title: 'Válido a partir de' },
        { name: 'endAt', type: 'datetime', title: 'Válido até' },
        { name: 'canTransfer', type: 'checkbox', title: 'Pode ser transferido' },
      ],
    },
  ],
};
