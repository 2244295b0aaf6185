import type { FormDefinition } from '../field-definition';
import { jsonField } from './common-fields';

export const campaignEmailForm: FormDefinition = {
  collection: 'campaign-email',
  title: 'Campanha de e-mail',
  fields: [
    { name: 'name', type: 'text', title: 'Nome', required: true },
    {
      name: 'emailTemplateId',
      type: 'select_nested',
      collection: 'email-template',
      labelField: 'title',
      title: 'Modelo de e-mail',
    },
    {
      name: 'customerSegmentId',
      type: 'select_nested',
      collection: 'customer-segment',
      labelField: 'name',
      title: 'Segmento de clientes',
    },
    // Written by the sends; shown for reference.
    jsonField('batchs', 'Lotes de envio', true),
  ],
};
