import { gatewaySettingsForm } from './gateway-settings';

export const asaasForm = gatewaySettingsForm('asaas', [
  { name: 'apiKey', type: 'text', title: 'Chave de API' },
  {
    name: 'walletId',
    type: 'text',
    title: 'ID da carteira',
    help: 'Carteira da loja; as carteiras de split ficam em cada produto.',
  },
]);
