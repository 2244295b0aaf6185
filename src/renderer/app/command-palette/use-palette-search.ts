import { useEffect, useState } from 'react';
import { entrySummary } from '../../../shared/collections/entry-summary';
import { listedCollections } from '../../../shared/collections/listed-collections';
import { CONFIG_COLLECTION } from '../../../shared/forms/definitions/config/config-documents';
import { errorMessage } from '../../../shared/errors/error-message';
import type { DocumentStore } from '../../data/ports';
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
  | { state: 'searching' }
  | { state: 'done'; items: PaletteItem[]; failure: string | null };

/** Products by code or name, then documents by title in every collection, through the ports. */
async function searchData(
  store: DocumentStore,
  projectId: string,
  query: string,
): Promise<{ items: PaletteItem[]; failure: string | null }> {
  let failure: string | null = null;
  const failed = (error: unknown) => {
    failure ??= errorMessage(error);
    return [];
  };
  const products = searchCollection(
    store,
    collectionPathOf(projectId, PRODUCTS),
    PRODUCTS,
    query,
    PRODUCT_LIMIT,
  ).catch(failed);
  const collections = listedCollections().filter(({ id }) => !NOT_DOCUMENTS.has(id));
  const documents = collections.map(({ id }) =>
    searchCollection(store, collectionPathOf(projectId, id), id, query, PER_COLLECTION)
      .catch(failed)
      .then((docs) => docs.map((doc) => ({ collection: id, doc }))),
  );
  const productItems = (await products).map((doc): PaletteItem => {
    const summary = entrySummary(PRODUCTS, doc.id, doc.data);
    return {
      key: `product:${doc.id}`,
      group: 'products',
      label: summary.title,
      detail: summary.details.join(' · '),
      path: productPath(doc.id),
    };
  });
  const documentItems = (await Promise.all(documents))
    .flat()
    .slice(0, DOCUMENT_LIMIT)
    .map(({ collection, doc }): PaletteItem => {
      const summary = entrySummary(collection, doc.id, doc.data);
      return {
        key: `document:${collection}/${doc.id}`,
        group: 'documents',
        label: summary.title,
        detail: [inCollection(collection), ...summary.details].join(' · '),
        path: documentPath(collection, doc.id),
      };
    });
  return { items: [...productItems, ...documentItems], failure };
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
    let active = true;
    void searchData(store, projectId, wanted).then(
      (result) => active && setAnswer({ key, search: { state: 'done', ...result } }),
    );
    return () => {
      active = false;
    };
  }, [store, projectId, wanted, key]);
  if (!store || wanted === '') return { state: 'idle' };
  return answer.key === key ? answer.search : { state: 'searching' };
}
