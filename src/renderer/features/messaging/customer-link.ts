import type { QuerySpec } from '../../data/ports';

/** The customer a link names, looked up by e-mail. */
export const customerByEmailQuery = (email: string): QuerySpec => ({
  where: [{ field: 'email', op: '==', value: email }],
  limit: 1,
});

/** The query parameter of spec 02 §2: the same page, naming one customer by e-mail. */
export const CUSTOMER_EMAIL_PARAM = 'customerEmail';

/** The current search with customerEmail set: what the page already shows (?segment=…) stays. */
export function customerEmailSearch(currentSearch: string, email: string): string {
  const params = new URLSearchParams(currentSearch);
  params.set(CUSTOMER_EMAIL_PARAM, email);
  return `?${params.toString()}`;
}

/** The current search without customerEmail ('' when nothing is left). */
export function withoutCustomerEmail(currentSearch: string): string {
  const params = new URLSearchParams(currentSearch);
  params.delete(CUSTOMER_EMAIL_PARAM);
  const rest = params.toString();
  return rest === '' ? '' : `?${rest}`;
}
