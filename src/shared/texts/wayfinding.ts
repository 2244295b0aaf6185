/** pt-BR texts of way-finding: search, command palette, project configuration, Início's queue, appearance. */
export const wayfindingTexts = {
  collectionSearch: {
    searching: 'Buscando na coleção inteira…',
    failed: (detail: string) => `Não foi possível buscar na coleção: ${detail}`,
    fromCollection: (count: number) =>
      count === 1
        ? '1 documento encontrado na coleção inteira.'
        : `${count.toLocaleString('pt-BR')} documentos encontrados na coleção inteira.`,
  },
  palette: {
    open: 'Buscar (Ctrl+K)',
    headerSearch: 'Buscar telas, produtos, documentos…',
    title: 'Buscar no console',
    input: 'O que você procura?',
    placeholder: 'Tela, produto por código ou nome, documento, configuração…',
    hint: '↑ ↓ para escolher, Enter para abrir, Esc para fechar',
    results: 'Resultados',
    searching: 'Buscando…',
    empty: 'Nada encontrado.',
    failed: (detail: string) => `Parte da busca falhou: ${detail}`,
    groups: {
      recent: 'Recentes',
      screens: 'Telas',
      products: 'Produtos',
      config: 'Configuração do projeto',
      documents: 'Documentos',
      collections: 'Coleções',
    },
    productDetail: (code: string) => `Produto ${code}`,
    inCollection: (name: string) => `em ${name}`,
  },
  config: {
    menu: 'Configuração do projeto',
    title: 'Configuração do projeto',
    intro:
      'Os documentos de configuração deste projeto. Os ainda não criados abrem o formulário vazio; o primeiro salvamento os cria.',
    written: 'Gravado',
    notCreated: 'Ainda não criado',
    adminOnly: 'Somente administradores',
    adminOnlyFields: 'Credenciais: somente administradores',
    readOnly: (claim: string) =>
      `Somente leitura para você: apenas quem tem a permissão "${claim}" altera este documento.`,
    loading: 'Carregando configurações do projeto...',
    asList: 'Ver como lista (exportar e importar CSV)',
    failed: (detail: string) => `Não foi possível ler as configurações: ${detail}`,
    groups: {
      store: 'Loja e aparência',
      selling: 'Vendas: checkout, pagamento e frete',
      messaging: 'Comunicação com clientes',
      measuring: 'Medição e anúncios',
      integrations: 'Integrações',
      console: 'Console',
    },
  },
  breadcrumbs: {
    label: 'Você está em',
    home: 'Início',
    collections: 'Coleções',
    config: 'Configuração do projeto',
  },
  sider: {
    collapse: 'Recolher o menu',
    expand: 'Expandir o menu',
  },
  home: {
    queueTitle: 'O que fazer agora',
    runs: 'Sincronizações',
    runsEmpty: 'Nenhuma sincronização em andamento ou com erros.',
    runRunning: (done: number, total: number) =>
      `Em andamento: ${done.toLocaleString('pt-BR')} de ${total.toLocaleString('pt-BR')} produtos`,
    runPaused: (done: number, total: number) =>
      `Pausada: ${done.toLocaleString('pt-BR')} de ${total.toLocaleString('pt-BR')} produtos`,
    runErrors: (errors: number) =>
      errors === 1 ? 'Terminou com 1 erro' : `Terminou com ${errors.toLocaleString('pt-BR')} erros`,
    openSync: 'Abrir Sincronização',
    conflicts: 'Conflitos de edição',
    conflictsNone:
      'Nenhum conflito pendente. Quando outra pessoa salva um documento que você está editando, ele fica aqui até você escolher o que fica.',
    conflictLine: (collection: string, when: string, user: string) =>
      `${collection} · conflito em ${when}${user ? ` · alterações de ${user} não salvas` : ''}`,
    campaigns: 'Campanhas',
    campaignsEmpty: 'Nenhuma campanha neste projeto.',
    recent: 'Editados recentemente',
    recentEmpty: 'Nenhum documento editado recentemente.',
    loadFailed: (detail: string) => `Não foi possível carregar: ${detail}`,
  },
  appearance: {
    label: 'Tema',
    light: 'Claro',
    dark: 'Escuro',
    system: 'Do sistema',
    saveFailed: (detail: string) => `Não foi possível guardar o tema: ${detail}`,
  },
  shortcuts: {
    title: 'Atalhos de teclado',
    open: 'Atalhos de teclado (?)',
    close: 'Fechar',
    keys: 'Teclas',
    action: 'O que faz',
    list: [
      { keys: 'Ctrl+K', action: 'Abrir a busca (telas, produtos, documentos, configurações)' },
      { keys: '?', action: 'Mostrar esta lista de atalhos' },
      { keys: '↑ ↓ e Enter', action: 'Escolher e abrir um resultado da busca ou da lista' },
      { keys: 'Esc', action: 'Fechar a busca ou esta janela' },
      { keys: 'Ctrl+B', action: 'Recolher ou expandir o menu lateral' },
      { keys: 'Ctrl+Z', action: 'Desfazer no editor de condições e no editor de layout' },
      { keys: 'v, h, m', action: 'Editor de layout: selecionar, mão, visualização móvel' },
    ],
  },
} as const;
