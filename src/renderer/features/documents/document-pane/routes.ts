/** In-app routes of the collection screens; ids may hold any character but '/'. */
export const collectionRoute = (collection: string) => `/console/${encodeURIComponent(collection)}`;

export const documentRoute = (collection: string, docId: string) =>
  `${collectionRoute(collection)}/${encodeURIComponent(docId)}`;

/** `/console/{collection}?novo`: the browser with a new document's form open. */
export const NEW_DOCUMENT_PARAM = 'novo';
