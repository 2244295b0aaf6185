import type { FormDefinition } from '../../field-definition';

/** config/kangu: the Kangu quote service. The spec shows no field list. */
export const kanguForm: FormDefinition = {
  collection: 'config',
  title: 'Kangu',
  fields: [
    { name: 'active', type: 'checkbox', title: 'Ativo' },
    { name: 'token', type: 'text', title: 'Token', adminOnly: true },
    { name: 'originZipcode', type: 'text', title: 'CEP de origem', placeholder: '00000-000' },
  ],
};
