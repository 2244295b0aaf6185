/** pt-BR texts of the block editor (the `editor` field). */
export const blockEditorTexts = {} as const;
