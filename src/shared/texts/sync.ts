/** pt-BR texts of bulk product sync: task labels, run messages, backend send, history. */

const storeLabels = {
  shopee: 'Shopee',
  amazon: 'Amazon',
  magalu: 'Magalu',
  madeiramadeira: 'MadeiraMadeira',
  default: 'padrão (sem marketplace)',
} as const;

type StoreKey = keyof typeof storeLabels;

export const syncTexts = {
  tasks: {
    blingWarehouse: 'Bling → Armazém de dados',
    tramontinaWebservice: 'Tramontina → Serviço web',
    tstock: 'TStock → Armazém de dados (arquivos)',
    tramontinaFirestore: 'Tramontina → Banco de documentos',
    frankeStore: 'Franke → Loja',
    dokaProductSite: 'Doka → Site do produto',
    blingCreate: 'Bling → Criar produto',
    blingUpdateFlag: 'Bling → Atualizar flag',
    blingStore: (store: StoreKey) =>
      store === 'default'
        ? 'Bling → Produto na loja (sem marketplace)'
        : `Bling → Produto na loja ${storeLabels[store]}`,
    blingStoreDelete: 'Bling → Remover produto da loja',
    aiTitle: 'IA → Título',
    aiDescription: 'IA → Descrição',
    aiSales: 'IA → Texto de vendas',
    aiBadges: 'IA → Selos',
    aiFacets: 'IA → Facetas',
    aiReviews: 'IA → Avaliações',
    aiAll: 'IA → Todos os textos (título, descrição, vendas, selos e facetas)',
    site: (name: string) => `Site ${name}`,
  },
  storeLabel: (store: StoreKey) => storeLabels[store],
  storeIdMissing: (store: StoreKey) =>
    `Indisponível: o id da loja ${storeLabels[store]} no Bling não está configurado. Informe-o no perfil de conexão, em Configurações.`,
  input: {
    noCodes: 'Informe ao menos um código de produto (um por linha).',
    noTasks: 'Selecione ao menos uma tarefa.',
    noWorkersUrl:
      'A URL do serviço de sincronização não está configurada. Configure-a em Configurações antes de sincronizar.',
    noBlingAccount: (tasks: string) => `Selecione a conta do Bling para: ${tasks}.`,
    badBlingAccount: 'Conta do Bling inválida: escolha uma conta da lista.',
    unknownTask: (id: string) => `Tarefa desconhecida: ${id}.`,
    taskUnavailable: (label: string, reason: string) => `${label}: ${reason}`,
    badConcurrency: 'Processos Simultâneos deve ser um número inteiro de 1 a 10.',
    badDelay: 'O intervalo entre produtos deve ser um número inteiro de 0 a 60000 ms.',
    listTooLarge: (max: number) =>
      `A lista de códigos é grande demais: uma sincronização aceita até ${max.toLocaleString('pt-BR')} códigos. Divida a lista em partes.`,
    badCodes: (count: number, examples: string) =>
      `${count} código(s) inválido(s): ${examples}. Use até 64 letras, números, ponto, hífen ou sublinhado, começando por letra ou número.`,
    tooManyCodes: (count: number, max: number) =>
      `São ${count.toLocaleString('pt-BR')} códigos; uma sincronização aceita até ${max.toLocaleString('pt-BR')}. Divida a lista em partes.`,
    duplicatesDropped: (count: number, examples: string) =>
      `${count} código(s) repetido(s) ignorado(s): ${examples}.`,
  },
  run: {
    noErrorsToRetry: 'Nenhum erro para retentar!',
    noRun: 'Nenhuma sincronização carregada.',
    alreadyRunning: 'Já existe uma sincronização em andamento. Pause-a antes de iniciar outra.',
    stillFinishing:
      'Aguarde: os produtos em andamento ainda estão terminando. Tente novamente em instantes.',
    alreadyFinished: 'Esta sincronização já terminou. Use Retentar Erros ou inicie outra.',
    noCompany: (code: string) =>
      `O código ${code} não tem empresa: o prefixo não consta na tabela de empresas.`,
    tstockUnreadable: 'Resposta do TStock ilegível: o campo downloadUrl não veio na resposta.',
    unexpected: (detail: string) =>
      `Erro inesperado ao chamar o serviço de sincronização: ${detail}.`,
    parallelFailed: (failed: string) => `Falharam: ${failed}.`,
    persistFailed: (detail: string) =>
      `Não foi possível gravar o andamento da sincronização em disco: ${detail}. A sincronização foi pausada.`,
    restored: (runId: string) =>
      `Sincronização ${runId} restaurada como pausada após reinício do aplicativo.`,
    unknownRun: (runId: string) => `Sincronização não encontrada: ${runId}.`,
  },
  journal: {
    partialLineDropped: (file: string) =>
      `Diário de sincronização ${file}: última linha incompleta descartada (o aplicativo foi encerrado durante a gravação).`,
    corruptLineSkipped: (file: string, line: number) =>
      `Diário de sincronização ${file}: linha ${line} ilegível ignorada.`,
    unreadable: (file: string, detail: string) =>
      `Diário de sincronização ${file} ilegível (${detail}); movido para ${file}.corrupt.`,
    sendStateUnreadable: (file: string, detail: string) =>
      `Estado do envio para o backend ${file} ilegível e ignorado (${detail}); o próximo envio recomeça do início.`,
    historyUnreadable: (file: string, detail: string) =>
      `Histórico de sincronização ${file} ilegível e ignorado: ${detail}.`,
  },
  send: {
    nothingToSend: 'Nenhuma URL de tarefa para enviar.',
    noApiUrl:
      'A URL da API do console não está configurada. Configure-a em Configurações antes de enviar para o backend.',
    alreadySending: 'O envio para o backend já está em andamento.',
    skippedNoCompany: (count: number) =>
      `${count} tarefa(s) ignorada(s): o código não tem empresa pelo prefixo.`,
    chunkFailed: (chunk: number, total: number, detail: string) =>
      `Falha ao enviar o lote ${chunk} de ${total}: ${detail} Clique em Enviar para backend para retomar; os lotes já enviados não serão repetidos.`,
  },
  csv: {
    code: 'Código',
    task: 'Tarefa',
    status: 'Status HTTP',
    url: 'URL',
    durationMs: 'Duração (ms)',
    message: 'Mensagem',
    bodyExcerpt: 'Trecho da resposta',
  },
  screen: {
    blingAccount: 'Conta do Bling',
    blingAccountPlaceholder: 'Escolha a conta do Bling',
    noBlingAccounts: 'Nenhuma conta do Bling cadastrada (config/bling).',
    blingAccountsFailed: (detail: string) => `Não foi possível ler as contas do Bling: ${detail}`,
    concurrency: 'Processos Simultâneos',
    delay: 'Intervalo entre produtos (ms)',
    tasks: 'Tarefas',
    codes: 'Códigos dos produtos (um por linha)',
    codesCount: (count: number, max: number) =>
      `${count === 1 ? '1 código único' : `${count.toLocaleString('pt-BR')} códigos únicos`} (máximo de ${max.toLocaleString('pt-BR')} por sincronização)`,
    start: 'Iniciar',
    pause: 'Pausar',
    newRun: 'Nova sincronização',
    sendToBackend: 'Enviar para backend',
    retryErrors: 'Retentar Erros',
    exportErrors: 'Exportar erros (CSV)',
    exported: (path: string) => `Erros exportados em ${path}.`,
    commandFailed: (detail: string) => `Falha na operação: ${detail}`,
    openSettings: 'Abrir Configurações',
    sendProgress: (sent: number, total: number) => `Envio para o backend: lote ${sent} de ${total}`,
    confirmSendOk: 'Enviar',
    confirmSendCancel: 'Cancelar',
    sendDone: (urls: number) => `Envio para o backend concluído: ${urls} URL(s) enviadas.`,
    sendFailed: 'Envio para o backend com falha',
    restored:
      'Esta sincronização foi restaurada após o reinício do aplicativo e está pausada. Clique em Iniciar para retomá-la.',
    lastError: 'Erro ao gravar o andamento',
    noRun: 'Nenhuma sincronização ainda. Preencha o formulário à esquerda e clique em Iniciar.',
    status: { running: 'Em andamento', paused: 'Pausada', finished: 'Concluída' },
    counters: {
      total: 'Total',
      done: 'Concluídos',
      failed: 'Com erros',
      running: 'Em andamento',
      throughput: 'Produtos/min',
      eta: 'Tempo restante',
    },
    etaUnknown: '—',
    grid: 'Andamento por produto',
    code: 'Código',
    cell: {
      pending: 'aguardando',
      running: 'em andamento',
      ok: 'concluído',
      error: 'erro',
      loading: 'carregando',
    },
    cellLabel: (code: string, task: string, state: string) => `${code} — ${task}: ${state}`,
    errorDetail: (code: string, task: string) => `Erro: ${code} — ${task}`,
    errorFields: {
      message: 'Mensagem',
      status: 'Status HTTP',
      noStatus: 'sem resposta',
      url: 'URL',
      noUrl: 'nenhuma chamada feita',
      duration: 'Duração',
      body: 'Trecho da resposta',
      noBody: '(vazio)',
    },
    close: 'Fechar',
    history: 'Histórico de sincronizações',
    historyEmpty: 'Nenhuma sincronização concluída ainda.',
    historyFailed: (detail: string) => `Não foi possível carregar o histórico: ${detail}`,
    historyEntry: {
      date: 'Data',
      codes: 'Códigos',
      tasks: 'Tarefas',
      counts: 'Resultado',
      countsValue: (done: number, failed: number, total: number) =>
        `${done} concluído(s), ${failed} com erro(s) de ${total}`,
      duration: 'Duração',
      outcome: 'Situação',
      finished: 'Concluída',
      interrupted: 'Interrompida',
    },
    mirrorFailed: (detail: string) => `Não foi possível ler o estado da sincronização: ${detail}`,
  },
} as const;
