/** pt-BR texts of the app shell: navigation, project selector, settings, sign-in, errors. */
export const shellTexts = {} as const;
