/** pt-BR texts of the data ports and the local (Dexie) adapter. */
export const dataTexts = {
  providerMissing: 'DataProvider ausente: envolva a tela com <DataProvider>.',
  notReady: 'Os dados ainda não estão prontos.',
  preconditionFailed: (path: string) => `O documento ${path} foi alterado por outra pessoa.`,
  uploadCancelled: 'Envio cancelado.',
  pathEmpty: 'Informe o caminho do documento.',
  pathInvalid: (path: string) =>
    `Caminho inválido: "${path}". Use segmentos não vazios separados por "/", sem "." ou "..".`,
  notDocumentPath: (path: string) =>
    `"${path}" não é um documento: o caminho de um documento tem um número par de segmentos (coleção/documento).`,
  notCollectionPath: (path: string) =>
    `"${path}" não é uma coleção: o caminho de uma coleção tem um número ímpar de segmentos.`,
  valueUndefined: (field: string) =>
    `Valor indefinido no campo "${field}". Use null ou remova o campo.`,
  valueUnsupported: (field: string, kind: string) =>
    `Valor não suportado no campo "${field}" (${kind}). Use texto, número, booleano, data, lista ou objeto.`,
  dataNotObject: 'Os dados do documento precisam ser um objeto.',
  sentinelInArray: (field: string) =>
    `serverTimestamp() não pode ser usado dentro de uma lista (campo "${field}").`,
  fieldPathInvalid: (field: string) => `Campo de consulta inválido: "${field}".`,
  operatorInvalid: (op: string) => `Operador de consulta desconhecido: "${op}".`,
  inNeedsList: 'O operador "in" precisa de uma lista não vazia de até 30 valores.',
  limitInvalid: 'O limite da consulta precisa ser um número inteiro positivo.',
  batchCommitted: 'Este lote de gravações já foi enviado e não pode ser reutilizado.',
  fileNotFound: (path: string) => `Arquivo não encontrado: ${path}.`,
  filePathInvalid: (path: string) => `Caminho de arquivo inválido: "${path}".`,
  fileRecordNotFound: (id: string) => `Registro de arquivo não encontrado: ${id}.`,
  seedInvalid: (detail: string) => `Os dados de demonstração são inválidos: ${detail}`,
  seedBadDate: (field: string) => `data inválida no campo "${field}" (use {"__date": "<ISO>"}).`,
  seedDuplicatePath: (path: string) => `Documento repetido nos dados de demonstração: ${path}.`,
  seedLoadFailed: (detail: string) =>
    `Não foi possível carregar os dados de demonstração: ${detail}`,
  seedWriteFailed: (detail: string) =>
    `Não foi possível gravar os dados de demonstração: ${detail}`,
  localOperatorName: 'Operador local',
} as const;
