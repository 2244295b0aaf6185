import { adminOnlyTexts } from './admin-only';

/** pt-BR texts of what a CSV import may not write (the rules' protected documents and fields). */

const list = (names: readonly string[]): string => names.join(', ');

export const collectionCsvAccessTexts = {
  /** A product's panel fields (prices, Google code, flags): only the audited panel edit. */
  panelFields: (names: readonly string[]) =>
    `${list(names)}: ${names.length === 1 ? 'só muda' : 'só mudam'} no painel Informações do produto, com um motivo registrado no histórico.`,
  panelColumns: (names: readonly string[]) =>
    `${names.length === 1 ? 'Coluna' : 'Colunas'} do painel Informações do produto: ${list(names)}. Esses valores só mudam no painel, com um motivo registrado no histórico: linhas que os alteram não são importadas (valores iguais aos atuais não atrapalham).`,
  /** The shared admin-only texts, naming the fields a row would change. */
  adminOnlyFields: (names: readonly string[]) =>
    `${adminOnlyTexts.field.replace(/\.$/, '')} (${list(names)}).`,
  adminOnlyDocument: adminOnlyTexts.document,
  /** After an import: rows refused at write time are not fixed by importing again. */
  reportRefused:
    'As linhas recusadas não serão gravadas importando o mesmo arquivo de novo: veja o motivo de cada uma.',
} as const;
