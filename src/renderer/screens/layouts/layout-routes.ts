/** In-app routes of the Layouts screens (content documents, spec 01 §3). */
export const LAYOUTS_ROUTE = '/console/layouts';

export const layoutRoute = (docId: string) => `${LAYOUTS_ROUTE}/${encodeURIComponent(docId)}`;
