/** In-app routes of the collection screens; ids may hold any character but '/'. */
export const collectionRoute = (collection: string) => `/console/${encodeURIComponent(collection)}`;

export const documentRoute = (collection: string, docId: string) =>
  `${collectionRoute(collection)}/${encodeURIComponent(docId)}`;
