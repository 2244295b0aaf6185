/** pt-BR texts of the reusable data table (components/data-table). */
export const dataTableTexts = {
  empty: 'Nenhum registro encontrado.',
  loading: 'Carregando...',
  sortBy: (column: string) => `Ordenar por ${column}`,
  filterBy: (column: string) => `Filtrar ${column}`,
  filterText: (column: string) => `Texto para filtrar ${column}`,
  filterOptions: (column: string) => `Opções de ${column}`,
  clearFilter: 'Limpar',
  /** The row's toggle, named after the row when the table knows how to call it. */
  expandRow: (row?: string) => (row ? `Mostrar detalhes de ${row}` : 'Mostrar detalhes'),
  collapseRow: (row?: string) => (row ? `Ocultar detalhes de ${row}` : 'Ocultar detalhes'),
  /** The header of the toggles' column. */
  details: 'Detalhes',
  yes: 'Sim',
  no: 'Não',
  /** Pagination summary: "51–100 de 1.000". */
  range: (from: number, to: number, total: number) =>
    `${from.toLocaleString('pt-BR')}–${to.toLocaleString('pt-BR')} de ${total.toLocaleString('pt-BR')}`,
  pagination: 'Páginas da tabela',
  cutOff: (max: number, more: number) =>
    `A tabela mostra as primeiras ${max.toLocaleString('pt-BR')} linhas; ${more.toLocaleString('pt-BR')} ficaram de fora.`,
  noMatch: 'Nenhuma linha corresponde aos filtros.',
} as const;
