/** pt-BR texts of file and video upload: drop zones, the queue, visibility, the files screen. */

const kindNames = {
  image: 'uma imagem',
  video: 'um vídeo',
  any: 'um arquivo',
} as const;

export const uploadsTexts = {
  dropHint: {
    image: 'Arraste imagens para cá (png, gif, jpg, jpeg, webp) ou',
    video: 'Arraste vídeos para cá ou',
    any: 'Arraste arquivos para cá ou',
  },
  dropZone: (label: string) => `Área para soltar arquivos: ${label}`,
  dropNow: 'Solte para enviar',
  choose: 'Escolher arquivos',
  refused: (name: string, kind: keyof typeof kindNames) =>
    `"${name}" não é ${kindNames[kind]} e não foi enviado.`,
  dialogFailed: (cause: string) => `Não foi possível abrir os arquivos escolhidos: ${cause}`,
  queue: {
    title: 'Envios',
    states: {
      queued: 'Na fila',
      uploading: 'Enviando',
      registering: 'Registrando',
      done: 'Concluído',
      failed: 'Falhou',
      canceled: 'Cancelado',
    },
    cancel: (name: string) => `Cancelar envio de ${name}`,
    cancelShort: 'Cancelar',
    retryShort: 'Tentar novamente',
    /** Issue 32: no byte moved for a few seconds while the storage SDK retries. */
    stalled: 'Sem conexão com o armazenamento, tentando de novo…',
    fold: 'Recolher',
    unfold: 'Mostrar',
    ofField: (label: string) => `Envios de ${label}`,
    retry: (name: string) => `Tentar enviar ${name} de novo`,
    clear: 'Limpar finalizados',
    speed: (perSecond: string) => `${perSecond}/s`,
    remaining: (time: string) => `faltam ${time}`,
    progress: (name: string) => `Progresso de ${name}`,
    summary: (active: number) =>
      active === 0 ? 'Nenhum envio em andamento' : `${active} envio(s) em andamento`,
  },
  failures: {
    read: (cause: string) => `Não foi possível ler o arquivo: ${cause}`,
    upload: (cause: string) => `O envio falhou: ${cause}`,
    register: (cause: string) => `O arquivo foi enviado, mas o console não o registrou: ${cause}`,
    registerAndCleanup: (cause: string, path: string) =>
      `O arquivo foi enviado, mas o console não o registrou (${cause}), e não foi possível apagá-lo do armazenamento: ${path}`,
    badAnswer: 'O console respondeu ao registro sem o arquivo registrado.',
    chosenFileGone: (status: number) =>
      `O arquivo escolhido não está mais disponível (HTTP ${status}). Escolha-o de novo.`,
    notAnImage: 'o arquivo não é uma imagem legível.',
  },
  visibility: {
    public: 'Público',
    private: 'Privado',
    toggle: (name: string) => `Arquivo público: ${name}`,
    failed: (cause: string) => `Não foi possível mudar a visibilidade: ${cause}`,
  },
  field: {
    remove: (name: string) => `Remover ${name}`,
    empty: 'Nenhum arquivo.',
    open: (name: string) => `Abrir ${name}`,
  },
  screen: {
    title: 'Arquivos',
    intro: 'Arquivos e vídeos do projeto. Solte arquivos aqui para enviá-los.',
    columns: {
      name: 'Nome',
      type: 'Tipo',
      size: 'Tamanho',
      visibility: 'Visibilidade',
      date: 'Data',
    },
    empty: 'Nenhum arquivo enviado.',
    listTitle: 'Arquivos do projeto',
    loadFailed: (cause: string) => `Não foi possível carregar os arquivos: ${cause}`,
    types: { image: 'Imagem', video: 'Vídeo', file: 'Arquivo' },
  },
} as const;
