import type { FieldDefinition } from '../../field-definition';

/**
 * Installment settings (spec 02 §3): the smallest installment, the most installments, and the
 * fee of each month. Used by the payment methods that split a payment and, as defaults, by
 * each gateway (spec 02 §9).
 */
export const installmentsField = (title = 'Parcelamento'): FieldDefinition => ({
  name: 'installments',
  type: 'struct',
  title,
  fields: [
    {
      name: 'minValue',
      type: 'number',
      title: 'Valor mínimo da parcela (R$)',
      placeholder: '50.00',
    },
    { name: 'maxQty', type: 'number', title: 'Máximo de parcelas', placeholder: '12' },
    {
      name: 'fees',
      type: 'array_struct',
      title: 'Juros por parcela',
      help: 'Juros (%) cobrados quando o cliente parcela no número de meses indicado.',
      fields: [
        { name: 'month', type: 'number', title: 'Mês (número de parcelas)' },
        { name: 'fee', type: 'number', title: 'Juros (%)', placeholder: '1.99' },
        {
          name: 'forceFee',
          type: 'checkbox',
          title: 'Forçar juros',
          help: 'Cobra estes juros mesmo em produtos vendidos sem juros.',
        },
      ],
    },
  ],
});
