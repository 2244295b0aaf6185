import type { FormDefinition } from '../../field-definition';

/** config/email: who the store's e-mails come from. The spec shows no field list. */
export const emailSenderForm: FormDefinition = {
  collection: 'config',
  title: 'Remetente de e-mail',
  fields: [
    { name: 'fromName', type: 'text', title: 'Nome do remetente' },
    { name: 'fromEmail', type: 'text', title: 'E-mail do remetente' },
    { name: 'replyTo', type: 'text', title: 'Responder para' },
    { name: 'apiKey', type: 'text', title: 'Chave de API do serviço de e-mail', adminOnly: true },
  ],
};
