import type { FormDefinition } from '../field-definition';

export const pricingRuleForm: FormDefinition = {
  collection: 'pricing-rule',
  title: 'Regra de precificação',
  fields: [
    { name: 'name', type: 'text', title: 'Nome', required: true },
    { name: 'store', type: 'text', title: 'Loja' },
    {
      name: 'parent',
      type: 'select_nested',
      collection: 'pricing-rule',
      labelField: 'name',
      title: 'Regra pai',
    },
    { name: 'order', type: 'number', title: 'Ordem' },
    { name: 'isActive', type: 'checkbox', title: 'Ativa' },
    {
      name: 'conditions',
      type: 'condition',
      conditionFields: 'product',
      title: 'Condições',
      help: 'Os produtos a que a regra se aplica.',
    },
    { name: 'markup', type: 'number', title: 'Markup (%)', help: 'ex.: 15' },
    { name: 'isFreeShipping', type: 'checkbox', title: 'Frete grátis' },
  ],
};
