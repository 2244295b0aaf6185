import type { FieldDefinition, FormDefinition } from '../../field-definition';
import { installmentsField } from './installments';
import { paymentGatewayLabels, type PaymentGatewayId } from './payment-gateways';

const sandboxField: FieldDefinition = {
  name: 'sandbox',
  type: 'checkbox',
  title: 'Ambiente de testes (sandbox)',
};

/**
 * config/payment-{gateway}: one gateway's credentials and its installment defaults (spec 02
 * §9). The spec shows no credential fields: these are what each gateway's API asks for.
 * Credentials: the whole document is for administrators only.
 */
export const gatewaySettingsForm = (
  gateway: PaymentGatewayId,
  credentials: readonly FieldDefinition[],
): FormDefinition => ({
  collection: 'config',
  title: `Gateway ${paymentGatewayLabels[gateway]}`,
  adminOnly: true,
  fields: [...credentials, sandboxField, installmentsField('Parcelamento padrão')],
});
