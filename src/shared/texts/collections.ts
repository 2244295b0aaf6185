import { collectionNameInSentence } from '../collections/collection-names';

/** The collection browser's list entries (one line of details per collection). */
export const collectionsTexts = {
  entry: {
    code: (code: string) => `Código ${code}`,
    status: (status: string) => `Situação: ${status}`,
    sentAt: (date: string) => `Envio ${date}`,
    notSent: 'Não enviada',
    createdAt: (date: string) => `Criado em ${date}`,
    score: (score: string) => `Nota ${score}`,
    customer: (id: string) => `Cliente ${id}`,
    notCreated: 'ainda não criada',
  },
  csv: {
    exportButton: 'Exportar CSV',
    importButton: 'Importar CSV',
    exportTitle: (collection: string) =>
      `Exportar ${collectionNameInSentence(collection, 'plural')}`,
    reading: (count: number) => `Lendo documentos… ${count.toLocaleString('pt-BR')} lidos`,
    writing: (written: number, total: number) =>
      `Gravando o arquivo… ${written.toLocaleString('pt-BR')} de ${total.toLocaleString('pt-BR')} linhas`,
    exported: (rows: number, fileName: string) =>
      `${rows.toLocaleString('pt-BR')} ${rows === 1 ? 'documento exportado' : 'documentos exportados'} para ${fileName}.`,
    exportFailed: (detail: string) => `Não foi possível exportar: ${detail}`,
    cancel: 'Cancelar',
    close: 'Fechar',
    importTitle: (collection: string) =>
      `Importar CSV em ${collectionNameInSentence(collection, 'plural')}`,
    readingFile: 'Lendo o arquivo…',
    readingCurrent: (count: number) =>
      `Comparando com os documentos atuais… ${count.toLocaleString('pt-BR')} lidos`,
    previewing: 'Preparando a prévia…',
    importFailed: (detail: string) => `Não foi possível preparar a importação: ${detail}`,
    fileSkippedLines: (count: number) =>
      `${count.toLocaleString('pt-BR')} ${count === 1 ? 'linha mal formada foi ignorada' : 'linhas mal formadas foram ignoradas'} na leitura do arquivo.`,
    ignoredColumns: (names: string) => `Colunas somente leitura, não importadas: ${names}.`,
    counts: {
      creates: 'Novos',
      updates: 'Atualizações',
      unchanged: 'Sem mudança',
      invalid: 'Inválidas',
    },
    columns: {
      row: 'Linha',
      id: 'ID',
      changes: 'Campos alterados',
      reason: 'Motivo',
      field: 'Campo',
      before: 'Antes',
      after: 'Depois',
      summary: 'Conteúdo',
      result: 'Resultado',
    },
    tables: {
      creates: 'Documentos a criar',
      updates: 'Documentos a atualizar',
      unchanged: 'Linhas sem mudança',
      invalid: 'Linhas inválidas',
      report: 'Linhas não gravadas',
    },
    empty: 'Nenhuma linha.',
    nothingToApply: 'Nada a gravar: nenhuma linha cria ou altera documentos.',
    apply: 'Importar',
    applying: (done: number, total: number) =>
      `Gravando… ${done.toLocaleString('pt-BR')} de ${total.toLocaleString('pt-BR')} documentos`,
    notApplied: 'Não gravada: importação cancelada antes desta linha.',
    report: { failed: 'Falhou', skipped: 'Ignorada' },
    reportTitle: 'Importação concluída',
    reportCanceledTitle: 'Importação interrompida',
    reportCounts: (written: number, skipped: number, failed: number) =>
      `${written.toLocaleString('pt-BR')} gravadas, ${skipped.toLocaleString('pt-BR')} ignoradas, ${failed.toLocaleString('pt-BR')} com falha.`,
    reportResume:
      'Importe o mesmo arquivo de novo para gravar o restante: as linhas já gravadas não serão duplicadas.',
    exportReport: 'Exportar relatório',
    reportFileName: (collection: string) => `relatorio_importacao_${collection}.csv`,
    reportSaved: (path: string) => `Relatório salvo em ${path}.`,
  },
} as const;
