/** pt-BR texts of the screen shown to a signed-in account that lacks the staff claim. */
export const accessTexts = {
  noAccess: {
    title: 'Sua conta não tem acesso a este console',
    account: (who: string) => `Conectado como ${who}`,
    reason: (claim: string) =>
      `Esta conta entrou, mas não tem a permissão de equipe: falta a custom claim "${claim}: true" no seu token do Firebase. Sem ela, nenhum dado do console pode ser lido.`,
    ask: (claim: string) =>
      `Peça a um administrador do projeto que conceda a claim "${claim}" à sua conta (Admin SDK, setCustomUserClaims). Depois, saia e entre de novo.`,
    signOut: 'Sair',
    signOutFailed: (detail: string) => `Não foi possível sair: ${detail}`,
  },
} as const;
