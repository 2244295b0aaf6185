import { collectionPathOf, documentPathOf } from '../../../data/paths';
import type { QuerySpec } from '../../../data/ports';

/** Where the panel reads and writes (spec 01 §3). */
export const productDataPath = (projectId: string, code: string) =>
  documentPathOf(projectId, 'product-data', code);

export const changelogCollectionPath = (projectId: string) =>
  collectionPathOf(projectId, 'product-data-changelog');

/** Histórico's query: the product's changelog entries, newest first. */
export const historyQuery = (code: string): QuerySpec => ({
  where: [{ field: 'ProductCode', op: '==', value: code }],
  orderBy: [{ field: 'createdAt', direction: 'desc' }],
});

/** Google Shopping's offers page for a product, opened in the system browser. */
export const googleOffersUrl = (googleCode: string) =>
  `https://www.google.com.br/shopping/product/${encodeURIComponent(googleCode)}/offers`;
