import { useEffect, useState } from 'react';
import pLimit from 'p-limit';
import { entrySummary } from '../../../shared/collections/entry-summary';
import { listedCollections } from '../../../shared/collections/listed-collections';
import { CONFIG_COLLECTION } from '../../../shared/forms/definitions/config/config-documents';
import { errorMessage } from '../../../shared/errors/error-message';
import type { DocumentSnapshot, DocumentStore } from '../../data/ports';
import { collectionPathOf } from '../../data/paths';
import { searchCollection } from '../../data/prefix-search';
import { documentPath, inCollection, productPath, type PaletteItem } from './palette-items';

/** Products listed for one query. */
const PRODUCT_LIMIT = 8;
/** Documents listed per collection for one query, and in all. */
const PER_COLLECTION = 3;
const DOCUMENT_LIMIT = 12;
/** The synced products (spec 01): the product page reads them. */
const PRODUCTS = 'product-data';
/** Searched as products, or listed on their own screen (config). */
const NOT_DOCUMENTS = new Set([PRODUCTS, CONFIG_COLLECTION]);

export type PaletteSearch =
  | { state: 'idle' }
  /** `items`: what has answered so far (products first), shown while the rest is searched. */
  | { state: 'searching'; items: PaletteItem[] }
  | { state: 'done'; items: PaletteItem[]; failure: string | null };

/**
 * Collections searched at once. Every collection costs a dozen prefix queries; all ~40 at
 * once (300+ queries) make Firestore answer them together at the end (the emulator took
 * 30 s), while a few at a time, in the listed order, land the first answers at once.
 */
const COLLECTIONS_AT_ONCE = 4;

const productItem = (doc: DocumentSnapshot): PaletteItem => {
  const summary = entrySummary(PRODUCTS, doc.id, doc.data);
  return {
    key: `product:${doc.id}`,
    group: 'products',
    label: summary.title,
    detail: summary.details.join(' · '),
    path: productPath(doc.id),
  };
};

const documentItem = (collection: string, doc: DocumentSnapshot): PaletteItem => {
  const summary = entrySummary(collection, doc.id, doc.data);
  return {
    key: `document:${collection}/${doc.id}`,
    group: 'documents',
    label: summary.title,
    detail: [inCollection(collection), ...summary.details].join(' · '),
    path: documentPath(collection, doc.id),
  };
};

/**
 * Products by code or name, then documents by title in every collection, through the ports.
 * `onProgress` gets the items found so far each time a search answers: products first, then
 * documents in the collections' listed order. Once `signal` aborts (the query changed, the
 * palette closed), no further collection is searched: the next search does not queue behind.
 */
export async function searchPaletteData(
  store: DocumentStore,
  projectId: string,
  query: string,
  onProgress: (items: PaletteItem[]) => void = () => {},
  signal?: AbortSignal,
): Promise<{ items: PaletteItem[]; failure: string | null }> {
  let failure: string | null = null;
  const failed = (error: unknown) => {
    failure ??= errorMessage(error);
    return [];
  };
  const collections = listedCollections().filter(({ id }) => !NOT_DOCUMENTS.has(id));
  let products: PaletteItem[] = [];
  const found: (PaletteItem[] | undefined)[] = collections.map(() => undefined);
  const documents = () => found.flatMap((items) => items ?? []).slice(0, DOCUMENT_LIMIT);
  const report = () => onProgress([...products, ...documents()]);
  const pool = pLimit(COLLECTIONS_AT_ONCE);
  const limit = (search: () => Promise<DocumentSnapshot[]>) =>
    pool(() => (signal?.aborted ? Promise.resolve([]) : search()));
  // Products first, with the first collections (the pool starts them in the listed order).
  const searches = [
    limit(() =>
      searchCollection(
        store,
        collectionPathOf(projectId, PRODUCTS),
        PRODUCTS,
        query,
        PRODUCT_LIMIT,
      ),
    )
      .catch(failed)
      .then((docs) => {
        products = docs.map(productItem);
        report();
      }),
    ...collections.map(({ id }, index) =>
      limit(() =>
        searchCollection(store, collectionPathOf(projectId, id), id, query, PER_COLLECTION),
      )
        .catch(failed)
        .then((docs) => {
          found[index] = docs.map((doc) => documentItem(id, doc));
          report();
        }),
    ),
  ];
  await Promise.all(searches);
  return { items: [...products, ...documents()], failure };
}

/** The palette's data answers for `query` (already debounced); idle when blank. */
export function usePaletteSearch(
  store: DocumentStore | null,
  projectId: string,
  query: string,
): PaletteSearch {
  const wanted = query.trim();
  const key = JSON.stringify([projectId, wanted]);
  const [answer, setAnswer] = useState<{ key: string; search: PaletteSearch }>({
    key: '',
    search: { state: 'idle' },
  });
  useEffect(() => {
    if (!store || wanted === '') return;
    const controller = new AbortController();
    const active = () => !controller.signal.aborted;
    const progress = (items: PaletteItem[]) => {
      if (active()) setAnswer({ key, search: { state: 'searching', items } });
    };
    void searchPaletteData(store, projectId, wanted, progress, controller.signal).then(
      (result) => active() && setAnswer({ key, search: { state: 'done', ...result } }),
    );
    return () => controller.abort();
  }, [store, projectId, wanted, key]);
  if (!store || wanted === '') return { state: 'idle' };
  return answer.key === key ? answer.search : { state: 'searching', items: [] };
}
