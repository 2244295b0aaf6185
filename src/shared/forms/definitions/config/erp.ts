import type { FormDefinition } from '../../field-definition';

/** config/erp: the ERP the orders and stock sync with. The spec shows no field list. */
export const erpForm: FormDefinition = {
  collection: 'config',
  title: 'ERP',
  adminOnly: true,
  fields: [
    {
      name: 'provider',
      type: 'select',
      title: 'ERP',
      options: [
        { value: 'bling', label: 'Bling' },
        { value: 'tiny', label: 'Tiny' },
        { value: 'omie', label: 'Omie' },
        { value: 'other', label: 'Outro' },
      ],
    },
    { name: 'apiUrl', type: 'text', title: 'URL da API', placeholder: 'https://' },
    { name: 'apiKey', type: 'text', title: 'Chave de API' },
    { name: 'syncOrders', type: 'checkbox', title: 'Enviar pedidos' },
    { name: 'syncStock', type: 'checkbox', title: 'Receber estoque' },
    { name: 'syncPrices', type: 'checkbox', title: 'Receber preços' },
  ],
};
