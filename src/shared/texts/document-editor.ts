import { collectionName, collectionNameInSentence } from '../collections/collection-names';

/** pt-BR texts of the document editor frame, the JSON document editor and the collection screen. */
export const documentEditorTexts = {
  frame: {
    pathLabel: 'Caminho do documento',
    copyPath: 'Copiar caminho',
    // Spec 01 §9, verbatim.
    copied: 'Copiado!',
    copyPathFailed: 'Não foi possível copiar o caminho para a área de transferência.',
    loading: 'Carregando documento...',
    loadFailed: (detail: string) => `Erro ao carregar documento: ${detail}`,
    delete: 'Apagar',
    // Spec 01 §5, verbatim.
    deleteConfirm: 'Deseja realmente apagar o registro?',
    deleteOk: 'Apagar',
    deleteCancel: 'Cancelar',
    deleteFailed: (detail: string) => `Erro ao apagar o registro: ${detail}`,
    // Spec 01 §2, verbatim.
    deleted: 'Registro apagado',
    deletedMissing: 'O registro já não existia: não há dados para recriar.',
    recreate: 'Recriar registro',
    recreated: 'Registro recriado',
    recreateTaken: 'Já existe um documento com esse ID',
    recreateFailed: (detail: string) => `Erro ao recriar o registro: ${detail}`,
    copy: 'Copiar',
  },
  copy: {
    title: 'Copiar documento',
    newId: 'Novo ID',
    newIdPlaceholder: 'Vazio: um ID é gerado',
    targetProject: 'Projeto de destino',
    projectsFailed:
      'Não foi possível carregar a lista de projetos; só o projeto atual é oferecido.',
    submit: 'Copiar',
    copying: 'Copiando...',
    taken: 'Já existe um documento com esse ID',
    sourceMissing: 'O documento de origem não existe mais: nada foi copiado.',
    failed: (detail: string) => `Erro ao copiar o documento: ${detail}`,
    done: 'Cópia criada',
    doneDetail: (path: string) => `O documento foi copiado para ${path}.`,
    open: 'Abrir cópia',
    another: 'Fazer outra cópia',
  },
  json: {
    title: (path: string) => `JSON Editor: ${path}`,
    editorLabel: 'Documento em JSON',
    save: 'Salvar',
    cancel: 'Cancelar',
    saved: 'Alterações salvas',
    loading: 'Carregando documento...',
    retry: 'Tentar novamente',
    changedByOther:
      'o documento foi alterado por outra pessoa depois de aberto aqui. Feche e abra o editor de novo para ver a versão atual.',
    discardTitle: 'Descartar alterações?',
    discardContent: 'O JSON editado não foi salvo. Deseja fechar e descartar as alterações?',
    discardOk: 'Descartar',
    discardCancel: 'Continuar editando',
  },
  screen: {
    collectionsTitle: 'Coleções',
    collectionsList: 'Lista de coleções',
    collectionsIntro: 'Escolha uma coleção para ver os seus documentos.',
    // A collection reads as its pt-BR name (collections/collection-names.ts), never its id.
    collectionTitle: (collection: string) => collectionName(collection).plural,
    newDocument: 'Novo documento',
    newDocumentTitle: (collection: string) =>
      `Novo documento em ${collectionNameInSentence(collection, 'plural')}`,
    back: 'Voltar para a coleção',
    allCollections: 'Todas as coleções',
    // Spec 01 §2 (collection browser), verbatim.
    loadingEntries: 'Loading...',
    noEntries: 'No entries found.',
    entriesFailed: 'Failed to load entries.',
    listLimited: (limit: number) => `Mostrando até ${limit} documentos.`,
    loadMore: 'Carregar mais',
    // A deep link's window (data/live-pages.ts): the documents before it are not read yet.
    loadEarlier: 'Carregar anteriores',
    listWindow: 'Há documentos antes do documento aberto que ainda não foram lidos.',
    filter: 'Filtrar documentos',
    filterPlaceholder: 'Filtrar por título, nome ou id',
    entries: (collection: string) =>
      `Documentos de ${collectionNameInSentence(collection, 'plural')}`,
    listPane: 'Lista de documentos',
    configNotCreated: 'Esta configuração ainda não foi criada: preencha os campos e salve.',
    viewLabel: 'Exibir como',
    viewTree: 'Lista',
    viewTable: 'Tabela',
    editorPane: 'Editor do documento',
    chooseEntry: 'Escolha um documento na lista, ou crie um novo.',
    unsavedFirst:
      'Há alterações que não puderam ser salvas (erro ou conflito). Resolva-as antes de continuar.',
    projectChangeFailed: (detail: string) => `Não foi possível trocar de projeto: ${detail}`,
    retry: 'Tentar novamente',
    noDefinition:
      'Esta coleção não tem formulário definido: os campos foram deduzidos dos dados do documento.',
  },
} as const;
