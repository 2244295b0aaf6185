import type { FormDefinition } from '../../field-definition';

/** config/amazon: the Amazon seller account (SP-API). The spec shows no field list. */
export const amazonForm: FormDefinition = {
  collection: 'config',
  title: 'Amazon',
  adminOnly: true,
  fields: [
    { name: 'active', type: 'checkbox', title: 'Ativo' },
    { name: 'sellerId', type: 'text', title: 'ID do vendedor' },
    {
      name: 'marketplaceId',
      type: 'text',
      title: 'ID do marketplace',
      placeholder: 'A2Q3Y263D00KWC',
    },
    { name: 'clientId', type: 'text', title: 'Client ID' },
    { name: 'clientSecret', type: 'text', title: 'Client secret' },
    { name: 'refreshToken', type: 'text', title: 'Refresh token' },
  ],
};
