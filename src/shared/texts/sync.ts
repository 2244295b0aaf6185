/** pt-BR texts of bulk product sync: task labels, run messages, backend send, history. */
export const syncTexts = {} as const;
