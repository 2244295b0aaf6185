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
import type { QuerySpec, WhereOperator } from '../ports';
import { texts } from '../../../shared/texts/pt-BR';
import { collectionPath } from './paths';

const operators: readonly WhereOperator[] = [
  '==',
  '!=',
  '<',
  '<=',
  '>',
  '>=',
  'in',
  'array-contains',
];
const MAX_IN_VALUES = 30;

const checkField = (field: string) => {
  const valid =
    typeof field === 'string' && field !== '' && field.split('.').every((part) => part !== '');
  if (!valid) throw new Error(texts.data.fieldPathInvalid(String(field)));
  return field;
};

/** Builds the SDK query for a port QuerySpec, rejecting bad specs with pt-BR messages. */
export function buildQuery(db: Firestore, path: string, spec: QuerySpec = {}): Query {
  const constraints: QueryConstraint[] = [];
  for (const clause of spec.where ?? []) {
    if (!operators.includes(clause.op)) throw new Error(texts.data.operatorInvalid(clause.op));
    const list = clause.value;
    if (
      clause.op === 'in' &&
      (!Array.isArray(list) || list.length === 0 || list.length > MAX_IN_VALUES)
    ) {
      throw new Error(texts.data.inNeedsList);
    }
    constraints.push(where(checkField(clause.field), clause.op, clause.value));
  }
  for (const order of spec.orderBy ?? []) {
    constraints.push(orderBy(checkField(order.field), order.direction ?? 'asc'));
  }
  if (spec.limit !== undefined) {
    if (!Number.isInteger(spec.limit) || spec.limit <= 0) throw new Error(texts.data.limitInvalid);
    constraints.push(limit(spec.limit));
  }
  return query(collection(db, collectionPath(path)), ...constraints);
}
