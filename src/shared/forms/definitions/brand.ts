import type { FormDefinition } from '../field-definition';
import { idField } from './common-fields';

export const brandForm: FormDefinition = {
  collection: 'brand',
  title: 'Marca',
  fields: [idField(), { name: 'name', type: 'text', title: 'Nome', required: true }],
};
