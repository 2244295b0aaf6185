import type { QuerySpec } from '../../src/renderer/data/ports';
import { pageQuery } from '../../src/renderer/data/live-pages';
import { ordersQuery } from '../../src/renderer/screens/orders/order-row';
import { eventQuery } from '../../src/renderer/screens/events/use-event-feed';
import { historyQuery } from '../../src/renderer/screens/product/info-panel/product-paths';
import { prefixQuery } from '../../src/renderer/data/prefix-search';
import { childrenQuery } from '../../src/renderer/data/use-collection-documents';
import { customerByEmailQuery } from '../../src/renderer/features/messaging/customer-link';
import { documentsByIdQuery } from '../../src/renderer/data/use-documents-by-id';
import { recentEditsQuery } from '../../src/renderer/screens/home/use-recent-edits';

/** Stands for a query the app runs on whichever collection the person opens. */
export const ANY_COLLECTION = '(any collection)';

export interface AppQuery {
  /** Who runs it, for the failure message. */
  by: string;
  /** The collection id (a path's last segment), or ANY_COLLECTION. */
  collection: string;
  spec: QuerySpec;
}

/**
 * Every query the app builds with a filter or an order, run with sample arguments, each shape
 * it can take. Only these can need a composite index: the app's other queries are a limit
 * alone. The index test refuses a renderer file that writes a `where:` or `orderBy:` list and
 * is not in `BUILDER_FILES`, so a new query must be added here to be checked.
 */
export const APP_QUERIES: readonly AppQuery[] = [
  ...[null, 'cliente-1'].map((customer) => ({
    by: `Orders (ordersQuery(${JSON.stringify(customer)}))`,
    collection: 'order',
    spec: ordersQuery(customer),
  })),
  ...[null, 'cliente-1'].map((customer) => ({
    by: `Events (eventQuery(${JSON.stringify(customer)}))`,
    collection: 'customer-event',
    spec: eventQuery(customer),
  })),
  {
    by: "product panel's history (historyQuery)",
    collection: 'product-data-changelog',
    spec: historyQuery('1011'),
  },
  ...[
    { after: null, end: null },
    { after: 'a', end: null },
    { after: 'a', end: 'm' },
    // A deep link's window and the gap before it (live-pages.ts jumpTo).
    { after: null, end: null, from: 'm' },
    { after: 'a', end: null, until: 'm' },
  ].map((range) => ({
    by: `paged lists and whole-collection reads (pageQuery(${JSON.stringify(range)}))`,
    collection: ANY_COLLECTION,
    spec: pageQuery(range, 50),
  })),
  {
    by: 'prefix search in collections (prefixQuery)',
    collection: ANY_COLLECTION,
    spec: prefixQuery('title', 'Pan', 20),
  },
  {
    by: "a collection field's children of the document (childrenQuery)",
    collection: ANY_COLLECTION,
    spec: childrenQuery('curso-1'),
  },
  {
    by: "a link's customer by e-mail (customerByEmailQuery)",
    collection: 'customer',
    spec: customerByEmailQuery('ana@exemplo.com.br'),
  },
  {
    by: 'layout blocks reading documents by id (documentsByIdQuery)',
    collection: ANY_COLLECTION,
    spec: documentsByIdQuery(['1011', '4520']),
  },
  {
    by: "Início's recent edits (recentEditsQuery)",
    collection: ANY_COLLECTION,
    spec: recentEditsQuery(),
  },
];

/** The renderer files that build filtered or ordered queries, each exercised above. */
export const BUILDER_FILES: readonly string[] = [
  'src/renderer/data/live-pages.ts',
  'src/renderer/screens/orders/order-row.ts',
  'src/renderer/screens/events/use-event-feed.ts',
  'src/renderer/screens/product/info-panel/product-paths.ts',
  'src/renderer/data/prefix-search.ts',
  'src/renderer/data/use-collection-documents.ts',
  'src/renderer/features/messaging/customer-link.ts',
  'src/renderer/data/use-documents-by-id.ts',
  'src/renderer/screens/home/use-recent-edits.ts',
];
