/** pt-BR texts of the block editor (the `editor` field). */
export const blockEditorTexts = {
  blockTypes: {
    paragraph: 'Parágrafo',
    header: 'Título',
    code: 'Código',
    image: 'Imagem',
  },
  addBlock: 'Adicionar bloco',
  fieldGroup: (title: string) => `Blocos de ${title}`,
  empty: 'Nenhum bloco ainda. Use "Adicionar bloco" para começar.',
  block: (position: number, total: number, type: string) =>
    `Bloco ${position} de ${total}: ${type}`,
  moveUp: (position: number) => `Mover bloco ${position} para cima`,
  moveDown: (position: number) => `Mover bloco ${position} para baixo`,
  remove: (position: number) => `Remover bloco ${position}`,
  draftHint: 'Bloco vazio: ele só será salvo quando tiver conteúdo.',
  paragraph: {
    label: (position: number) => `Texto do bloco ${position}`,
    toolbar: (position: number) => `Formatação do bloco ${position}`,
    bold: 'Negrito (Ctrl+B)',
    italic: 'Itálico (Ctrl+I)',
    link: 'Link (Ctrl+K)',
    linkUrl: 'Endereço do link',
    linkApply: 'Aplicar link',
    linkRemove: 'Remover link',
    linkCancel: 'Cancelar',
    linkInvalid: 'Endereço inválido: use um link que comece com http://, https:// ou mailto:',
    linkNoSelection: 'Selecione o texto que vai virar link.',
  },
  header: {
    level: (position: number) => `Nível do título do bloco ${position}`,
    levelOption: (level: number) => `Título ${level} (H${level})`,
    text: (position: number) => `Texto do título do bloco ${position}`,
  },
  code: {
    label: (position: number) => `Código do bloco ${position}`,
  },
  image: {
    url: (position: number) => `URL da imagem do bloco ${position}`,
    urlPlaceholder: 'https://...',
    urlApply: 'Usar URL',
    uploadLabel: (position: number) => `imagem do bloco ${position}`,
    urlInvalid: 'URL inválida: a imagem deve ter um endereço que comece com http:// ou https://',
    caption: (position: number) => `Legenda da imagem do bloco ${position}`,
    withBorder: 'Com borda',
    stretched: 'Largura total',
    withBackground: 'Com fundo',
    previewAlt: 'Pré-visualização da imagem',
    loadFailed: 'Não foi possível carregar a imagem desse endereço.',
  },
  readonly: {
    unknownType: (type: string) =>
      `Bloco do tipo "${type || 'sem tipo'}": não é editável aqui e é mantido sem alterações.`,
    invalidData: (type: string) =>
      `Bloco "${type}" com dados em formato inesperado: não é editável aqui e é mantido sem alterações.`,
  },
  unreadable:
    'O conteúdo salvo neste campo não está no formato de blocos. Ele continua salvo como está e só será substituído se você editar este campo.',
} as const;
