import type { FormDefinition } from '../field-definition';
import { idField } from './common-fields';

export const customerForm: FormDefinition = {
  collection: 'customer',
  title: 'Cliente',
  fields: [
    idField(),
    { name: 'email', type: 'text', title: 'E-mail' },
    { name: 'firstName', type: 'text', title: 'Nome' },
    { name: 'lastName', type: 'text', title: 'Sobrenome' },
    { name: 'taxvat', type: 'text', title: 'CPF/CNPJ' },
    { name: 'phoneNumber', type: 'text', title: 'Telefone', placeholder: '+5511999999999' },
  ],
};
