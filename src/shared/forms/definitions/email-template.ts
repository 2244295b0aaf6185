import type { FormDefinition } from '../field-definition';

export const emailTemplateForm: FormDefinition = {
  collection: 'email-template',
  title: 'Modelo de e-mail',
  fields: [
    { name: 'title', type: 'text', title: 'Título', required: true },
    { name: 'subject', type: 'text', title: 'Assunto', placeholder: '{{firstName}}, ...' },
    { name: 'body', type: 'textarea', title: 'Corpo (HTML)' },
  ],
};
