/** pt-BR texts of a collection's CSV export and import: why a row is refused, the report. */

/** A cell quoted in a message, cut so one pasted paragraph cannot flood the preview. */
const quoted = (text: string): string => `"${text.length > 60 ? `${text.slice(0, 60)}…` : text}"`;

export const collectionCsvTexts = {
  invalid: {
    idHasSlash: (column: string) => `A coluna ${column} não pode conter "/".`,
    idIsDots: (column: string) => `A coluna ${column} não pode ser "." nem "..".`,
    idReserved: (column: string) =>
      `A coluna ${column} não pode começar e terminar com "__" (nome reservado).`,
    idTooLong: (column: string) => `A coluna ${column} é longa demais (máximo de 1500 bytes).`,
    duplicateId: (id: string, firstRow: number) =>
      `O id ${quoted(id)} já aparece na linha ${firstRow}.`,
    unknownColumn: (column: string, text: string) =>
      `A coluna ${column} não existe neste formulário (valor ${quoted(text)}); deixe-a vazia ou remova-a.`,
    badNumber: (column: string, text: string) =>
      `Número inválido na coluna ${column}: ${quoted(text)} (use 1234.56 ou 1.234,56).`,
    badDate: (column: string, text: string) =>
      `Data inválida na coluna ${column}: ${quoted(text)} (use AAAA-MM-DD ou DD/MM/AAAA).`,
    badDateTime: (column: string, text: string) =>
      `Data e hora inválidas na coluna ${column}: ${quoted(text)} (use AAAA-MM-DDTHH:mm:ss ou DD/MM/AAAA HH:mm).`,
    unknownOption: (column: string, text: string) =>
      `Opção desconhecida na coluna ${column}: ${quoted(text)}.`,
    badJson: (column: string, detail: string) => `JSON inválido na coluna ${column}: ${detail}`,
  },
  /** The import report saved as CSV: one line per spreadsheet row. */
  report: {
    columns: {
      row: 'Linha',
      id: 'ID',
      result: 'Resultado',
      reason: 'Motivo',
    },
    results: {
      written: 'Gravada',
      skipped: 'Ignorada',
      failed: 'Falhou',
    },
    unchanged: 'Sem alterações',
  },
} as const;
