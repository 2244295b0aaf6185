import type { FormDefinition } from '../field-definition';

export const campaignEmailPreferenceForm: FormDefinition = {
  collection: 'campaign-email-preference',
  title: 'Preferência de e-mail',
  fields: [
    { name: 'unsubscribed', type: 'checkbox', title: 'Descadastrado' },
    { name: 'competitor', type: 'checkbox', title: 'Concorrente' },
    { name: 'unsubscribedAt', type: 'datetime', title: 'Descadastrado em' },
  ],
};
