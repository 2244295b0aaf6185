import type { FormDefinition } from '../field-definition';
import { stockFileFields } from './stock-file-fields';

export const stockTradeFileForm: FormDefinition = {
  collection: 'stock-trade-file',
  title: 'Arquivo de trade de estoque',
  fields: stockFileFields,
};
