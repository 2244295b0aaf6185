import type { FormDefinition } from '../../field-definition';

/** config/push: web push notifications. The spec shows no field list. */
export const pushForm: FormDefinition = {
  collection: 'config',
  title: 'Notificações push',
  fields: [
    { name: 'active', type: 'checkbox', title: 'Ativo' },
    { name: 'vapidPublicKey', type: 'text', title: 'Chave pública (VAPID)' },
    { name: 'vapidPrivateKey', type: 'text', title: 'Chave privada (VAPID)', adminOnly: true },
    { name: 'icon', type: 'image', title: 'Ícone das notificações' },
    { name: 'askAfterSeconds', type: 'number', title: 'Pedir permissão após (segundos)' },
  ],
};
