import type { DocumentSnapshot, QuerySpec } from '../../data/ports';
import { numberFrom } from '../../../shared/format/pt-br-format';

/** Spec 01 §9: a table holds at most 1,000 rows, so the query reads no more. */
export const ORDERS_LIMIT = 1000;

export type StatusKind = 'order' | 'payment' | 'shipment';

export interface OrderItem {
  code: string;
  name: string;
  qty: number | null;
  unitPrice: number | null;
}

/** One order as the table shows it, read leniently: a missing field is null, never a crash. */
export interface OrderRow {
  id: string;
  number: string;
  createdAt: Date | null;
  status: Record<StatusKind, string | null>;
  total: number | null;
  items: OrderItem[];
}

/**
 * The customer's orders (or, without one, the project's), newest first, up to 1,000. On
 * Firestore the customer's query needs the composite index (customerId, createdAt desc).
 */
export function ordersQuery(customerId: string | null): QuerySpec {
  return {
    ...(customerId
      ? { where: [{ field: 'customerId', op: '==' as const, value: customerId }] }
      : {}),
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
    limit: ORDERS_LIMIT,
  };
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== ''
    ? value
    : typeof value === 'number'
      ? String(value)
      : null;

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

function itemOf(value: unknown): OrderItem {
  const item = record(value);
  return {
    code: text(item.ProductCode) ?? '',
    name: text(item.name) ?? text(item.ProductSiteName) ?? '',
    qty: numberFrom(item.qty ?? item.Quantity),
    unitPrice: numberFrom(item.price),
  };
}

/** The order stored at `project/{id}/order/{doc}` (segment fields of spec 02: status.*, products). */
export function orderRowOf(snapshot: DocumentSnapshot): OrderRow {
  const data = snapshot.data ?? {};
  const status = record(data.status);
  return {
    id: snapshot.id,
    number: text(data.number) ?? snapshot.id,
    createdAt: data.createdAt instanceof Date ? data.createdAt : null,
    status: {
      order: text(status.order),
      payment: text(status.payment),
      shipment: text(status.shipment),
    },
    total: numberFrom(data.total),
    items: Array.isArray(data.products) ? data.products.map(itemOf) : [],
  };
}
