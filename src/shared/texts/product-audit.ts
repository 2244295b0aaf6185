/**
 * The audit rule of a product's panel fields (prices, options, Google code), on every profile.
 */
export const productAuditTexts = {
  /** A write that creates or changes panel fields without its changelog entry in the same commit. */
  panelEditRefused: (code: string, fields: readonly string[]) =>
    `Alteração recusada: no produto ${code}, ` +
    (fields.length === 1
      ? `o campo ${fields[0]} só pode ser alterado`
      : `os campos ${fields.join(', ')} só podem ser alterados`) +
    ' pelo painel "Informações do produto", na página do produto, com o motivo da alteração. ' +
    'Nada foi gravado.',
};
