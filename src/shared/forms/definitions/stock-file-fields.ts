import type { FieldDefinition } from '../field-definition';

/** Stock files and trade files share their fields (spec 02 §3). */
export const stockFileFields: readonly FieldDefinition[] = [
  {
    name: 'status',
    type: 'select',
    title: 'Situação',
    options: [
      { value: 'queued', label: 'Na fila' },
      { value: 'processing', label: 'Processando' },
      { value: 'success', label: 'Concluído' },
    ],
  },
  { name: 'logFile', type: 'file', title: 'Arquivo de log' },
  {
    name: 'tradeFiles',
    type: 'array_field',
    title: 'Arquivos de trade',
    field: { name: 'file', type: 'file', title: 'Arquivo' },
  },
];
