import type { FormDefinition } from '../field-definition';
import { jsonField } from './common-fields';

export const campaignWhatsappForm: FormDefinition = {
  collection: 'campaign-whatsapp',
  title: 'Campanha de WhatsApp',
  fields: [
    { name: 'name', type: 'text', title: 'Nome', required: true },
    {
      name: 'whatsappTemplateId',
      type: 'select_nested',
      collection: 'whatsapp-template',
      labelField: 'name',
      title: 'Modelo de WhatsApp',
    },
    // The spec names the template's parameters, not their shape: edited as JSON.
    jsonField('params', 'Parâmetros do modelo'),
    {
      name: 'segment',
      type: 'select_nested',
      collection: 'customer-segment',
      labelField: 'name',
      title: 'Segmento de clientes',
    },
    // Written by the sends; shown for reference.
    jsonField('batchs', 'Lotes de envio', true),
  ],
};
