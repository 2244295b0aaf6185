/**
 * Text in the order a pt-BR reader expects: accents and case aside, numbers by value
 * ('Item 2' before 'Item 10'). One collator for every call: `localeCompare` with these
 * options builds a new one each time, about 40 times slower over a sort.
 */
const ptBrCollator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

export const compareText = (a: string, b: string): number => ptBrCollator.compare(a, b);
