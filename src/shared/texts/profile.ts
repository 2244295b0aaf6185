export const profileTexts = {
  nameRequired: 'Informe um nome para o perfil.',
  projectIdRequired: 'Informe o id do projeto.',
  projectIdInvalid: 'O id do projeto só pode ter letras, números, hífen e sublinhado.',
  urlInvalid: 'Informe uma URL http(s) válida ou deixe em branco.',
  urlCredentials: 'A URL não pode conter usuário e senha (usuario:senha@).',
  urlNeedsHttps: 'Use https: http só é aceito para este computador (127.0.0.1 ou localhost).',
  overrideIgnored: (name: string, reason: string) => `${name} ignorada: ${reason}`,
  firebaseConfigRequired: 'Perfis Firebase precisam da configuração web do Firebase.',
  firebaseFieldRequired: (field: string) => `Informe ${field} da configuração do Firebase.`,
  notFound: (id: string) => `Perfil não encontrado: ${id}.`,
  cannotDeleteActive: 'Não é possível apagar o perfil ativo. Ative outro perfil antes.',
  cannotDeleteLast: 'É preciso manter ao menos um perfil.',
} as const;
