import type { FieldDefinition, FormDefinition } from '../field-definition';

const ruleList = (name: string, title: string, help: string): FieldDefinition => ({
  name,
  type: 'array_field',
  title,
  help,
  field: { name: 'rule', type: 'text', title: 'Regra' },
});

export const customerSegmentForm: FormDefinition = {
  collection: 'customer-segment',
  title: 'Segmento de clientes',
  fields: [
    { name: 'name', type: 'text', title: 'Nome', required: true },
    {
      name: 'parent',
      type: 'select_nested',
      collection: 'customer-segment',
      labelField: 'name',
      title: 'Segmento pai',
    },
    {
      name: 'emails',
      type: 'textarea',
      title: 'E-mails',
      help: 'Endereços separados por vírgula.',
    },
    {
      name: 'rules',
      type: 'struct',
      title: 'Regras',
      fields: [
        ruleList('in', 'Incluir', 'ex.: orders.shippingAddress.state = RS'),
        ruleList('only', 'Somente', 'Só clientes que atendem a todas estas regras.'),
        ruleList('not-in', 'Excluir', 'Regras ou IDs de segmentos a excluir.'),
      ],
    },
  ],
};
