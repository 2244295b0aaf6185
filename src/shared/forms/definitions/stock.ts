import type { FormDefinition } from '../field-definition';
import { idField, streetAddressFields } from './common-fields';

const weekdays: readonly [string, string][] = [
  ['monday', 'Segunda-feira'],
  ['tuesday', 'Terça-feira'],
  ['wednesday', 'Quarta-feira'],
  ['thursday', 'Quinta-feira'],
  ['friday', 'Sexta-feira'],
  ['saturday', 'Sábado'],
  ['sunday', 'Domingo'],
];

export const stockForm: FormDefinition = {
  collection: 'stock',
  title: 'Estoque',
  fields: [
    idField('ID', 'Identifica o estoque nos produtos (ex.: sp-cd-cajamar).'),
    { name: 'name', type: 'text', title: 'Nome', required: true },
    { name: 'source', type: 'text', title: 'Origem' },
    { name: 'externalId', type: 'text', title: 'ID externo' },
    {
      name: 'type',
      type: 'select',
      title: 'Tipo',
      options: [
        { value: 'b2c', label: 'B2C' },
        { value: 'b2b2c', label: 'B2B2C' },
      ],
    },
    { name: 'stockRedirect', type: 'text', title: 'Redirecionar para o estoque' },
    { name: 'isPromotionalOnly', type: 'checkbox', title: 'Somente para promoções' },
    {
      name: 'priority',
      type: 'select',
      title: 'Prioridade',
      options: [
        { value: 'low', label: 'Baixa' },
        { value: 'medium', label: 'Média' },
        { value: 'high', label: 'Alta' },
      ],
    },
    {
      name: 'useCustomerLocationOnPriority',
      type: 'checkbox',
      title: 'Considerar a localização do cliente na prioridade',
    },
    { name: 'taxvat', type: 'text', title: 'CNPJ' },
    { name: 'address', type: 'struct', title: 'Endereço', fields: streetAddressFields },
    {
      name: 'shippingDays',
      type: 'struct',
      title: 'Dias de expedição',
      fields: weekdays.map(([name, title]) => ({ name, type: 'checkbox', title })),
    },
  ],
};
