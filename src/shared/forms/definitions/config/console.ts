import type { FormDefinition } from '../../field-definition';
import { DEFAULT_CONSOLE_CONFIG } from '../../../settings/console-config';

/** config/console: read by readConsoleConfig (settings/console-config.ts), same keys. */
export const consoleForm: FormDefinition = {
  collection: 'config',
  title: 'Console',
  adminOnly: true,
  fields: [
    {
      name: 'privilegedClaim',
      type: 'text',
      title: 'Claim dos administradores',
      placeholder: DEFAULT_CONSOLE_CONFIG.privilegedClaim,
      help: `Vazio: ${DEFAULT_CONSOLE_CONFIG.privilegedClaim}.`,
    },
    {
      name: 'assistantProjectId',
      type: 'text',
      title: 'Projeto do assistente de IA',
      help: 'Vazio: o projeto ativo. Apenas letras, números, - e _.',
    },
    {
      name: 'storefrontDomain',
      type: 'text',
      title: 'Domínio da loja',
      placeholder: 'www.minhaloja.com.br',
      help: 'Os eventos com produto abrem https://{domínio}/{código}. Vazio: sem link.',
    },
  ],
};
