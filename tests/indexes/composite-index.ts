import { DOCUMENT_ID_FIELD, type QuerySpec } from '../../src/renderer/data/ports';

/** One field of a composite index as firestore.indexes.json writes it. */
export type IndexField =
  | { fieldPath: string; order: 'ASCENDING' | 'DESCENDING' }
  | { fieldPath: string; arrayConfig: 'CONTAINS' };

/** A query's index: its first `equalityFields` fields may come in any order. */
export interface NeededIndex {
  index: CompositeIndex;
  equalityFields: number;
}

export interface CompositeIndex {
  collectionGroup: string;
  queryScope: 'COLLECTION' | 'COLLECTION_GROUP';
  fields: IndexField[];
}

const EQUALITY_OPS = new Set(['==', 'in']);
const INEQUALITY_OPS = new Set(['<', '<=', '>', '>=', '!=', 'not-in']);

const orderOf = (direction: 'asc' | 'desc' | undefined) =>
  direction === 'desc' ? ('DESCENDING' as const) : ('ASCENDING' as const);

/**
 * The composite index a collection query needs on Firestore, or null when the automatic
 * single-field indexes serve it. Equality filters (==, in, array-contains) come first, then the
 * ordered fields in the query's order: explicit orderBy, then inequality fields Firestore orders
 * by implicitly. Orders on an equality field and a trailing document-id order add nothing (every
 * index ends in the id); equality on the id is a key lookup. Equality alone needs no composite
 * index (Firestore merges single-field ones), nor does a single ordered field alone.
 */
export function requiredIndex(collectionGroup: string, spec: QuerySpec): NeededIndex | null {
  const where = spec.where ?? [];
  const equality = where.filter(
    (clause) =>
      clause.field !== DOCUMENT_ID_FIELD &&
      (EQUALITY_OPS.has(clause.op) || clause.op === 'array-contains'),
  );
  const equalFields = new Set(equality.map((clause) => clause.field));
  const ordered: IndexField[] = (spec.orderBy ?? [])
    .filter((order) => !equalFields.has(order.field))
    .map((order) => ({ fieldPath: order.field, order: orderOf(order.direction) }));
  for (const clause of where) {
    if (!INEQUALITY_OPS.has(clause.op) || ordered.some((f) => f.fieldPath === clause.field))
      continue;
    ordered.push({ fieldPath: clause.field, order: 'ASCENDING' });
  }
  while (ordered.at(-1)?.fieldPath === DOCUMENT_ID_FIELD) ordered.pop();
  if (ordered.length === 0 || equality.length + ordered.length < 2) return null;
  return {
    equalityFields: equality.length,
    index: {
      collectionGroup,
      queryScope: 'COLLECTION',
      fields: [
        ...equality.map(
          (clause): IndexField =>
            clause.op === 'array-contains'
              ? { fieldPath: clause.field, arrayConfig: 'CONTAINS' }
              : { fieldPath: clause.field, order: 'ASCENDING' },
        ),
        ...ordered,
      ],
    },
  };
}

/**
 * Whether `index` serves the query that needs `needed`: same collection group and scope, the
 * equality fields in any order, then the ordered fields exactly (a trailing document-id field
 * in the index is implied).
 */
export function serves(index: CompositeIndex, { index: needed, equalityFields }: NeededIndex) {
  if (index.collectionGroup !== needed.collectionGroup) return false;
  if (index.queryScope !== needed.queryScope) return false;
  const fields = [...index.fields];
  while (fields.at(-1)?.fieldPath === DOCUMENT_ID_FIELD) fields.pop();
  if (fields.length !== needed.fields.length) return false;
  const equalityOf = (list: IndexField[]) =>
    list
      .slice(0, equalityFields)
      .map((field) => `${field.fieldPath}:${'arrayConfig' in field ? 'contains' : 'value'}`)
      .sort()
      .join('\n');
  if (equalityOf(fields) !== equalityOf(needed.fields)) return false;
  return fields
    .slice(equalityFields)
    .every((field, position) => sameField(field, needed.fields[equalityFields + position]!));
}

const sameField = (a: IndexField, b: IndexField) =>
  a.fieldPath === b.fieldPath &&
  ('order' in a ? a.order : a.arrayConfig) === ('order' in b ? b.order : b.arrayConfig);
