import type { FieldDefinition, FormDefinition, SelectOption } from '../../field-definition';
import { installmentsField } from './installments';
import {
  creditCardGateways,
  creditCardLinkGateways,
  installmentPixGateways,
} from './payment-gateways';

const activeField: FieldDefinition = { name: 'active', type: 'checkbox', title: 'Ativo' };

const gatewayField = (options: readonly SelectOption[]): FieldDefinition => ({
  name: 'gateway',
  type: 'select',
  title: 'Gateway de pagamento',
  options,
});

// Spec 02 §6: these two may be offered to administrators only at checkout.
const adminOnlyAtCheckoutField: FieldDefinition = {
  name: 'adminOnly',
  type: 'checkbox',
  title: 'Somente administradores veem no checkout',
};

const discountField: FieldDefinition = {
  name: 'discountPercentage',
  type: 'number',
  title: 'Desconto (%)',
  placeholder: '5',
};

const dueDaysField: FieldDefinition = {
  name: 'dueDays',
  type: 'number',
  title: 'Vencimento (dias)',
  placeholder: '3',
};

const method = (
  name: string,
  title: string,
  fields: readonly FieldDefinition[],
): FieldDefinition => ({ name, type: 'struct', title, fields: [activeField, ...fields] });

/**
 * config/payment: the checkout's payment methods (spec 02 §3). Where the spec lists gateways
 * for a method, the method picks one of those; boleto, pix, custom, free and boleto faturado
 * list none, so they have no gateway choice.
 */
export const paymentMethodsForm: FormDefinition = {
  collection: 'config',
  title: 'Formas de pagamento',
  fields: [
    method('creditCard', 'Cartão de crédito', [
      gatewayField(creditCardGateways),
      installmentsField(),
    ]),
    method('boleto', 'Boleto', [dueDaysField, discountField]),
    method('pix', 'Pix', [discountField]),
    method('installmentPix', 'Pix parcelado', [
      gatewayField(installmentPixGateways),
      installmentsField(),
    ]),
    method('creditCardLink', 'Link de cartão de crédito', [
      gatewayField(creditCardLinkGateways),
      adminOnlyAtCheckoutField,
      installmentsField(),
    ]),
    method('custom', 'Forma de pagamento personalizada', [
      { name: 'title', type: 'text', title: 'Nome no checkout' },
      { name: 'instructions', type: 'textarea', title: 'Instruções ao cliente' },
      adminOnlyAtCheckoutField,
    ]),
    method('free', 'Pedido gratuito', []),
    method('boletoFaturado', 'Boleto faturado', [dueDaysField]),
  ],
};
