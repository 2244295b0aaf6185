/** pt-BR texts of the Firebase data adapter (sign-in, Firestore and Storage errors). */
export const firebaseTexts = {
  // Auth
  wrongPassword: 'E-mail ou senha incorretos.',
  userNotFound: 'Não existe usuário com este e-mail.',
  userDisabled: 'Este usuário está desativado. Fale com o administrador.',
  invalidEmail: 'E-mail inválido.',
  missingPassword: 'Informe a senha.',
  tooManyRequests: 'Muitas tentativas de entrada. Aguarde alguns minutos e tente de novo.',
  network: 'Sem conexão com o servidor. Verifique a internet e tente de novo.',
  signInFailed: (code: string) => `Não foi possível entrar (${code}).`,
  signOutFailed: (code: string) => `Não foi possível sair (${code}).`,
  notSignedIn: 'Entre com seu e-mail e senha para continuar.',
  tokenFailed: (code: string) => `Não foi possível confirmar sua sessão (${code}). Entre de novo.`,
  // Firestore
  permissionDenied: 'Você não tem permissão para acessar estes dados.',
  unavailable: 'O Firestore está fora do ar ou sem conexão. Tente de novo em instantes.',
  documentNotFound: (path: string) => `Documento não encontrado: ${path}.`,
  firestoreFailed: (code: string, detail: string) => `Erro no Firestore (${code}): ${detail}`,
  appInUse: (name: string) => `A conexão "${name}" já está aberta. Feche-a antes de abrir de novo.`,
  authEmulatorUrlInvalid: (url: string) =>
    `Endereço do emulador do Auth inválido: "${url}". Use http://host:porta nesta máquina (127.0.0.1, localhost ou [::1]).`,
  emulatorHostInvalid: (host: string) =>
    `Endereço do emulador do Firestore inválido: "${host}". Use host:porta nesta máquina (127.0.0.1, localhost ou [::1]).`,
  storageEmulatorHostInvalid: (host: string) =>
    `Endereço do emulador do Storage inválido: "${host}". Use host:porta nesta máquina (127.0.0.1, localhost ou [::1]).`,
  // Storage
  noBucket: 'O perfil não tem storageBucket configurado: não é possível enviar arquivos.',
  fileNotFound: (path: string) => `Arquivo não encontrado no Storage: ${path}.`,
  storageUnauthorized: 'Você não tem permissão para este arquivo no Storage.',
  quotaExceeded: 'A cota do Storage foi excedida.',
  uploadRetryLimit:
    'Sem conexão com o armazenamento depois de várias tentativas. Verifique a conexão e tente novamente.',
  storageFailed: (code: string) => `Erro no Storage (${code}).`,
  blobRequired: 'Escolha um arquivo para enviar.',
  fileRecordInvalid: (detail: string) => `Registro de arquivo inválido: ${detail}`,
  projectIdRequired: 'Informe o projeto do arquivo.',
  fileIdRequired: 'Informe o arquivo.',
} as const;
