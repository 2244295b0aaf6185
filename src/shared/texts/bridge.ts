export const bridgeTexts = {
  unknownProcedure: (name: string) => `Operação desconhecida: ${name}.`,
  invalidInput: (name: string, detail: string) => `Argumentos inválidos para ${name}: ${detail}`,
  handlerFailed: (name: string, detail: string) => `Falha em ${name}: ${detail}`,
  forbiddenSender: 'Origem da chamada não autorizada.',
  disconnected: 'Sem conexão com o processo principal do console.',
  contextMissing: 'BridgeContext ausente.',
} as const;
