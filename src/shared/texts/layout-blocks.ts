/** pt-BR texts of the layout editor's blocks (spec 01 §2, §3): their canvas views and property forms. */
export const layoutBlocksTexts = {
  image: {
    empty: 'Imagem: escolha um arquivo no painel de propriedades.',
    noPreview: (name: string) => `A imagem "${name}" não tem um endereço http(s) para a prévia.`,
  },
  video: {
    empty: 'Vídeo: escolha um arquivo no painel de propriedades.',
    label: (name: string) => `Vídeo ${name}`,
    noPreview: (name: string) => `O vídeo "${name}" não tem um endereço http(s) para a prévia.`,
  },
  file: {
    empty: 'Arquivo: escolha um arquivo no painel de propriedades.',
    card: (name: string) => `Arquivo ${name}`,
  },
  products: {
    empty: 'Products: informe os códigos dos produtos no painel de propriedades.',
    list: 'Produtos do bloco',
    loading: 'Carregando os produtos...',
    loadFailed: (cause: string) => `Não foi possível carregar os produtos: ${cause}`,
    missing: (id: string) => `O produto "${id}" não existe neste projeto.`,
    noPrice: 'Sem preço',
    more: (count: number) => `+${count}`,
    moreLabel: (count: number) =>
      count === 1 ? 'Mais 1 produto não exibido' : `Mais ${count} produtos não exibidos`,
  },
  content: {
    empty: 'Contents: escolha um conteúdo no painel de propriedades.',
    loading: (id: string) => `Carregando o conteúdo "${id}"...`,
    loadFailed: (id: string, cause: string) =>
      `Não foi possível carregar o conteúdo "${id}": ${cause}`,
    missing: (id: string) => `O conteúdo "${id}" não existe neste projeto.`,
    invalid: (id: string) => `O layout salvo do conteúdo "${id}" é inválido e não é exibido:`,
    caption: (title: string) => `Conteúdo: ${title}`,
  },
  embed: {
    empty: 'Embed: cole o HTML no painel de propriedades.',
    frameTitle: 'Conteúdo incorporado (Embed)',
  },
  forms: {
    className: 'Classe CSS',
    classNameHint: 'Nomes de classe separados por espaço.',
    href: 'Link (href)',
    hrefHint: 'Opcional: o container inteiro vira um link.',
    hrefUnsafe:
      'Link não salvo: use http, https, mailto, tel ou um endereço relativo (sem javascript:, data: etc.).',
    file: 'Arquivo',
    image: 'Imagem',
    video: 'Vídeo',
    url: 'Ou cole um endereço (URL)',
    urlNotHttp: 'Só endereços http(s) aparecem na prévia.',
    alt: 'Texto alternativo (alt)',
    altHint: 'Descreve a imagem para quem não a vê.',
    label: 'Rótulo do link',
    products: 'Códigos dos produtos',
    productsHint: 'Separados por vírgula, por exemplo: 1011, 2104.',
    productsCount: (count: number) =>
      count === 0 ? 'Nenhum produto.' : count === 1 ? '1 produto.' : `${count} produtos.`,
    content: 'Conteúdo',
    contentPlaceholder: 'Buscar pelo título ou id',
    contentLoading: 'Carregando os conteúdos...',
    contentLoadFailed: (cause: string) => `Não foi possível carregar os conteúdos: ${cause}`,
    contentNone: 'Nenhum conteúdo encontrado.',
    contentOption: (title: string, id: string) => (title === id ? id : `${title} (${id})`),
    contentRefused: 'Conteúdo não escolhido:',
    embed: 'HTML do embed',
    embedNote:
      'O embed roda isolado num quadro próprio (outra origem, sem acesso ao console nem aos seus dados).',
  },
} as const;
