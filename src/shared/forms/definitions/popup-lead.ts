import type { FormDefinition } from '../field-definition';
import { createdAtField } from './common-fields';

export const popupLeadForm: FormDefinition = {
  collection: 'popup-lead',
  title: 'Lead de popup',
  fields: [
    { name: 'customer', type: 'text', title: 'Cliente' },
    { name: 'email', type: 'text', title: 'E-mail' },
    { name: 'phoneNumber', type: 'text', title: 'Telefone' },
    { name: 'location.pathname', type: 'text', title: 'Página' },
    { name: 'location.params', type: 'text', title: 'Parâmetros da página' },
    { name: 'label', type: 'text', title: 'Rótulo' },
    createdAtField,
  ],
};
