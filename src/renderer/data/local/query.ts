import type { DocumentData, OrderByClause, QuerySpec, WhereClause, WhereOperator } from '../ports';
import { compareValues, readField, typeOrder, valuesEqual } from './values';

/** One stored document as the query engine sees it. */
export interface QueryRow {
  id: string;
  data: DocumentData;
}

const inequalities: ReadonlySet<WhereOperator> = new Set(['!=', '<', '<=', '>', '>=']);

/** Same rules as the Firestore SDK's local query engine. */
function matches(data: DocumentData, clause: WhereClause): boolean {
  const { found, value } = readField(data, clause.field);
  if (!found) return false;
  const target = clause.value;
  switch (clause.op) {
    case '==':
      return valuesEqual(value, target);
    case '!=':
      // Missing and null fields never match "!=".
      return value !== null && !valuesEqual(value, target);
    case 'in':
      return (target as unknown[]).some((item) => valuesEqual(value, item));
    case 'array-contains':
      return Array.isArray(value) && value.some((item) => valuesEqual(item, target));
    default: {
      // Range filters only match values of the same type as the bound.
      if (typeOrder(value) !== typeOrder(target)) return false;
      const diff = compareValues(value, target);
      if (clause.op === '<') return diff < 0;
      if (clause.op === '<=') return diff <= 0;
      if (clause.op === '>') return diff > 0;
      return diff >= 0;
    }
  }
}

/**
 * Firestore's effective order: the explicit orderBy clauses, then inequality fields not
 * yet ordered (in field order), then the document id, in the last clause's direction.
 */
function effectiveOrder(spec: QuerySpec): OrderByClause[] {
  const explicit = spec.orderBy ?? [];
  const ordered = new Set(explicit.map((o) => o.field));
  const lastDirection = explicit.length
    ? (explicit[explicit.length - 1].direction ?? 'asc')
    : 'asc';
  const implicit = [
    ...new Set((spec.where ?? []).filter((w) => inequalities.has(w.op)).map((w) => w.field)),
  ]
    .filter((field) => !ordered.has(field))
    .sort()
    .map((field): OrderByClause => ({ field, direction: lastDirection }));
  return [...explicit, ...implicit];
}

export function runQuery(rows: QueryRow[], spec: QuerySpec = {}): QueryRow[] {
  const order = effectiveOrder(spec);
  const lastDirection = order.length ? (order[order.length - 1].direction ?? 'asc') : 'asc';
  const selected = rows.filter(
    (row) =>
      (spec.where ?? []).every((clause) => matches(row.data, clause)) &&
      // A document without an ordered field is left out, as in Firestore.
      order.every((o) => readField(row.data, o.field).found),
  );
  selected.sort((a, b) => {
    for (const o of order) {
      const diff = compareValues(
        readField(a.data, o.field).value,
        readField(b.data, o.field).value,
      );
      if (diff !== 0) return o.direction === 'desc' ? -diff : diff;
    }
    const byId = a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
    return lastDirection === 'desc' ? -byId : byId;
  });
  return spec.limit === undefined ? selected : selected.slice(0, spec.limit);
}
