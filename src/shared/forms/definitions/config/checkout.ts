import type { FormDefinition } from '../../field-definition';

/** config/checkout. The spec shows no field list: the checkout's own rules. */
export const checkoutForm: FormDefinition = {
  collection: 'config',
  title: 'Checkout',
  fields: [
    { name: 'minOrderValue', type: 'number', title: 'Valor mínimo do pedido (R$)' },
    { name: 'allowCoupons', type: 'checkbox', title: 'Aceitar cupons de desconto' },
    { name: 'requireTaxvat', type: 'checkbox', title: 'Exigir CPF/CNPJ' },
    { name: 'cartLinkDays', type: 'number', title: 'Validade dos links de carrinho (dias)' },
    { name: 'termsUrl', type: 'text', title: 'Link dos termos de compra', placeholder: 'https://' },
    { name: 'thankYouMessage', type: 'textarea', title: 'Mensagem após a compra' },
  ],
};
