/**
 * pt-BR texts of segments, campaigns and the document actions that call the console API
 * (spec 02 §2, §3, §7, §9). 'Confirma o envio?' is quoted by the spec: keep it verbatim.
 */
export const messagingTexts = {
  malformedAnswer: 'O serviço respondeu em um formato inesperado.',
  customers: {
    email: 'E-mail',
    phone: 'Telefone',
    filter: 'Filtrar',
    filterPlaceholder: 'Filtrar por e-mail ou telefone',
    count: (shown: number, total: number) =>
      shown === total
        ? `${total} ${total === 1 ? 'cliente' : 'clientes'}`
        : `${shown} de ${total} clientes`,
    emailCount: (shown: number, total: number) =>
      shown === total
        ? `${total} ${total === 1 ? 'e-mail' : 'e-mails'}`
        : `${shown} de ${total} e-mails`,
    none: 'Nenhum cliente.',
    noneMatch: 'Nenhum cliente corresponde ao filtro.',
    openCustomer: (email: string) => `Ver cliente ${email}`,
  },
  customerLookup: {
    title: 'Cliente',
    loading: 'Procurando o cliente...',
    notFound: (email: string) => `Nenhum cliente com o e-mail ${email} neste projeto.`,
    failed: (cause: string) => `Não foi possível procurar o cliente: ${cause}`,
    name: 'Nome',
    email: 'E-mail',
    phone: 'Telefone',
    openDocument: 'Abrir cadastro',
    orders: 'Ver pedidos',
    close: 'Fechar',
  },
  segment: {
    title: 'Teste do segmento',
    test: 'Testar segmento',
    testing: 'Consultando os clientes do segmento...',
    retest: 'Testar novamente',
    failed: (cause: string) => `Não foi possível testar o segmento: ${cause}`,
    listLabel: 'Clientes do segmento',
    exportCsv: 'Exportar CSV',
    exported: (path: string) => `Lista salva em ${path}.`,
    exportFailed: (cause: string) => `Não foi possível salvar o CSV: ${cause}`,
    csvName: (segment: string) => `segmento_${segment}.csv`,
  },
  segmentsScreen: {
    choose: 'Segmento',
    choosePlaceholder: 'Escolha um segmento de clientes',
    loading: 'Carregando os segmentos...',
    none: 'Este projeto não tem segmentos de clientes.',
    failed: (cause: string) => `Não foi possível ler os segmentos: ${cause}`,
    openDocument: 'Editar segmento',
  },
  report: {
    title: 'Relatório da campanha',
    loading: 'Carregando o relatório...',
    refresh: 'Atualizar relatório',
    failed: (cause: string) => `Não foi possível carregar o relatório: ${cause}`,
    metrics: {
      delivered: 'Entregues',
      bounce: 'Rejeitados',
      dropped: 'Descartados',
      open: 'Aberturas',
      open_rate: 'Taxa de abertura',
      click: 'Cliques',
      click_rate: 'Taxa de cliques',
    },
    lists: {
      processed_emails: 'Processados',
      dropped_emails: 'Descartados',
      bounced_emails: 'Rejeitados',
      delivered_emails: 'Entregues',
      opened_emails: 'Abertos',
      clicked_emails: 'Clicados',
    },
    listLabel: (list: string) => `E-mails: ${list}`,
  },
  campaignsScreen: {
    kind: 'Tipo de campanha',
    email: 'E-mail',
    whatsapp: 'WhatsApp',
    choose: 'Campanha',
    choosePlaceholder: 'Escolha uma campanha',
    loading: 'Carregando as campanhas...',
    none: 'Nenhuma campanha deste tipo neste projeto.',
    failed: (cause: string) => `Não foi possível ler as campanhas: ${cause}`,
    openDocument: 'Editar campanha',
  },
  send: {
    email: 'Enviar campanha de e-mail',
    whatsapp: 'Enviar campanha de WhatsApp',
    sending: 'Enviando...',
    confirm: 'Confirma o envio?',
    campaign: 'Campanha',
    segment: 'Segmento',
    confirmOk: 'Enviar',
    cancel: 'Cancelar',
    noSegment: 'A campanha não tem segmento de clientes: escolha um antes de enviar.',
    unnamed: '(sem nome)',
    sent: (name: string) => `Envio da campanha "${name}" solicitado.`,
    failed: (cause: string) => `O envio não foi feito: ${cause}`,
    unknownOutcome: (cause: string) =>
      `Não se sabe se o envio foi feito: ${cause} Tente de novo: o novo pedido leva a mesma chave, então o serviço não envia duas vezes.`,
    inFlightElsewhere: 'Este envio já está em andamento em outra janela. Aguarde a resposta.',
    readFailed: (cause: string) => `Não foi possível ler a campanha: ${cause}`,
  },
  actions: {
    title: 'Ações',
    gift: {
      run: 'Gerar brindes',
      confirmTitle: 'Gerar os brindes?',
      confirm:
        'Isto apaga todos os brindes atuais dos produtos e processa todas as regras de brinde de novo.',
      ok: 'Apagar e gerar',
      done: 'Brindes gerados: os brindes anteriores foram apagados e as regras, processadas.',
      failed: (cause: string) => `Não foi possível gerar os brindes: ${cause}`,
    },
    emailTest: {
      run: 'Enviar um teste',
      title: 'Enviar um e-mail de teste',
      recipient: 'Enviar para',
      recipientPlaceholder: 'nome@exemplo.com.br',
      invalidEmail: 'Informe um e-mail válido.',
      ok: 'Enviar teste',
      done: (email: string) => `E-mail de teste enviado para ${email}.`,
      failed: (cause: string) => `Não foi possível enviar o teste: ${cause}`,
    },
    whatsappLoad: {
      run: 'Carregar templates da API',
      confirmTitle: 'Carregar os templates da API do WhatsApp?',
      confirm:
        'Os templates aprovados na conta do WhatsApp Business são lidos e gravados neste projeto.',
      ok: 'Carregar',
      done: (count: number | null) =>
        count === null
          ? 'Templates carregados da API.'
          : count === 0
            ? 'A API não tem templates aprovados: nada foi carregado.'
            : count === 1
              ? '1 template carregado da API.'
              : `${count.toLocaleString('pt-BR')} templates carregados da API.`,
      failed: (cause: string) => `Não foi possível carregar os templates: ${cause}`,
    },
    google: {
      title: 'Conta Google',
      description:
        'Conecte a conta Google do console (Merchant Center, Analytics). A autorização abre no navegador do sistema.',
      connect: 'Conectar',
      opened: 'A autorização do Google foi aberta no navegador.',
      noApi: 'Configure o endereço da API do console em Configurações para conectar.',
      notHttps: (url: string) =>
        `O navegador do sistema só abre endereços https. Abra este endereço manualmente: ${url}`,
      failed: (cause: string) => `Não foi possível abrir o navegador: ${cause}`,
    },
  },
} as const;
