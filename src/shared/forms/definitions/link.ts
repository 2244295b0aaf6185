import type { FormDefinition } from '../field-definition';
import { idField } from './common-fields';

export const linkForm: FormDefinition = {
  collection: 'link',
  title: 'Link',
  fields: [
    idField(),
    { name: 'url', type: 'text', title: 'URL de destino', placeholder: 'https://', required: true },
  ],
};
