import type { FormDefinition } from '../../field-definition';

/**
 * config/google: the Google console settings page (spec 02 §2), whose 'Conectar' goes to
 * /api/console/auth/google, where the backend runs Google's consent and writes what it got.
 * The spec shows no field list: the connected account as the backend records it, read-only
 * here (the console never holds Google's tokens), and the ids a person types.
 */
export const googleForm: FormDefinition = {
  collection: 'config',
  title: 'Google',
  fields: [
    {
      name: 'connectedEmail',
      type: 'text',
      title: 'Conta Google conectada',
      help: 'Preenchida pela API do console depois de Conectar.',
      readOnly: true,
    },
    { name: 'connectedAt', type: 'datetime', title: 'Conectada em', readOnly: true },
    { name: 'searchConsoleSite', type: 'text', title: 'Site no Google Search Console' },
  ],
};
