/** Why a viewer without the project's privileged claim sees a field or a document read-only. */
export const adminOnlyTexts = {
  field: 'Somente administradores podem alterar este campo.',
  fields: 'Somente administradores podem alterar estes campos.',
  document: 'Somente administradores podem alterar este documento.',
  /** The sentence above naming what the refused write touched: "… campo (apiKey)." */
  named: (sentence: string, names: readonly string[]) =>
    sentence.replace(/\.$/, ` (${names.join(', ')}).`),
  /** A CSV export by someone without the claim: what it left empty. */
  exportWithheld: (documents: readonly string[], fields: readonly string[]) =>
    `Sem a permissão de administrador, as credenciais ficaram vazias no arquivo: ${[
      documents.length > 0 &&
        `${documents.length === 1 ? 'documento' : 'documentos'} ${documents.join(', ')}`,
      fields.length > 0 && `${fields.length === 1 ? 'campo' : 'campos'} ${fields.join(', ')}`,
    ]
      .filter(Boolean)
      .join('; ')}.`,
} as const;
