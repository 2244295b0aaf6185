/** pt-BR texts of the document editor frame, the JSON document editor and the collection screen. */
export const documentEditorTexts = {} as const;
