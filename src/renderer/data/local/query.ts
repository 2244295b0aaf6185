import {
  DOCUMENT_ID_FIELD,
  type DocumentData,
  type OrderByClause,
  type QuerySpec,
  type WhereClause,
  type WhereOperator,
} from '../ports';
import { compareValues, readField, typeOrder, valuesEqual } from './values';

/** One stored document as the query engine sees it. */
export interface QueryRow {
  id: string;
  data: DocumentData;
}

const inequalities: ReadonlySet<WhereOperator> = new Set(['!=', '<', '<=', '>', '>=']);

/** A field of the row, DOCUMENT_ID_FIELD being its id (always there, as in Firestore). */
function fieldOf(row: QueryRow, field: string): { found: boolean; value: unknown } {
  return field === DOCUMENT_ID_FIELD ? { found: true, value: row.id } : readField(row.data, field);
}

/** Same rules as the Firestore SDK's local query engine. */
function matches(row: QueryRow, clause: WhereClause): boolean {
  const { found, value } = fieldOf(row, clause.field);
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
    // The id closes every order anyway.
    .filter((field) => !ordered.has(field) && field !== DOCUMENT_ID_FIELD)
    .sort()
    .map((field): OrderByClause => ({ field, direction: lastDirection }));
  return [...explicit, ...implicit];
}

/**
 * Where a row sits against a cursor: below 0 before it, 0 at it, above 0 after it. Only the
 * cursor's own fields count (a shorter cursor is a coarser position), each compared in its
 * clause's direction and across types in Firestore's order, as Firestore's bounds are.
 */
function compareToCursor(
  row: QueryRow,
  cursor: readonly unknown[],
  order: readonly OrderByClause[],
): number {
  for (let i = 0; i < cursor.length; i++) {
    const diff = compareValues(fieldOf(row, order[i].field).value, cursor[i]);
    if (diff !== 0) return order[i].direction === 'desc' ? -diff : diff;
  }
  return 0;
}

export function runQuery<Row extends QueryRow>(rows: Row[], spec: QuerySpec = {}): Row[] {
  const order = effectiveOrder(spec);
  const lastDirection = order.length ? (order[order.length - 1].direction ?? 'asc') : 'asc';
  // Cursor values follow the explicit clauses, which lead the effective order.
  const explicit = spec.orderBy ?? [];
  const { startAfter, startAt, endAt } = spec;
  const selected = rows.filter(
    (row) =>
      (spec.where ?? []).every((clause) => matches(row, clause)) &&
      // A document without an ordered field is left out, as in Firestore.
      order.every((o) => fieldOf(row, o.field).found) &&
      (startAfter === undefined || compareToCursor(row, startAfter, explicit) > 0) &&
      (startAt === undefined || compareToCursor(row, startAt, explicit) >= 0) &&
      (endAt === undefined || compareToCursor(row, endAt, explicit) <= 0),
  );
  selected.sort((a, b) => {
    for (const o of order) {
      const diff = compareValues(fieldOf(a, o.field).value, fieldOf(b, o.field).value);
      if (diff !== 0) return o.direction === 'desc' ? -diff : diff;
    }
    // Ids order by code point, as Firestore orders them (by UTF-8 bytes), not by UTF-16 unit.
    const byId = compareValues(a.id, b.id);
    return lastDirection === 'desc' ? -byId : byId;
  });
  return spec.limit === undefined ? selected : selected.slice(0, spec.limit);
}
