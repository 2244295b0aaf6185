/** pt-BR texts of the document form engine: save states, create checks, conflicts. */
export const formsTexts = {} as const;
