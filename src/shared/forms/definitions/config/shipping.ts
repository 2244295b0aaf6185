import type { FormDefinition } from '../../field-definition';

/** config/shipping: how quotes are made. The spec shows no field list. */
export const shippingForm: FormDefinition = {
  collection: 'config',
  title: 'Frete',
  fields: [
    { name: 'originZipcode', type: 'text', title: 'CEP de origem', placeholder: '00000-000' },
    { name: 'extraDays', type: 'number', title: 'Dias adicionais de manuseio' },
    { name: 'freeShippingMinValue', type: 'number', title: 'Frete grátis a partir de (R$)' },
    { name: 'useCarrierPricing', type: 'checkbox', title: 'Usar as tabelas de frete próprias' },
    { name: 'useFrenet', type: 'checkbox', title: 'Cotar com a Frenet' },
    { name: 'useKangu', type: 'checkbox', title: 'Cotar com a Kangu' },
  ],
};
