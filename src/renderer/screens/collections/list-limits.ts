/** Spec 01 §9: the collection list shows 50 documents by default. */
export const COLLECTION_LIST_LIMIT = 50;

/** Spec 02 §9: these tree-shaped collections read 1,000. */
const LIST_LIMITS: Readonly<Record<string, number>> = {
  category: 1_000,
  content: 1_000,
  course: 1_000,
};

/** Documents one page of `collection`'s list reads. */
export const listLimitOf = (collection: string) => LIST_LIMITS[collection] ?? COLLECTION_LIST_LIMIT;
