import { gatewaySettingsForm } from './gateway-settings';

export const pagaleveForm = gatewaySettingsForm('pagaleve', [
  { name: 'username', type: 'text', title: 'Usuário da API' },
  { name: 'password', type: 'text', title: 'Senha da API' },
]);
