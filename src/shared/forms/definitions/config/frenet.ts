import type { FormDefinition } from '../../field-definition';

/** config/frenet: the Frenet quote service. The spec shows no field list. */
export const frenetForm: FormDefinition = {
  collection: 'config',
  title: 'Frenet',
  fields: [
    { name: 'active', type: 'checkbox', title: 'Ativo' },
    { name: 'token', type: 'text', title: 'Token', adminOnly: true },
    { name: 'originZipcode', type: 'text', title: 'CEP de origem', placeholder: '00000-000' },
  ],
};
