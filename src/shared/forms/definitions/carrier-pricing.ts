import type { FormDefinition } from '../field-definition';
import { idField, stateField } from './common-fields';

export const carrierPricingForm: FormDefinition = {
  collection: 'carrier-pricing',
  title: 'Tabela de frete',
  fields: [
    idField(),
    { name: 'name', type: 'text', title: 'Nome', required: true },
    {
      name: 'zipcodeRange',
      type: 'array_struct',
      title: 'Faixas de CEP',
      fields: [
        { name: 'start', type: 'text', title: 'CEP inicial', placeholder: '00000-000' },
        { name: 'end', type: 'text', title: 'CEP final', placeholder: '99999-999' },
        stateField(),
        { name: 'region', type: 'text', title: 'Região' },
        { name: 'deadline', type: 'number', title: 'Prazo (dias)' },
        { name: 'shippingPrice', type: 'number', title: 'Preço do frete' },
        { name: 'shippingPriceKg', type: 'number', title: 'Preço por kg' },
      ],
    },
  ],
};
