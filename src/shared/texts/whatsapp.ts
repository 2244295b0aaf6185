import type { ParameterIssue } from '../whatsapp/send-message';
import type { ParameterSlot } from '../whatsapp/placeholders';

const slotLabel = (slot: ParameterSlot): string => {
  if (slot.kind === 'image') return 'Imagem do cabeçalho (URL)';
  const n = `{{${slot.placeholder}}}`;
  if (slot.place === 'header') return `Cabeçalho ${n}`;
  if (slot.place === 'body') return `Corpo ${n}`;
  return `Botão "${slot.buttonText}" ${n}`;
};

/** pt-BR texts of WhatsApp: the template preview and test send, and conversations. */
export const whatsappTexts = {
  preview: {
    /** Spec 01 §8, verbatim. */
    noTemplate: 'Nenhum template fornecido.',
    label: (name: string) => `Prévia do template ${name}`,
    headerImage: 'Imagem do cabeçalho',
    noHeaderImage: 'Sem imagem de exemplo',
    unsupported: (parts: string) => `Partes do template que a prévia não mostra: ${parts}.`,
    malformed: (detail: string) => `Este template não está num formato reconhecido: ${detail}`,
    urlButton: (url: string) => `Abre ${url}`,
  },
  form: {
    title: 'Parâmetros',
    none: 'Este template não tem parâmetros.',
    slotLabel,
    issue: (issue: ParameterIssue): string =>
      issue.problem === 'empty'
        ? `Preencha o parâmetro ${slotLabel(issue.slot)}.`
        : `${slotLabel(issue.slot)}: informe um endereço http(s) válido.`,
  },
  sendTest: {
    /** Spec 01 §2, verbatim. */
    button: 'Enviar um teste',
    title: (name: string) => `Enviar um teste de ${name}`,
    phoneLabel: 'Número do destinatário',
    phonePlaceholder: '(11) 98765-4321',
    phoneHelp: 'Sem o código do país, o número é lido como brasileiro.',
    phoneEmpty: 'Informe o número do destinatário.',
    phoneInvalid: 'Número de telefone inválido. Use DDD e número, por exemplo (11) 98765-4321.',
    send: 'Enviar',
    cancel: 'Cancelar',
    blocked: 'O teste não foi enviado:',
    sent: (phone: string) => `Teste enviado para ${phone}.`,
    failed: (detail: string) => `Não foi possível enviar o teste: ${detail}`,
    needsFunctions: 'Configure a URL do serviço de funções para enviar um teste.',
  },
  templatesScreen: {
    title: 'Templates WhatsApp',
    description:
      'Escolha um template para ver a prévia, preencher os parâmetros e enviar um teste.',
    list: 'Templates',
    empty: 'Nenhum template neste projeto.',
    failed: (detail: string) => `Não foi possível carregar os templates: ${detail}`,
    choose: 'Escolha um template na lista.',
    previewTitle: 'Prévia e teste do template',
  },
  campaign: {
    title: 'Template da campanha',
    noTemplate: 'Escolha o modelo de WhatsApp da campanha para ver a prévia.',
    missingTemplate: (id: string) => `O template ${id} não existe neste projeto.`,
    failed: (detail: string) => `Não foi possível ler o template: ${detail}`,
    paramsNote:
      'Os valores começam pelos parâmetros da campanha; o que se digita aqui serve à prévia e ao teste.',
  },
  conversations: {
    menu: 'Conversas',
    title: 'Conversas',
    description: 'As conversas de WhatsApp do projeto: escolha uma para ver o cliente.',
    list: 'Conversas',
    empty: 'Nenhuma conversa neste projeto.',
    failed: (detail: string) => `Não foi possível carregar as conversas: ${detail}`,
    choose: 'Escolha uma conversa na lista.',
    notFound: (id: string) => `A conversa ${id} não existe neste projeto.`,
    withCustomer: (customerId: string) => `Cliente ${customerId}`,
    noCustomer: 'Sem cliente',
  },
  conversationHeader: {
    label: (phone: string) => `Conversa com ${phone}`,
    orders: (customerId: string) => `Pedidos do cliente ${customerId}`,
    /** Spec 01 §2, verbatim. */
    askCustomer: 'Qual id do usuário?',
    customerIdLabel: 'Id do usuário',
    customerIdEmpty: 'Informe o id do usuário.',
    customerIdSlash: 'O id do usuário não pode conter "/".',
    save: 'Salvar',
    cancel: 'Cancelar',
    saved: (customerId: string) => `Conversa ligada ao cliente ${customerId}.`,
    saveFailed: (detail: string) => `Não foi possível salvar o id do usuário: ${detail}`,
  },
} as const;
