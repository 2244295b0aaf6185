import type { FieldDefinition, FormDefinition } from '../field-definition';

// Each group is one condition over the segment rule fields of spec 02 §3.
const ruleCondition = (name: string, title: string, help: string): FieldDefinition => ({
  name,
  type: 'condition',
  conditionFields: 'segment',
  title,
  help,
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
        ruleCondition('in', 'Incluir', 'Clientes que atendem a esta condição entram no segmento.'),
        ruleCondition(
          'only',
          'Somente',
          'Se preenchida, só ficam os clientes que também a atendem.',
        ),
        ruleCondition(
          'not-in',
          'Excluir',
          'Clientes que atendem a esta condição saem do segmento.',
        ),
      ],
    },
  ],
};
