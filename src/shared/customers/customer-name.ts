const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * How a person reads a customer: first and last name as the customer documents hold them, or
 * a single `name` / `displayName`; '' when the document has none.
 */
export function customerName(data: Readonly<Record<string, unknown>>): string {
  const full = [text(data.firstName), text(data.lastName)].filter(Boolean).join(' ');
  return full || text(data.name) || text(data.displayName);
}
