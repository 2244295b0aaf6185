/** pt-BR texts of the shared editor widgets: the JSON editor, rich text and embeds. */
export const editorsTexts = {
  jsonEditor: {
    /** Default accessible name; screens pass their own when they have a better one. */
    label: 'Editor JSON',
    loading: 'Carregando editor JSON...',
    loadFailed: 'Não foi possível carregar o editor JSON.',
    retry: 'Tentar novamente',
    // Spec 01 §8, verbatim.
    notFound: 'Documento não encontrado',
    loadDocumentFailed: (detail: string) => `Erro ao carregar documento: ${detail}`,
    toJsonFailed: (detail: string) => `Erro ao converter os dados para JSON: ${detail}`,
    invalidJson: (detail: string) => `JSON inválido: ${detail}`,
    saveFailed: (detail: string) => `Erro ao salvar as alterações no Firestore: ${detail}`,
    // The {detail} parts of the messages above that the helpers produce themselves.
    notAnObject: 'o documento precisa ser um objeto ({ ... })',
    badDate: (path: string, value: string) => `data inválida em ${path}: "${value}"`,
    nothingToConvert: 'não há dados para converter',
    circular: (path: string) => `referência circular em ${path}`,
    bigint: (path: string) => `número grande demais (BigInt) em ${path}`,
  },
  embed: {
    title: 'Conteúdo incorporado',
    loading: 'Carregando conteúdo incorporado...',
    unavailable: 'Não foi possível mostrar o conteúdo incorporado.',
  },
} as const;
