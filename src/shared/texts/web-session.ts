/** pt-BR texts of the page the web host shows to a browser without a session. */
export const webSessionTexts = {
  pageTitle: 'Console Desktop: sessão necessária',
  missingHeading: 'Este navegador não tem uma sessão do console',
  missingReason: (days: number) =>
    `A sessão vale por ${days} dias desde o último acesso e só no endereço em que foi aberta; ela também some quando os cookies do navegador são apagados.`,
  badTokenHeading: 'A chave deste endereço não vale para este console',
  badTokenReason:
    'O ?token= do endereço não é o deste console: ele muda quando a pasta de dados muda ou quando o arquivo web-session.secret é apagado.',
  howToOpen:
    'Para abrir o console, use o endereço completo (com ?token=) mostrado no terminal onde o "npm run web" está rodando.',
  howToRestart:
    'Se esse terminal foi fechado, rode "npm run web" de novo e abra o endereço que ele mostrar.',
} as const;
