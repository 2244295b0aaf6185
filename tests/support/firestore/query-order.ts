import {
  StructuredQuery,
  StructuredQueryDirection,
} from '@firestore-emulator/proto/dist/google/firestore/v1/query.js';
import type { FirestoreState, FirestoreStateDocument } from '@firestore-emulator/server';

const NAME = '__name__';

/**
 * Firestore semantics the package lacks: a document without an ordered field is left out,
 * ties break on the document name (the SDK always orders by `__name__` last), and the
 * limit applies after that order, so `limit` keeps the same documents the SDK expects.
 */
export function patchQueryOrder(state: FirestoreState): void {
  const original = state.v1Query.bind(state);
  state.v1Query = (parent, query) => {
    const unlimited = StructuredQuery.fromObject({ ...query.toObject(), limit: undefined });
    const orders = query.order_by.map((order) => ({
      path: order.field.field_path,
      sign: order.direction === StructuredQueryDirection.DESCENDING ? -1 : 1,
    }));
    const ordered = original(parent, unlimited)
      .filter((doc) => orders.every(({ path }) => path === NAME || doc.getField(path) != null))
      .sort((a, b) => {
        for (const { path, sign } of orders) {
          const order = path === NAME ? compareNames(a, b) : compareFields(a, b, path);
          if (order !== 0) return order * sign;
        }
        return compareNames(a, b);
      });
    return query.has_limit ? ordered.slice(0, query.limit.value) : ordered;
  };
}

const compareNames = (a: FirestoreStateDocument, b: FirestoreStateDocument) =>
  a.getPath() < b.getPath() ? -1 : a.getPath() > b.getPath() ? 1 : 0;

function compareFields(a: FirestoreStateDocument, b: FirestoreStateDocument, path: string) {
  const left = a.getField(path);
  const right = b.getField(path);
  if (!left || !right || left.eq(right)) return 0;
  if (left.lt(right)) return -1;
  return right.lt(left) ? 1 : 0;
}
