import { gatewaySettingsForm } from './gateway-settings';

export const bellunoForm = gatewaySettingsForm('belluno', [
  { name: 'token', type: 'text', title: 'Token de API' },
]);
