import type { FormDefinition } from '../../field-definition';

/** config/whatsapp: WhatsApp Business (Cloud API). The spec shows no field list. */
export const whatsappForm: FormDefinition = {
  collection: 'config',
  title: 'WhatsApp Business',
  fields: [
    { name: 'active', type: 'checkbox', title: 'Ativo' },
    {
      name: 'phoneNumber',
      type: 'text',
      title: 'Número exibido',
      placeholder: '+55 11 99999-9999',
    },
    { name: 'phoneNumberId', type: 'text', title: 'ID do número de telefone' },
    { name: 'businessAccountId', type: 'text', title: 'ID da conta do WhatsApp Business' },
    { name: 'accessToken', type: 'text', title: 'Token de acesso', adminOnly: true },
    { name: 'offerActive', type: 'checkbox', title: 'Oferecer atendimento na página do produto' },
    { name: 'offerMessage', type: 'textarea', title: 'Mensagem da oferta' },
  ],
};
