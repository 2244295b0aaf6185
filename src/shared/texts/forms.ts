import { collectionNameInSentence } from '../collections/collection-names';

/** pt-BR texts of the document form engine: save states, create checks, conflicts. */
export const formsTexts = {
  versionNotReported: 'O armazenamento não informou a versão salva; recarregue o documento.',
  status: {
    saved: 'Salvo',
    saving: 'Salvando...',
    pending: 'Alterações pendentes',
    error: 'Erro ao salvar',
    conflict: 'Conflito: o documento foi alterado por outra pessoa',
  },
  bottomBar: {
    label: 'Barra de salvamento do documento',
    aiEditor: 'AI Editor',
    jsonEditor: 'JSON Editor',
    retry: 'Tentar novamente',
    resolveConflict: 'Resolver conflito',
    // Spec 01 §2's 'Salvar {collection}', with the collection's pt-BR name.
    create: (collection: string) => `Salvar ${collectionNameInSentence(collection)}`,
  },
  load: {
    notFound: 'Documento não encontrado',
    notFoundDetail: (path: string) => `Não existe documento em ${path}.`,
    error: (detail: string) => `Erro ao carregar documento: ${detail}`,
    retry: 'Tentar novamente',
  },
  create: {
    fillField: (title: string) => `Preencha o campo ${title}`,
    alreadyExists: (title: string) => `Já existe um documento com esse ${title}`,
    idFallbackTitle: 'ID',
    idHasSlash: (title: string) => `O campo ${title} não pode conter "/".`,
    idIsDots: (title: string) => `O campo ${title} não pode ser "." nem "..".`,
    idReserved: (title: string) =>
      `O campo ${title} não pode começar e terminar com "__" (nome reservado).`,
    idSpaces: (title: string) => `O campo ${title} não pode começar nem terminar com espaço.`,
    idTooLong: (title: string) => `O campo ${title} é longo demais (máximo de 1500 bytes).`,
    failed: (detail: string) => `Erro ao criar o documento: ${detail}`,
    creating: 'Criando...',
  },
  conflict: {
    title: 'Este documento foi alterado por outra pessoa',
    intro:
      'Enquanto você editava, outra pessoa salvou uma versão diferente. Nada foi sobrescrito. Compare as versões e escolha o que fazer.',
    deletedIntro:
      'Enquanto você editava, outra pessoa apagou este documento. Nada foi gravado. Escolha o que fazer.',
    field: 'Campo',
    mine: 'Sua versão',
    theirs: 'Versão salva por outra pessoa',
    choice: 'Usar na mescla',
    changedByBoth: 'Alterado pelos dois',
    changedByMe: 'Alterado só por você',
    changedByThem: 'Alterado só pela outra pessoa',
    noDifferences: 'As duas versões têm os mesmos valores.',
    keepMine: 'Manter a minha versão',
    takeTheirs: 'Usar a versão salva',
    merge: 'Mesclar',
    recreateMine: 'Recriar com a minha versão',
    discardMine: 'Descartar minhas alterações',
    chooseMine: (field: string) => `Usar a sua versão de ${field}`,
    chooseTheirs: (field: string) => `Usar a versão salva de ${field}`,
    empty: '(vazio)',
    yes: 'Sim',
    no: 'Não',
  },
} as const;
