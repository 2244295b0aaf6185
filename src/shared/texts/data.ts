/** pt-BR texts of the data ports and the local (Dexie) adapter. */
export const dataTexts = {} as const;
