import Dexie from 'dexie';
import type { DocumentData, QuerySpec } from '../ports';
import type { DocumentRow, LocalDatabase } from './database';
import { runQuery } from './query';

/**
 * The fields the console's live lists order by date (the event feed, orders, a product's
 * changelog by createdAt; Início's recent edits by updatedAt), each with its index: the
 * collection, the date, then idKey, which breaks ties in Firestore's id order.
 */
export const DATE_ORDER_INDEXES = {
  createdAt: '[parent+data.createdAt+idKey]',
  updatedAt: '[parent+data.updatedAt+idKey]',
} as const;

type DateField = keyof typeof DATE_ORDER_INDEXES;

/** Rows by collection and oddDateFields: which collections the date indexes cannot answer. */
export const ODD_DATES_INDEX = '[parent+oddDates]';

/** ECMAScript's first and last time values: between them, an index range holds dates only. */
const EARLIEST = new Date(-8.64e15);
const LATEST = new Date(8.64e15);

/** A page by one date field alone: no filter, no cursor. */
export interface DateOrder {
  field: DateField;
  descending: boolean;
}

/** The date order a spec asks for, or null when it asks for more (or other) than that. */
export function dateOrderOf(spec: QuerySpec): DateOrder | null {
  const order = spec.orderBy ?? [];
  if (order.length !== 1 || (spec.where ?? []).length > 0) return null;
  if (spec.startAfter !== undefined || spec.startAt !== undefined || spec.endAt !== undefined) {
    return null;
  }
  const { field, direction } = order[0];
  if (!Object.hasOwn(DATE_ORDER_INDEXES, field)) return null;
  return { field: field as DateField, descending: direction === 'desc' };
}

/**
 * The date-order fields of a document that hold something other than a date, joined by '+'
 * (kept on its row and indexed with its collection); undefined when there is none. A missing
 * field does not count: Firestore leaves such a document out of the order, as the index does.
 */
export function oddDateFields(data: DocumentData): string | undefined {
  const odd = (Object.keys(DATE_ORDER_INDEXES) as DateField[]).filter(
    (field) => Object.hasOwn(data, field) && !(data[field] instanceof Date),
  );
  return odd.length > 0 ? odd.join('+') : undefined;
}

/**
 * A page of a collection ordered by createdAt or updatedAt alone, read through its index: a
 * live feed re-runs on every write to its collection, and reading the whole collection each
 * time (500 events a project, twice, once per open tab) was most of a new event's way to the
 * screen. Where the index cannot give Firestore's answer, because a document of the collection
 * holds something else than a date in a date-order field (Firestore orders it around the
 * dates), the whole collection is read and ordered as before.
 *
 * The transaction starts at once, inside the caller's liveQuery: a read begun after an await
 * of anything but Dexie's own promises would not be watched. Nothing here counts: liveQuery
 * re-runs a count after every write anywhere in the table.
 */
export function readDateOrdered(
  db: LocalDatabase,
  collection: string,
  spec: QuerySpec,
  order: DateOrder,
): Promise<DocumentRow[]> {
  return db.transaction('r', db.documents, async () => {
    // At most one key per combination of odd fields: a few, however many documents.
    const oddKeys = await db.documents
      .where(ODD_DATES_INDEX)
      .between([collection, Dexie.minKey], [collection, Dexie.maxKey])
      .uniqueKeys();
    if (
      oddKeys.some((key) =>
        String((key as unknown[])[1])
          .split('+')
          .includes(order.field),
      )
    ) {
      return runQuery(await db.documents.where('parent').equals(collection).toArray(), spec);
    }
    let page = db.documents
      .where(DATE_ORDER_INDEXES[order.field])
      .between([collection, EARLIEST, Dexie.minKey], [collection, LATEST, Dexie.maxKey]);
    if (order.descending) page = page.reverse();
    if (spec.limit !== undefined) page = page.limit(spec.limit);
    return page.toArray();
  });
}
