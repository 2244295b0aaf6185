/** pt-BR texts of the layout editor's screen parts (spec 01 §2): palette, canvas, toolbar, panel. */
export const layoutEditorTexts = {
  label: 'Editor de layout',
  palette: {
    title: 'Blocos',
    hint: 'Arraste um bloco para o layout, ou clique (Enter) para inserir no container selecionado.',
    inserted: (name: string) => `${name} inserido.`,
  },
  canvas: {
    label: 'Área do layout',
    desktop: 'Visualização desktop',
    mobile: 'Visualização celular (375×667)',
    emptyContainer: 'Container vazio: arraste blocos para cá.',
    block: (name: string) => `Bloco ${name}`,
    dragHint: 'Solte dentro de um container.',
  },
  toolbar: {
    label: 'Ferramentas do layout',
    select: 'Selecionar',
    hand: 'Mão (mover a área)',
    undo: 'Desfazer',
    redo: 'Refazer',
    hideTools: 'Ocultar ferramentas',
    showTools: 'Mostrar ferramentas',
    resetZoom: 'Zoom original',
    zoomOut: 'Diminuir zoom',
    zoomIn: 'Aumentar zoom',
    mobile: 'Visualização celular',
    zoom: (label: string) => `Zoom ${label}`,
    /** The tooltip: the action and its shortcut. */
    withShortcut: (name: string, keys: string) => `${name} (${keys})`,
  },
  properties: {
    title: 'Propriedades',
    none: 'Selecione um bloco no layout para editar as propriedades.',
    root: 'Raiz do layout',
    delete: 'Apagar bloco',
    duplicate: 'Duplicar',
    moveUp: 'Mover para cima',
    moveDown: 'Mover para baixo',
    selectParent: 'Selecionar o container pai',
    copied: 'Bloco copiado.',
    pasted: 'Bloco colado.',
  },
  text: {
    editLabel: 'Texto do bloco',
    editHint:
      'Clique duas vezes no texto (ou pressione Enter no bloco) para editar; Esc termina. Negrito: Ctrl+B, itálico: Ctrl+I.',
  },
  stored: {
    invalid: 'O layout salvo não pôde ser aberto no editor:',
    keptAsIs: 'Nada foi alterado: o valor salvo continua como está.',
    startEmpty: 'Começar um layout vazio',
  },
} as const;
