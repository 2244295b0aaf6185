import type { FormDefinition } from '../../field-definition';
import { streetAddressFields } from '../common-fields';

/** config/store: who the store is. The spec shows no field list: what the storefront shows. */
export const storeForm: FormDefinition = {
  collection: 'config',
  title: 'Loja',
  fields: [
    { name: 'name', type: 'text', title: 'Nome da loja', required: true },
    { name: 'businessName', type: 'text', title: 'Razão social' },
    { name: 'taxvat', type: 'text', title: 'CNPJ' },
    { name: 'url', type: 'text', title: 'Endereço do site', placeholder: 'https://' },
    { name: 'email', type: 'text', title: 'E-mail de atendimento' },
    { name: 'phone', type: 'text', title: 'Telefone' },
    { name: 'whatsapp', type: 'text', title: 'WhatsApp de atendimento' },
    { name: 'logo', type: 'image', title: 'Logotipo' },
    { name: 'address', type: 'struct', title: 'Endereço', fields: streetAddressFields },
    {
      // Spec 02 §5: the admin-only email field accepts comma-separated addresses.
      name: 'adminEmails',
      type: 'text',
      title: 'E-mails dos administradores',
      help: 'Recebem os avisos de pedidos. Separe vários endereços por vírgula.',
      placeholder: 'ana@loja.com.br, joao@loja.com.br',
      adminOnly: true,
    },
  ],
};
