/** Why a viewer without the project's privileged claim sees a field or a document read-only. */
export const adminOnlyTexts = {
  field: 'Somente administradores podem alterar este campo.',
  document: 'Somente administradores podem alterar este documento.',
} as const;
