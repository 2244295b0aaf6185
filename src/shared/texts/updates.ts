/** Updates of an installed copy (main/services/updates, renderer/features/updates). */
export const updatesTexts = {
  available: 'Atualização disponível',
  version: (version: string) => `Versão ${version}`,
  downloading: (percent: number) => `Baixando em segundo plano: ${Math.floor(percent)}%`,
  downloaded: 'Pronta para instalar. O console reinicia para instalar.',
  restartAndInstall: 'Reiniciar e instalar',
  later: 'Depois',
  notDuringSync:
    'Há uma sincronização em andamento: a atualização não é instalada no meio dela. Pause ou espere terminar e tente de novo.',
  nothingToInstall: 'Nenhuma atualização baixada para instalar.',
  checkFailed: (detail: string) => `Não foi possível verificar atualizações: ${detail}`,
} as const;
