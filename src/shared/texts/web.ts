/** pt-BR texts of the web layer; owned by whoever builds it. */
export const webTexts = {} as const;
