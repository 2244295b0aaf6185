/** The audit rule of a product's panel fields (prices, options, Google code), on every profile. */
export const productAuditTexts = {
  /** A write that creates or changes panel fields without its changelog entry in the same commit. */
  panelEditRefused: (code: string, fields: readonly string[]) =>
    (fields.length === 1
      ? `O campo ${fields[0]} do produto ${code} só pode ser alterado`
      : `Os campos ${fields.join(', ')} do produto ${code} só podem ser alterados`) +
    ' no painel "Informações do produto", com o motivo da alteração. Nada foi gravado.',
  changelogLocked:
    'O histórico de alterações de produtos não pode ser alterado nem apagado. Nada foi gravado.',
};
