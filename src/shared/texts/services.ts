/** pt-BR texts of the main-process services (settings, HTTP client, dialogs, files, seed). */

const serviceLabels = {
  workers: 'serviço de sincronização',
  api: 'API do console',
  functions: 'serviço de functions',
} as const;

type ServiceKey = keyof typeof serviceLabels;

export const servicesTexts = {
  settings: {
    invalidProfile: (details: string) => `Perfil de conexão inválido: ${details}`,
    invalidProjectId: (details: string) => `Projeto inválido: ${details}`,
    field: (path: string, message: string) => `${path}: ${message}`,
  },
  http: {
    serviceLabel: (service: ServiceKey) => serviceLabels[service],
    notConfigured: (service: ServiceKey) =>
      `A URL do ${serviceLabels[service]} não está configurada. Configure-a em Configurações.`,
    httpError: (service: ServiceKey, status: number, statusText: string) =>
      `O ${serviceLabels[service]} respondeu com erro ${status}${statusText ? ` (${statusText})` : ''}.`,
    network: (service: ServiceKey, url: string, detail: string) =>
      `Não foi possível conectar ao ${serviceLabels[service]} (${url}): ${detail}.`,
    timeout: (service: ServiceKey, seconds: number) =>
      `O ${serviceLabels[service]} não respondeu em ${seconds} s. Tente novamente.`,
    aborted: 'Requisição cancelada.',
    tooLarge: (service: ServiceKey, limit: string) =>
      `A resposta do ${serviceLabels[service]} passou de ${limit} e foi descartada. Peça menos dados de uma vez.`,
    dotSegment: (path: string) =>
      `Caminho recusado: "${path}" tem um trecho "." ou "..", que mudaria o endereço chamado.`,
    badUrl: (service: ServiceKey, detail: string) =>
      `Endereço inválido para o ${serviceLabels[service]}: ${detail}. Verifique em Configurações.`,
  },
  dialogs: {
    filterImages: 'Imagens',
    filterVideos: 'Vídeos',
    filterCsv: 'Planilhas CSV',
    filterAll: 'Todos os arquivos',
    // Spec 01 §5's alert first, verbatim, then which files were refused.
    csvOnly: (names: string) => `Please select a CSV file. Não é CSV: ${names}.`,
    chosenFileUnavailable: (path: string) =>
      `O arquivo escolhido não existe ou não é um arquivo comum: ${path}.`,
    saveFailed: (path: string, detail: string) =>
      `Não foi possível salvar o arquivo em ${path}: ${detail}`,
  },
  files: {
    unknownToken: 'Arquivo não autorizado: ele não foi escolhido pelo usuário nesta sessão.',
    missing: (path: string) => `O arquivo escolhido não existe mais: ${path}.`,
    notRegular: (path: string) => `O caminho escolhido não é um arquivo comum: ${path}.`,
    changed: (path: string) =>
      `O arquivo escolhido foi trocado depois da escolha: ${path}. Escolha-o de novo.`,
  },
  csv: {
    /** Spec 01 §5, verbatim: the alert for an import file that is not CSV. */
    notCsv: 'Please select a CSV file',
    exportGone:
      'A exportação foi interrompida (cancelada ou parada por muito tempo). Exporte de novo.',
    tooLarge: (name: string, megabytes: number) =>
      `O arquivo ${name} passa de ${megabytes} MB; divida-o em arquivos menores para importar.`,
    tooManyRows: (name: string, maxRows: number) =>
      `O arquivo ${name} tem mais de ${maxRows.toLocaleString('pt-BR')} linhas de dados; divida-o em arquivos menores para importar.`,
    empty: (name: string) => `O arquivo ${name} está vazio: falta a linha de cabeçalho.`,
    emptyHeader: (column: number) =>
      `A coluna ${column} do cabeçalho está sem nome. Dê um nome a ela ou apague a coluna.`,
    duplicateHeader: (names: string) => `O cabeçalho repete colunas: ${names}. Use nomes únicos.`,
    tooManyColumns: (count: number, max: number) =>
      `O arquivo tem ${count.toLocaleString('pt-BR')} colunas; o máximo é ${max.toLocaleString('pt-BR')}. Apague as colunas que não fazem parte da coleção.`,
    duplicateFields: 'Os campos da exportação se repetem.',
    unreadable: (name: string, detail: string) =>
      `Não foi possível ler o arquivo ${name}: ${detail}`,
    badEncoding: (name: string) =>
      `O arquivo ${name} mistura UTF-8 com outra codificação, e os acentos sairiam errados. No Excel, salve-o como "CSV UTF-8 (delimitado por vírgulas)" e importe de novo.`,
    tooFewFields: (expected: number, found: number) =>
      `A linha tem ${found} ${found === 1 ? 'coluna' : 'colunas'}, mas o cabeçalho tem ${expected}; linha ignorada.`,
    tooManyFields: (expected: number, found: number) =>
      `A linha tem ${found} colunas, mas o cabeçalho tem ${expected}; linha ignorada.`,
    missingQuotes: 'Aspas abertas e nunca fechadas: esta linha e as seguintes foram ignoradas.',
    invalidQuotes: 'Aspas mal formadas; linha ignorada.',
    otherParseError: (detail: string) => `Linha mal formada (${detail}); linha ignorada.`,
    recordTooLong: (name: string, row: number, maxChars: number) =>
      `A linha ${row} do arquivo ${name} passa de ${maxChars.toLocaleString('pt-BR')} caracteres sem terminar: há aspas abertas e nunca fechadas, ou uma linha longa demais. Corrija o arquivo e importe de novo; nada foi importado.`,
  },
  app: {
    seedMissing: (path: string) => `Arquivo de dados iniciais não encontrado: ${path}.`,
    seedUnreadable: (path: string, detail: string) =>
      `Não foi possível ler o arquivo de dados iniciais ${path}: ${detail}`,
    seedNotJson: (path: string) => `O arquivo de dados iniciais não é um JSON válido: ${path}.`,
    seedInvalid: (path: string, detail: string) =>
      `O arquivo de dados iniciais ${path} não tem o formato esperado: ${detail}`,
  },
  store: {
    corruptFile: (path: string, backup: string) =>
      `Arquivo de configurações corrompido (${path}); começando do zero. Cópia guardada em ${backup}.`,
  },
} as const;
