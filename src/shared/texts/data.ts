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
  idFilterInvalid: (op: string) =>
    `O filtro "${op}" pelo id do documento precisa de ids (texto não vazio, sem "/"); "array-contains" não vale para o id.`,
  cursorNotList: (cursor: string) => `O cursor ${cursor} precisa ser uma lista de valores.`,
  cursorEmpty: (cursor: string) => `O cursor ${cursor} precisa de ao menos um valor.`,
  twoStartCursors: 'Use startAfter ou startAt, não os dois na mesma consulta.',
  cursorNeedsOrderBy: (cursor: string) =>
    `O cursor ${cursor} precisa de um orderBy: cada valor do cursor corresponde a um campo ordenado.`,
  cursorTooLong: (cursor: string, values: number, fields: number) =>
    `O cursor ${cursor} tem ${values} valores, mas a consulta ordena por ${fields} ${fields === 1 ? 'campo' : 'campos'}.`,
  cursorValueInvalid: (cursor: string, position: number) =>
    `Valor não suportado na posição ${position} do cursor ${cursor}. Use texto, número, booleano, data, null, lista ou objeto.`,
  cursorIdInvalid: (cursor: string, position: number) =>
    `A posição ${position} do cursor ${cursor} ordena pelo id do documento: informe um id (texto não vazio, sem "/").`,
  batchCommitted: 'Este lote de gravações já foi enviado e não pode ser reutilizado.',
  fileNotFound: (path: string) => `Arquivo não encontrado: ${path}.`,
  filePathInvalid: (path: string) => `Caminho de arquivo inválido: "${path}".`,
  fileRecordNotFound: (id: string) => `Registro de arquivo não encontrado: ${id}.`,
  seedInvalid: (detail: string) => `Os dados de demonstração são inválidos: ${detail}`,
  seedNoDocuments: 'a lista de documentos está ausente.',
  seedBadDate: (field: string) => `data inválida no campo "${field}" (use {"__date": "<ISO>"}).`,
  seedDuplicatePath: (path: string) => `Documento repetido nos dados de demonstração: ${path}.`,
  seedLoadFailed: (detail: string) =>
    `Não foi possível carregar os dados de demonstração: ${detail}`,
  seedWriteFailed: (detail: string) =>
    `Não foi possível gravar os dados de demonstração: ${detail}`,
  localOperatorName: 'Operador local',
} as const;
