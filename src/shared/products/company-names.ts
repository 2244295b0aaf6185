/** Where the project names its factories: config/tramontina `companies` ({id, name}). */
export const COMPANY_NAMES_DOC = { collection: 'config', id: 'tramontina' } as const;

/**
 * The name of the factory `company` (a product's Company id) in that document, or null when
 * the document does not name it.
 */
export function companyName(config: unknown, company: unknown): string | null {
  const list = (config as { companies?: unknown } | null)?.companies;
  if (!Array.isArray(list) || (typeof company !== 'number' && typeof company !== 'string')) {
    return null;
  }
  const entry = list.find(
    (item: { id?: unknown } | null) => item !== null && String(item?.id) === String(company),
  ) as { name?: unknown } | undefined;
  return typeof entry?.name === 'string' && entry.name.trim() !== '' ? entry.name.trim() : null;
}
