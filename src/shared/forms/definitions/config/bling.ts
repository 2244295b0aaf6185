import type { FormDefinition } from '../../field-definition';

/**
 * config/bling: the Bling accounts. The sync screen lists `accounts[].description` and sends
 * an account's position, so the list keeps that shape. The spec shows no other field.
 */
export const blingForm: FormDefinition = {
  collection: 'config',
  title: 'Bling',
  adminOnly: true,
  fields: [
    {
      name: 'accounts',
      type: 'array_struct',
      title: 'Contas',
      help: 'A sincronização identifica cada conta pela posição na lista.',
      fields: [
        { name: 'description', type: 'text', title: 'Descrição', required: true },
        { name: 'clientId', type: 'text', title: 'Client ID' },
        { name: 'clientSecret', type: 'text', title: 'Client secret' },
      ],
    },
  ],
};
