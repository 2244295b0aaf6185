import { gatewaySettingsForm } from './gateway-settings';

export const mercadoPagoForm = gatewaySettingsForm('mercadopago', [
  { name: 'publicKey', type: 'text', title: 'Public key' },
  { name: 'accessToken', type: 'text', title: 'Access token' },
]);
