/** Why the console could not start: its data folder could not be prepared or written. */
export const dataFolderTexts = {
  diskFull: (folder: string) =>
    `Não foi possível iniciar o console: o disco está cheio. Libere espaço no disco da pasta de dados (${folder}) e abra o console de novo.`,
  notWritable: (folder: string) =>
    `Não foi possível iniciar o console: sem permissão para gravar na pasta de dados (${folder}). Verifique as permissões da pasta e abra o console de novo.`,
  failed: (folder: string, detail: string) =>
    `Não foi possível iniciar o console: falha ao preparar a pasta de dados (${folder}): ${detail}`,
};
