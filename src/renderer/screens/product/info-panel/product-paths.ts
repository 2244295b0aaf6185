import { collectionPathOf, documentPathOf } from '../../../data/paths';

/** Where the panel reads and writes (spec 01 §3). */
export const productDataPath = (projectId: string, code: string) =>
  documentPathOf(projectId, 'product-data', code);

export const changelogCollectionPath = (projectId: string) =>
  collectionPathOf(projectId, 'product-data-changelog');

/** Google Shopping's offers page for a product, opened in the system browser. */
export const googleOffersUrl = (googleCode: string) =>
  `https://www.google.com.br/shopping/product/${encodeURIComponent(googleCode)}/offers`;
