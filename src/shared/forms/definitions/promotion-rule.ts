import type { FormDefinition } from '../field-definition';

export const promotionRuleForm: FormDefinition = {
  collection: 'promotion-rule',
  title: 'Regra de promoção',
  fields: [
    { name: 'title', type: 'text', title: 'Título', required: true },
    { name: 'description', type: 'textarea', title: 'Descrição' },
    { name: 'priority', type: 'number', title: 'Prioridade' },
    { name: 'function', type: 'textarea', title: 'Função' },
  ],
};
