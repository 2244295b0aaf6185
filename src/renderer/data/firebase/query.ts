import {
  collection,
  documentId,
  endAt,
  limit,
  orderBy,
  query,
  startAfter,
  startAt,
  where,
  type FieldPath,
  type Firestore,
  type Query,
  type QueryConstraint,
} from 'firebase/firestore';
import { DOCUMENT_ID_FIELD, type QuerySpec } from '../ports';
import { parseCollectionPath, validateQuery } from '../paths';

/** The port's id field is the SDK's documentId(); the SDK reads any other as a dotted path. */
const fieldOf = (field: string): string | FieldPath =>
  field === DOCUMENT_ID_FIELD ? documentId() : field;

/** Builds the SDK query for a port QuerySpec, rejecting bad specs with pt-BR messages. */
export function buildQuery(db: Firestore, path: string, spec: QuerySpec = {}): Query {
  const target = collection(db, parseCollectionPath(path).path);
  validateQuery(spec);
  const constraints: QueryConstraint[] = [
    ...(spec.where ?? []).map((clause) => where(fieldOf(clause.field), clause.op, clause.value)),
    ...(spec.orderBy ?? []).map((order) => orderBy(fieldOf(order.field), order.direction ?? 'asc')),
    ...(spec.startAfter === undefined ? [] : [startAfter(...spec.startAfter)]),
    ...(spec.startAt === undefined ? [] : [startAt(...spec.startAt)]),
    ...(spec.endAt === undefined ? [] : [endAt(...spec.endAt)]),
    ...(spec.limit === undefined ? [] : [limit(spec.limit)]),
  ];
  return query(target, ...constraints);
}
