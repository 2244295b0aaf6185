import type { Value } from '@firestore-emulator/proto/dist/google/firestore/v1/document.js';
import {
  StructuredQueryCompositeFilterOperator as Composite,
  StructuredQueryDirection as Direction,
  StructuredQueryFieldFilterOperator as Op,
  StructuredQueryUnaryFilterOperator as Unary,
  type StructuredQuery,
  type StructuredQueryFilter,
} from '@firestore-emulator/proto/dist/google/firestore/v1/query.js';
import type { FirestoreState, FirestoreStateDocument } from '@firestore-emulator/server';
import { status as Status } from '@grpc/grpc-js';
import { fieldPathSegments, RpcError } from './write-rpc';

/** A Firestore value as plain data, so values compare across integer and double. */
type Plain = null | boolean | number | string | Stamp | Opaque | Plain[] | { [key: string]: Plain };
class Stamp {
  constructor(
    readonly seconds: number,
    readonly nanos: number,
  ) {}
}
/** Bytes, references and geo points: only ever compared for equality here. */
class Opaque {
  constructor(
    readonly rank: number,
    readonly key: string,
  ) {}
}

const NAME = '__name__';
const MISSING = Symbol('missing');

function plain(value: Value): Plain {
  if (value.has_null_value) return null;
  if (value.has_boolean_value) return value.boolean_value;
  if (value.has_integer_value) return Number(value.integer_value);
  if (value.has_double_value) return value.double_value;
  if (value.has_string_value) return value.string_value;
  if (value.has_timestamp_value) {
    return new Stamp(Number(value.timestamp_value.seconds), value.timestamp_value.nanos);
  }
  if (value.has_array_value) return value.array_value.values.map(plain);
  if (value.has_map_value) return mapOf(value.map_value.fields);
  if (value.has_reference_value) return new Opaque(6, value.reference_value);
  if (value.has_geo_point_value) return new Opaque(7, JSON.stringify(value.geo_point_value));
  return new Opaque(5, JSON.stringify(value.toObject()));
}
const mapOf = (fields: Map<string, Value>) =>
  Object.fromEntries([...fields].map(([key, value]) => [key, plain(value)]));

function rank(value: Plain): number {
  if (value === null) return 0;
  if (typeof value === 'boolean') return 1;
  if (typeof value === 'number') return 2;
  if (value instanceof Stamp) return 3;
  if (typeof value === 'string') return 4;
  if (value instanceof Opaque) return value.rank;
  return Array.isArray(value) ? 8 : 9;
}

const sign = (n: number) => (n < 0 ? -1 : n > 0 ? 1 : 0);

/** Firestore's total order: by type first, then by value within the type. */
function compare(a: Plain, b: Plain): number {
  const byType = rank(a) - rank(b);
  if (byType !== 0) return sign(byType);
  if (typeof a === 'number' && typeof b === 'number') {
    if (Number.isNaN(a)) return Number.isNaN(b) ? 0 : -1;
    return Number.isNaN(b) ? 1 : sign(a - b);
  }
  if (typeof a === 'boolean' || typeof a === 'string')
    return a === b ? 0 : a < (b as typeof a) ? -1 : 1;
  if (a instanceof Stamp && b instanceof Stamp) {
    return sign(a.seconds - b.seconds) || sign(a.nanos - b.nanos);
  }
  if (a instanceof Opaque && b instanceof Opaque)
    return a.key === b.key ? 0 : a.key < b.key ? -1 : 1;
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let i = 0; i < Math.min(a.length, b.length); i++) {
      const order = compare(a[i], b[i]);
      if (order !== 0) return order;
    }
    return sign(a.length - b.length);
  }
  if (a === null) return 0;
  const left = Object.entries(a as Record<string, Plain>).sort(([x], [y]) => (x < y ? -1 : 1));
  const right = Object.entries(b as Record<string, Plain>).sort(([x], [y]) => (x < y ? -1 : 1));
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const order =
      (left[i][0] < right[i][0] ? -1 : left[i][0] > right[i][0] ? 1 : 0) ||
      compare(left[i][1], right[i][1]);
    if (order !== 0) return order;
  }
  return sign(left.length - right.length);
}
const equal = (a: Plain, b: Plain) => compare(a, b) === 0;

interface Row {
  name: string;
  data: Record<string, Plain>;
}

