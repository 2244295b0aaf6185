import type { FormDefinition } from '../field-definition';
import { stockFileFields } from './stock-file-fields';

export const stockFileForm: FormDefinition = {
  collection: 'stock-file',
  title: 'Arquivo de estoque',
  fields: stockFileFields,
};
