import { searchFieldsOf } from '../../shared/collections/search-fields';
import { prefixVariants } from '../../shared/search/prefix-variants';
import {
  DOCUMENT_ID_FIELD,
  type DocumentSnapshot,
  type DocumentStore,
  type QuerySpec,
} from './ports';

/**
 * Above every character a title holds in practice (the top of the Basic Multilingual
 * Plane's private use area): `field < prefix + PREFIX_END` keeps exactly what starts with it.
 */
export const PREFIX_END = '\uf8ff';

/**
 * The documents whose `field` starts with `prefix`, in that field's order. One range on one
 * field ordered by it: Firestore serves it from the field's automatic single-field index,
 * and the local store's query engine the same way.
 */
export function prefixQuery(field: string, prefix: string, limit: number): QuerySpec {
  return {
    where: [
      { field, op: '>=', value: prefix },
      { field, op: '<', value: prefix + PREFIX_END },
    ],
    orderBy: [{ field }],
    limit,
  };
}

/**
 * The documents of one collection whose id or title field starts with `typed` (in the case
 * spellings prefixVariants lists), at most `limit`, in the order found: the whole collection
 * is searched, not only a page a list has read. One query that fails is skipped (the others
 * still answer); when all fail, the first failure is thrown.
 */
export async function searchCollection(
  store: DocumentStore,
  collectionPath: string,
  collection: string,
  typed: string,
  limit: number,
): Promise<DocumentSnapshot[]> {
  const variants = prefixVariants(typed);
  const fields = [...searchFieldsOf(collection), DOCUMENT_ID_FIELD];
  const answers = await Promise.allSettled(
    fields.flatMap((field) =>
      variants.map((variant) => store.query(collectionPath, prefixQuery(field, variant, limit))),
    ),
  );
  const failed = answers.find((answer) => answer.status === 'rejected');
  if (failed && answers.every((answer) => answer.status === 'rejected')) throw failed.reason;
  const found = new Map<string, DocumentSnapshot>();
  for (const answer of answers) {
    if (answer.status !== 'fulfilled') continue;
    for (const doc of answer.value) if (!found.has(doc.id)) found.set(doc.id, doc);
  }
  return [...found.values()].slice(0, limit);
}
