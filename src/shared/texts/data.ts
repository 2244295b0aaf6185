/** pt-BR texts of the data layer; owned by whoever builds it. */
export const dataTexts = {} as const;
