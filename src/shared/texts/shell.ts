/** pt-BR texts of the shell layer; owned by whoever builds it. */
export const shellTexts = {} as const;
