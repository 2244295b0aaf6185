import { gatewaySettingsForm } from './gateway-settings';

/** The store's own gateway (a manual confirmation, a partner's link): where it is reached. */
export const customGatewayForm = gatewaySettingsForm('custom', [
  { name: 'name', type: 'text', title: 'Nome do gateway' },
  { name: 'apiUrl', type: 'text', title: 'URL da API', placeholder: 'https://' },
  { name: 'apiKey', type: 'text', title: 'Chave de API' },
]);
