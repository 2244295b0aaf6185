/** The product page and its single-product sync flows (spec 01 §2, §4). */
export const productTexts = {
  header: {
    loading: 'Carregando imagem e nome do produto...',
    failed: (detail: string) => `Não foi possível carregar o produto na API do console: ${detail}`,
    noImage: 'Sem imagem',
    noSiteName: 'Sem nome no site',
    imageAlt: (name: string) => `Imagem do produto ${name}`,
  },
  data: {
    loading: 'Carregando dados do produto...',
    failed: (detail: string) => `Não foi possível ler os dados do produto: ${detail}`,
    missingTitle: (code: string) => `O produto ${code} não existe neste projeto`,
    missing: (path: string) =>
      `Nenhum documento em ${path}. Importe-o com 'Importar Produto Tramontina'.`,
    stillMissingTitle: 'O documento do produto ainda não existe',
    stillMissing: (path: string) =>
      `A sincronização terminou, mas ainda não há documento em ${path}. O serviço grava o produto no banco de dados do projeto; ele aparece aqui assim que for gravado.`,
  },
  flows: {
    title: 'Sincronização do produto',
    blingSync: 'Sincronizar Bling',
    tstockImport: 'Importar Produto Tramontina',
    tstockSync: 'Sincronizar TStock',
    retry: 'Tentar novamente',
    dismiss: 'Fechar',
    stepOf: (step: number, last: number) => `Etapa ${step} de ${last}`,
    failedTitle: (flow: string, step: number, label: string) =>
      `${flow}: a etapa ${step} (${label}) falhou`,
    status: (status: number) => (status === 0 ? 'Sem resposta do serviço' : `HTTP ${status}`),
    noDownloadUrl: 'A resposta do TStock não trouxe o link de download (downloadUrl).',
    missingDownloadUrl: 'Sem link de download do TStock (etapa 2).',
  },
  blingSteps: {
    1: 'Buscando dados do Bling...',
    2: 'Atualizando...',
  } as Record<number, string>,
  tstockSteps: {
    1: 'Buscando dados do web service...',
    2: 'Buscando dados do TStock...',
    3: 'Baixando imagens...',
    4: 'Enviando ao banco de dados...',
    5: 'Procurando no Bling...',
    6: 'Buscando dados do Bling...',
    7: 'Atualizando...',
  } as Record<number, string>,
  prompts: {
    company: 'Qual o código da fábrica do produto?',
    code: 'Qual o código do produto?',
    ok: 'OK',
    cancel: 'Cancelar',
    noCompany: 'Primeiro deve informar o id da empresa',
    badCompany: 'O código da fábrica deve ser um número inteiro, por exemplo 1 ou 28.',
    noCode: 'Informe o código do produto.',
  },
} as const;
