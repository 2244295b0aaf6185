import type { FormDefinition } from '../field-definition';
import { skuLinesField } from './common-fields';

export const salesRuleForm: FormDefinition = {
  collection: 'sales-rule',
  title: 'Regra de venda',
  fields: [
    { name: 'name', type: 'text', title: 'Nome', required: true },
    { name: 'description', type: 'textarea', title: 'Descrição' },
    { name: 'startAt', type: 'datetime', title: 'Início' },
    { name: 'endAt', type: 'datetime', title: 'Fim' },
    {
      name: 'rules',
      type: 'array_struct',
      title: 'Regras',
      fields: [
        { name: 'couponCode', type: 'text', title: 'Cupom de desconto' },
        skuLinesField('products', 'Produtos (SKUs)'),
        {
          name: 'priceRule',
          type: 'select',
          title: 'Tipo de preço',
          options: [
            { value: 'fixedDiscount', label: 'Desconto fixo (R$)' },
            { value: 'percentageDiscount', label: 'Desconto percentual (%)' },
            { value: 'fixedPrice', label: 'Preço fixo (R$)' },
          ],
        },
        {
          name: 'priceRuleValue',
          type: 'number',
          title: 'Valor',
          help: 'Desconto fixo: ex.: 200.35. Desconto percentual: ex.: 15.',
        },
        { name: 'onlyCashPayment', type: 'checkbox', title: 'Somente pagamento à vista' },
        {
          name: 'onlyInstallmentPayment',
          type: 'checkbox',
          title: 'Somente pagamento parcelado',
        },
      ],
    },
  ],
};
