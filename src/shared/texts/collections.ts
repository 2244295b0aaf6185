/** The collection browser's list entries (one line of details per collection). */
export const collectionsTexts = {
  entry: {
    code: (code: string) => `Código ${code}`,
    status: (status: string) => `Situação: ${status}`,
    sentAt: (date: string) => `Envio ${date}`,
    notSent: 'Não enviada',
    createdAt: (date: string) => `Criado em ${date}`,
    score: (score: string) => `Nota ${score}`,
    customer: (id: string) => `Cliente ${id}`,
  },
} as const;
