import { webSessionTexts } from './web-session';

/** pt-BR texts of the web shell host and the WebSocket bridge. */
export const webTexts = {
  session: webSessionTexts,
  malformedMessage:
    'Mensagem do bridge malformada: esperado {"type":"invoke","id","name","input"}.',
  foreignOrigin: 'Conexão recusada: origem não autorizada.',
  notFound: 'Não encontrado.',
  fileRefused: 'Arquivo não disponível: só arquivos escolhidos pelo usuário podem ser lidos.',
  /** Main has no dialog to show in a browser: the page opens and saves files itself. */
  mainDialogRefused:
    'No console web, os arquivos são escolhidos e salvos pelo navegador; o processo principal não abre diálogos de arquivo.',
  methodNotAllowed: 'Método não permitido.',
  badHost: 'Host não autorizado.',
  unhandledRejection:
    'Erro inesperado no servidor web do console (registrado aqui; o console segue funcionando):',
  answerUnsendable: (name: string) =>
    `A resposta de ${name} não pôde ser enviada ao navegador (grande demais ou inválida). O console segue funcionando; tente de novo com menos dados.`,
  slowReader: (bytes: number) =>
    `Página desconectada: não lia as respostas do bridge (${Math.round(bytes / 1024)} KB pendentes). Ela reconecta sozinha.`,
  sessionRequired:
    'Sessão do console ausente ou inválida. Abra o endereço completo (com ?token=) mostrado no terminal do "npm run web".',
  refusedExternalUrl: (url: string) => `URL recusada: ${url}. Só links https podem ser abertos.`,
  hostFailed: 'Falha interna do servidor web.',
  listening: (launchUrl: string) =>
    `Console Desktop web: abra ${launchUrl}\n(o endereço é a chave desta sessão: não o compartilhe)`,
  testHooksIgnored:
    'CONSOLE_TEST_HOOKS foi ignorada: os ganchos de teste só existem nos testes automatizados.',
  stopping: 'Encerrando o Console Desktop web...',
  missingBuild: (dir: string) =>
    `Renderer não encontrado em ${dir}. Rode "npm run web" (ou "npx vite build --config vite.web.config.ts").`,
  invalidPort: (value: string) => `CONSOLE_PORT inválida: ${value}. Use um número entre 0 e 65535.`,
  portInUse: (port: number) =>
    `A porta ${port} já está em uso. Defina outra com CONSOLE_PORT=<porta>.`,
  /** Texts of the Electron shell (tray, native boxes); they share this section with the web host. */
  desktop: {
    trayTooltip: 'Console Desktop',
    trayOpen: 'Abrir',
    trayQuit: 'Sair',
    pendingChangesTitle: 'Alterações pendentes',
    pendingChanges:
      'Você possui alterações pendentes que não foram salvas. Tem certeza que deseja sair?',
    pendingChangesLeave: 'Sair',
    pendingChangesStay: 'Cancelar',
    sync: {
      tooltipIdle: 'Console Desktop',
      status: { running: 'Sincronizando', paused: 'Pausada', finished: 'Concluída' },
      progress: (status: string, finished: number, total: number, failed: number) =>
        `${status}: ${finished} de ${total} produtos${failed ? ` (${failed} com erro)` : ''}`,
      pause: 'Pausar',
      start: 'Iniciar',
      closedToTrayTitle: 'A sincronização continua',
      closedToTray:
        'A janela foi fechada, mas a sincronização segue em segundo plano. Abra o Console Desktop pela bandeja.',
      finishedTitle: 'Sincronização concluída',
      finishedBody: (done: number, failed: number) =>
        `${done} produto(s) concluído(s), ${failed} com erro.`,
      quitTitle: 'Sincronização em andamento',
      quitMessage:
        'Há uma sincronização em andamento. Se sair agora, ela fica pausada e pode ser retomada na próxima vez que abrir o Console Desktop.',
      quitConfirm: 'Sair mesmo assim',
      quitCancel: 'Continuar sincronizando',
    },
  },
} as const;
