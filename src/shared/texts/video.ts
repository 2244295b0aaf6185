/** pt-BR texts of the video CDN status (upload capability). One entry per encoding status. */
export const videoTexts = {
  statuses: {
    0: { title: 'Na fila', description: 'O vídeo está na fila e logo começará a ser processado.' },
    1: { title: 'Processando', description: 'O CDN está lendo o arquivo enviado.' },
    2: { title: 'Codificando', description: 'O vídeo está sendo convertido para as resoluções.' },
    3: { title: 'Concluído', description: 'O vídeo foi codificado em todas as resoluções.' },
    4: {
      title: 'Resolução concluída',
      description: 'Uma resolução já pode ser reproduzida; as demais continuam.',
    },
    5: { title: 'Falhou', description: 'O CDN não conseguiu codificar o vídeo.' },
    6: { title: 'Envio iniciado', description: 'O arquivo está sendo enviado ao CDN.' },
    7: { title: 'Envio concluído', description: 'O CDN recebeu o arquivo e vai processá-lo.' },
    8: { title: 'Falha no envio', description: 'O envio do arquivo ao CDN não foi concluído.' },
    9: {
      title: 'Legendas geradas',
      description: 'O vídeo está pronto e as legendas foram geradas.',
    },
    10: {
      title: 'Título ou descrição gerados',
      description: 'O vídeo está pronto e o título ou a descrição foram gerados.',
    },
  },
  unknownStatus: (code: number) => ({
    title: `Status desconhecido (${code})`,
    description: 'O CDN informou um status que o console não conhece; a consulta continua.',
  }),
  create: 'Criar vídeo no CDN',
  creating: 'Criando vídeo no CDN...',
  retry: 'Tentar novamente',
  play: 'Reproduzir vídeo',
  playerTitle: 'Player do vídeo',
  statusLabel: 'Status do vídeo no CDN',
  nextPoll: (seconds: number) => `Próxima consulta em ${seconds} s.`,
  // {cause} is the bridge's message or one of the causes below.
  createFailed: (cause: string) => `Não foi possível criar o vídeo no CDN: ${cause}`,
  readFailed: (cause: string) => `Não foi possível consultar o status do vídeo: ${cause}`,
  malformedAnswer: 'a resposta do servidor veio em um formato inesperado',
} as const;
