/** pt-BR texts of the AI assistant ('AI Editor'). Quoted spec texts (01 §8) are verbatim. */
export const aiAssistantTexts = {
  title: 'AI Editor',
  // Spec 01 §8, verbatim: an error is shown as 'Erro: {message}' with one of these messages.
  errorLine: (message: string) => `Erro: ${message}`,
  fetchFailed: 'Erro ao buscar resposta do assistente',
  badArguments: 'Erro ao analisar argumentos da function_call',
  toolFailed: 'Erro ao chamar a ferramenta',
  serverNotOk: 'A resposta do servidor não está OK',
  // Spec 01 §9: the tool loop stops after this many rounds.
  roundLimit: (max: number) =>
    `O assistente chegou ao limite de ${max} rodadas sem uma resposta final. Reformule o pedido ou envie outra mensagem para continuar.`,
  // The {detail} lines under an error, produced by the loop itself.
  unexpectedAnswer: 'a resposta veio em um formato inesperado',
  emptyAnswer: 'o assistente respondeu sem conteúdo',
  toolError: (name: string, detail: string) => `${name}: ${detail}`,
  argumentsNotObject: 'os argumentos precisam ser um objeto JSON',
  cancelled: 'Consulta interrompida.',
  inputLabel: 'Mensagem para o assistente',
  placeholder: 'Peça uma alteração neste documento (Ctrl+Enter envia)',
  send: 'Enviar',
  stop: 'Parar',
  newConversation: 'Nova conversa',
  busy: (round: number, max: number) => `Consultando o assistente (rodada ${round} de ${max})...`,
  intro:
    'Descreva o que o assistente deve fazer com este documento. Nada muda no formulário sem o seu clique em "Aplicar ao formulário".',
  noForm: 'O formulário ainda está carregando; abra o AI Editor de novo em instantes.',
  you: 'Você',
  assistant: 'Assistente',
  refusal: 'O assistente recusou o pedido',
  toolCall: (name: string, args: string) => `Ferramenta ${name} chamada com ${args}`,
  toolResult: (name: string) => `Resultado de ${name}`,
  conversationLabel: 'Conversa com o assistente',
  proposal: {
    title: 'Alterações propostas',
    field: 'Campo',
    current: 'Atual',
    proposed: 'Proposto',
    include: (label: string) => `Aplicar ${label}`,
    apply: 'Aplicar ao formulário',
    applied: (count: number) =>
      count === 1
        ? '1 alteração aplicada ao formulário; o salvamento automático cuida do resto.'
        : `${count} alterações aplicadas ao formulário; o salvamento automático cuida do resto.`,
    nothingChanges: 'A proposta do assistente é igual ao que o formulário já tem.',
    rejectedTitle: 'Valores recusados (não serão aplicados)',
    rejected: (label: string, reason: string) => `${label}: ${reason}`,
    ignored: (keys: string) => `Ignorados, não são campos do formulário: ${keys}`,
    emptyValue: '(vazio)',
    yes: 'Sim',
    no: 'Não',
  },
  // Why a proposed value is refused; shown after the field's title.
  reasons: {
    required: 'o campo é obrigatório e não pode ficar vazio',
    readOnly: 'o campo é somente leitura',
    expectedText: 'esperado um texto',
    expectedNumber: 'esperado um número',
    expectedBoolean: 'esperado verdadeiro ou falso (true/false)',
    expectedDate: 'esperada uma data no formato AAAA-MM-DD',
    expectedDateTime: 'esperadas data e hora no formato ISO 8601 (AAAA-MM-DDTHH:mm:ss)',
    notAnOption: (options: string) => `valor fora das opções (${options})`,
    expectedId: 'esperado o id de um documento (texto)',
    expectedObject: 'esperado um objeto',
    expectedList: 'esperada uma lista',
    expectedBlocks: 'esperado um conteúdo com a lista "blocks"',
    item: (index: number, reason: string) => `item ${index + 1}: ${reason}`,
    property: (name: string, reason: string) => `${name}: ${reason}`,
  },
} as const;
