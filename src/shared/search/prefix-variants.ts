/**
 * Stored titles keep the case a person typed them in ("Panela Tramontina"), and a prefix
 * query is exact. A search asks for the few spellings a title is likely stored in: as typed,
 * lower case, first letter capital, Each Word Capital, UPPER CASE.
 */
export function prefixVariants(typed: string): string[] {
  const text = typed.trim();
  if (text === '') return [];
  const lower = text.toLocaleLowerCase('pt-BR');
  const capital = (word: string) => word.charAt(0).toLocaleUpperCase('pt-BR') + word.slice(1);
  const variants = [
    text,
    lower,
    capital(lower),
    lower.split(' ').map(capital).join(' '),
    text.toLocaleUpperCase('pt-BR'),
  ];
  return [...new Set(variants)];
}
