/** pt-BR texts of the services layer; owned by whoever builds it. */
export const servicesTexts = {} as const;
