/**
 * Whether a typed id (a product code, a content id) can name a document: not empty, one path
 * segment, not `.`/`..`, not Firestore's reserved `__…__`. Any other names no document, and
 * reading it would only make the store throw.
 */
export const isDocumentIdUsable = (id: string): boolean =>
  id !== '' && id !== '.' && id !== '..' && !id.includes('/') && !/^__.*__$/.test(id);