function read(row: Row, path: string): Plain | typeof MISSING {
  if (path === NAME) return new Opaque(6, row.name);
  let current: Plain | typeof MISSING = row.data;
  for (const key of fieldPathSegments(path)) {
    if (
      current === null ||
      typeof current !== 'object' ||
      Array.isArray(current) ||
      current instanceof Stamp ||
      current instanceof Opaque ||
      !(key in current)
    ) {
      return MISSING;
    }
    current = current[key];
  }
  return current;
}

function matches(row: Row, filter: StructuredQueryFilter): boolean {
  if (filter.has_composite_filter) {
    const { op, filters } = filter.composite_filter;
    return op === Composite.OR
      ? filters.some((f) => matches(row, f))
      : filters.every((f) => matches(row, f));
  }
  if (filter.has_unary_filter) {
    const value = read(row, filter.unary_filter.field.field_path);
    const isNaN = typeof value === 'number' && Number.isNaN(value);
    switch (filter.unary_filter.op) {
      case Unary.IS_NULL:
        return value === null;
      case Unary.IS_NOT_NULL:
        return value !== MISSING && value !== null;
      case Unary.IS_NAN:
        return isNaN;
      case Unary.IS_NOT_NAN:
        return value !== MISSING && value !== null && !isNaN;
      default:
        throw new RpcError(Status.INVALID_ARGUMENT, 'Unknown unary filter.');
    }
  }
  const { field, op, value: bound } = filter.field_filter;
  const value = read(row, field.field_path);
  if (value === MISSING) return false;
  const target = plain(bound);
  const list = Array.isArray(target) ? target : [];
  const ordered = rank(value) === rank(target);
  switch (op) {
    case Op.EQUAL:
      return equal(value, target);
    case Op.NOT_EQUAL:
      return value !== null && !equal(value, target);
    case Op.LESS_THAN:
      return ordered && compare(value, target) < 0;
    case Op.LESS_THAN_OR_EQUAL:
      return ordered && compare(value, target) <= 0;
    case Op.GREATER_THAN:
      return ordered && compare(value, target) > 0;
    case Op.GREATER_THAN_OR_EQUAL:
      return ordered && compare(value, target) >= 0;
    case Op.ARRAY_CONTAINS:
      return Array.isArray(value) && value.some((item) => equal(item, target));
    case Op.ARRAY_CONTAINS_ANY:
      return Array.isArray(value) && value.some((item) => list.some((v) => equal(item, v)));
    case Op.IN:
      return list.some((v) => equal(value, v));
    case Op.NOT_IN:
      return value !== null && !list.some((v) => equal(value, v));
    default:
      throw new RpcError(Status.INVALID_ARGUMENT, 'Unknown field filter.');
  }
}

/**
 * Runs a structured query with Firestore's semantics, which the package lacks: dotted
 * field paths, null filters (`== null` arrives as IS_NULL), integers compared with
 * doubles, documents without an ordered field left out, ties broken by document name,
 * and the limit applied after that order.
 */
export function runQuery(
  state: FirestoreState,
  parent: string,
  query: StructuredQuery,
): FirestoreStateDocument[] {
  const [from] = query.from;
  if (query.from.length !== 1 || !from.collection_id || from.all_descendants) {
    throw new RpcError(Status.UNIMPLEMENTED, 'Only single-collection queries are supported.');
  }
  if (query.has_start_at || query.has_end_at || query.offset) {
    throw new RpcError(Status.UNIMPLEMENTED, 'Cursors and offsets are not supported.');
  }
  const orders = query.order_by.map((order) => ({
    path: order.field.field_path,
    sign: order.direction === Direction.DESCENDING ? -1 : 1,
  }));
  const rows = state
    .getCollection(`${parent}/${from.collection_id}`)
    .getAllDocuments()
    .filter((doc) => doc.metadata.hasExist)
    .map((doc) => ({ doc, row: { name: doc.getPath(), data: mapOf(doc.toV1Document().fields) } }))
    .filter(({ row }) => !query.has_where || matches(row, query.where))
    .filter(({ row }) => orders.every(({ path }) => read(row, path) !== MISSING))
    .sort((a, b) => {
      for (const { path, sign: direction } of orders) {
        const order = compare(read(a.row, path) as Plain, read(b.row, path) as Plain);
        if (order !== 0) return order * direction;
      }
      return compare(a.row.name, b.row.name);
    })
    .map(({ doc }) => doc);
  return query.has_limit ? rows.slice(0, query.limit.value) : rows;
}

/** Routes the package's queries (RunQuery and Listen targets) through runQuery. */
export function patchQueries(state: FirestoreState): void {
  state.v1Query = (parent, query) => runQuery(state, parent, query);
}
