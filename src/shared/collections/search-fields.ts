/**
 * The stored fields a collection's list entry is titled by (see entry-summary.ts), in the
 * order a person names an entry: what a search by prefix queries, besides the document id.
 */
const SEARCH_FIELDS: Readonly<Record<string, readonly string[]>> = {
  product: ['ProductSiteName', 'ProductCode', 'MPN'],
  'product-data': ['ProductSiteName', 'ProductCode'],
  customer: ['firstName', 'email'],
  'cart-link': ['email'],
  'popup-lead': ['email'],
  'customer-credit': ['description'],
  'shipping-quote': ['zipcode'],
  'customer-event': ['action'],
  order: ['number'],
  link: [],
};

const TITLE_OR_NAME: readonly string[] = ['title', 'name'];

/** The fields searched by prefix in `collection` (the id is always searched too). */
export const searchFieldsOf = (collection: string): readonly string[] =>
  Object.hasOwn(SEARCH_FIELDS, collection) ? SEARCH_FIELDS[collection] : TITLE_OR_NAME;
