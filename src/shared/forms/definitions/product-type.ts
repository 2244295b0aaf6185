import type { FormDefinition } from '../field-definition';
import { idField } from './common-fields';

export const productTypeForm: FormDefinition = {
  collection: 'product-type',
  title: 'Tipo de produto',
  fields: [
    idField(),
    { name: 'name', type: 'text', title: 'Nome', required: true },
    {
      name: 'filters',
      type: 'array_struct',
      title: 'Filtros',
      fields: [
        { name: 'name', type: 'text', title: 'Nome', required: true },
        { name: 'description', type: 'textarea', title: 'Descrição' },
        {
          name: 'type',
          type: 'select',
          title: 'Tipo',
          options: [
            { value: 'checkbox', label: 'Caixa de seleção' },
            { value: 'text', label: 'Texto' },
            { value: 'number', label: 'Número' },
          ],
        },
        { name: 'isArray', type: 'checkbox', title: 'Aceita vários valores' },
        { name: 'range', type: 'checkbox', title: 'Filtrar por faixa de valores' },
        {
          name: 'options',
          type: 'array_field',
          title: 'Opções',
          field: { name: 'option', type: 'text', title: 'Opção' },
        },
      ],
    },
  ],
};
