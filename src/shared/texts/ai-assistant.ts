/** pt-BR texts of the AI assistant ('AI Editor'). */
export const aiAssistantTexts = {} as const;
