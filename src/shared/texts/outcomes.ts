/**
 * pt-BR texts that tell a person how an action ended (issue 28 item 4): the sync form's
 * refusals by its buttons, the backend send's confirmation, the product flows' results.
 */

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('pt-BR')} ${count === 1 ? one : many}`;

export const outcomesTexts = {
  sync: {
    problemsTitle: {
      start: 'Não foi possível iniciar. Corrija o formulário:',
      send: 'Não foi possível enviar para o backend. Corrija o formulário:',
    },
    goToField: (label: string) => `Ir para ${label}`,
    settings: 'Configurações',
    unavailableTasks: (stores: string) =>
      `As tarefas em cinza precisam do id da loja no Bling (${stores}), que não está configurado no perfil de conexão.`,
    configureStores: 'Configurar ids das lojas',
    confirmSendTitle: 'Enviar para backend?',
    confirmSend: (urls: number, chunks: number, queue: string) =>
      `${plural(urls, 'URL de tarefa vai', 'URLs de tarefa vão')} para a fila de tarefas do backend (${queue}), em ${plural(chunks, 'lote', 'lotes')} de até 500. Nada roda neste computador: o backend executa as tarefas.`,
    queue: (host: string) => `POST /api/console/queue/tasks em ${host}`,
    skipped: (count: number) =>
      `${plural(count, 'tarefa fica', 'tarefas ficam')} de fora: o código não tem empresa pelo prefixo.`,
  },
  product: {
    done: (flow: string, when: string) => `${flow}: concluído em ${when}`,
    changed: (fields: string) => `Campos alterados no produto: ${fields}.`,
    unchanged: 'Nenhum campo do produto mudou até agora.',
    created: 'O produto foi criado neste projeto.',
    and: ' e ',
    more: (count: number) => ` e mais ${count}`,
    /** Product fields the information panel does not name. */
    fieldLabels: {
      ProductSiteName: 'Nome no site',
      ProductImage: 'Imagem',
      NCMCode: 'NCM',
      Stock: 'Estoque',
      PriceNetByQty: 'Preços por quantidade',
      ProductDimensions: 'Dimensões',
      ProductWeight: 'Peso',
    } as Record<string, string>,
  },
  uploads: {
    close: 'Fechar envios',
    reopen: (count: number) => `Ver todos os envios (${count.toLocaleString('pt-BR')})`,
    finished: (done: number, failed: number) =>
      [
        done > 0 ? plural(done, 'envio concluído', 'envios concluídos') : '',
        failed > 0 ? plural(failed, 'com falha', 'com falha') : '',
      ]
        .filter(Boolean)
        .join(', ') || 'Nenhum envio em andamento',
  },
} as const;
