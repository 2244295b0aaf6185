/** pt-BR texts of the layout editor's pure core (spec 01 §2, §5, §8): palette, problems, errors. */
export const layoutTexts = {
  /** Spec 01 §2: the palette's names, verbatim, keyed by node type. */
  palette: {
    text: 'Texto',
    image: 'Image',
    video: 'Video',
    file: 'Arquivo',
    container: 'Container',
    content: 'Contents',
    embed: 'Embed',
    products: 'Products',
  },
  /** Spec 01 §5 / §8, verbatim. */
  invalidData: 'Dados inválidos',
  notACanvas: 'Objeto não é um canvas',
  operations: {
    nodeMissing: (id: string) => `O nó "${id}" não existe neste layout.`,
    rootLocked: 'A raiz do layout não pode ser movida, duplicada nem apagada.',
    intoItself: 'Um nó não pode ser movido para dentro dele mesmo nem de um nó que ele contém.',
    invalidProps: (detail: string) => `Propriedades inválidas: ${detail}`,
    idGeneratorRepeats: 'O gerador de ids repete ids já usados.',
  },
  problems: {
    notJson: (detail: string) => `O layout salvo não é um JSON válido: ${detail}`,
    notObject: 'O layout salvo deve ser um objeto com os nós pelo id.',
    noRoot: 'O layout não tem o nó raiz (ROOT).',
    rootNotContainer: 'O nó raiz (ROOT) deve ser um Container.',
    rootHasParent: 'O nó raiz (ROOT) não pode ter um nó pai.',
    noTreeRoot: (id: string) => `O nó de topo "${id}" não está entre os nós.`,
    shape: (id: string, detail: string) => `Nó "${id}": formato inesperado (${detail}).`,
    unknownType: (id: string, type: string) =>
      `Nó "${id}": o tipo "${type}" não é um bloco conhecido (Texto, Image, Video, Arquivo, Container, Contents, Embed, Products).`,
    props: (id: string, detail: string) => `Nó "${id}": propriedade inválida (${detail}).`,
    canvasFlag: (id: string) =>
      `Nó "${id}": só o Container aceita filhos (isCanvas deve ser verdadeiro só nele).`,
    childrenOnLeaf: (id: string) => `Nó "${id}": só um Container pode ter filhos.`,
    missingChild: (id: string, child: string) => `Nó "${id}": o filho "${child}" não existe.`,
    wrongParent: (id: string, parent: string) =>
      `Nó "${id}": está na lista de "${parent}", mas aponta outro pai.`,
    repeatedChild: (id: string) => `Nó "${id}": aparece em mais de um lugar do layout.`,
    orphan: (id: string) => `Nó "${id}": não está ligado à raiz do layout.`,
  },
  content: {
    /** The inclusion chain, from the content that starts it to the repeated one. */
    loop: (chain: readonly string[]) =>
      chain.length <= 2
        ? `O conteúdo "${chain[0]}" inclui a si mesmo: ele não é exibido aqui para não se repetir sem fim.`
        : `Inclusão em ciclo: ${chain.map((id) => `"${id}"`).join(' → ')}. O conteúdo não é exibido aqui para não se repetir sem fim.`,
    tooDeep: (limit: number) =>
      `Conteúdos aninhados em mais de ${limit} níveis: os mais internos não são exibidos.`,
  },
} as const;
