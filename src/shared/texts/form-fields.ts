/** pt-BR texts of the form field widgets. */
export const formFieldsTexts = {} as const;
