/**
 * Every user-facing text of the console. Texts quoted by the spec are used verbatim:
 * users and tests look for these exact words. Helpers own their sections; keep them sorted
 * by capability.
 */
export const texts = {
  app: {
    name: 'Console Desktop',
    loading: 'Carregando...',
  },
  bridge: {
    unknownProcedure: (name: string) => `Operação desconhecida: ${name}.`,
    invalidInput: (name: string, detail: string) => `Argumentos inválidos para ${name}: ${detail}`,
    handlerFailed: (name: string, detail: string) => `Falha em ${name}: ${detail}`,
    forbiddenSender: 'Origem da chamada não autorizada.',
    disconnected: 'Sem conexão com o processo principal do console.',
  },
  profile: {
    nameRequired: 'Informe um nome para o perfil.',
    projectIdRequired: 'Informe o id do projeto.',
    projectIdInvalid: 'O id do projeto só pode ter letras, números, hífen e sublinhado.',
    urlInvalid: 'Informe uma URL http(s) válida ou deixe em branco.',
    firebaseConfigRequired: 'Perfis Firebase precisam da configuração web do Firebase.',
    firebaseFieldRequired: (field: string) => `Informe ${field} da configuração do Firebase.`,
    notFound: (id: string) => `Perfil não encontrado: ${id}.`,
    cannotDeleteActive: 'Não é possível apagar o perfil ativo. Ative outro perfil antes.',
    cannotDeleteLast: 'É preciso manter ao menos um perfil.',
  },
} as const;
