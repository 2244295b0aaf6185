/** pt-BR texts of /console/layouts: the content documents and the one open in the editor. */
export const layoutsScreenTexts = {
  description: 'Os conteúdos do projeto: abra um para editar o layout da página, ou crie um novo.',
  listLabel: 'Conteúdos',
  newContent: 'Novo conteúdo',
  loading: 'Carregando os conteúdos...',
  none: 'Este projeto ainda não tem conteúdos. Crie o primeiro com “Novo conteúdo”.',
  failed: (cause: string) => `Não foi possível carregar os conteúdos: ${cause}`,
  /** The row's second line: the document id, which Contents blocks point at. */
  idLine: (id: string) => `id: ${id}`,
  backToList: 'Voltar para os conteúdos',
  newTitle: 'Novo conteúdo',
} as const;
