import {
  collection,
  limit,
  orderBy,
  query,
  where,
  type Firestore,
  type Query,
  type QueryConstraint,
} from 'firebase/firestore';
import type { QuerySpec } from '../ports';
import { parseCollectionPath, validateQuery } from '../paths';

/** Builds the SDK query for a port QuerySpec, rejecting bad specs with pt-BR messages. */
export function buildQuery(db: Firestore, path: string, spec: QuerySpec = {}): Query {
  const target = collection(db, parseCollectionPath(path).path);
  validateQuery(spec);
  const constraints: QueryConstraint[] = [
    ...(spec.where ?? []).map((clause) => where(clause.field, clause.op, clause.value)),
    ...(spec.orderBy ?? []).map((order) => orderBy(order.field, order.direction ?? 'asc')),
    ...(spec.limit === undefined ? [] : [limit(spec.limit)]),
  ];
  return query(target, ...constraints);
}
