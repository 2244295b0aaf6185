/** Refusals of bridge inputs past their length bound (shared/bridge/input-bounds.ts). */
export const inputBoundsTexts = {
  tooLong: (max: number) => `Texto longo demais: no máximo ${max} caracteres.`,
  tooManyEntries: (max: number) => `Itens demais: no máximo ${max}.`,
  bodyTooLarge: (megabytes: number) =>
    `O corpo da requisição passa de ${megabytes} MB; envie os dados em partes menores.`,
  bodyNotJson: 'O corpo da requisição não pode ser enviado como JSON.',
};
