import type { SelectOption } from '../../field-definition';

/** The gateways of spec 02 §3, by the id the payment methods store. */
export const paymentGatewayLabels = {
  mercadopago: 'Mercado Pago',
  asaas: 'Asaas',
  belluno: 'Belluno',
  pagaleve: 'Pagaleve',
  custom: 'Personalizado',
} as const;

export type PaymentGatewayId = keyof typeof paymentGatewayLabels;

const gatewayOptions = (...ids: PaymentGatewayId[]): readonly SelectOption[] =>
  ids.map((id) => ({ value: id, label: paymentGatewayLabels[id] }));

/** Each method offers only its own gateways (spec 02 §3, "Payment gateway options by method"). */
export const creditCardGateways = gatewayOptions('mercadopago', 'belluno', 'asaas');
export const installmentPixGateways = gatewayOptions('asaas', 'pagaleve');
export const creditCardLinkGateways = gatewayOptions('belluno', 'asaas');
