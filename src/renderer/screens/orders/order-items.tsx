import { Table, Typography } from 'antd';
import { formatBrl, formatNumber, NO_VALUE } from '../../../shared/format/pt-br-format';
import { texts } from '../../../shared/texts/pt-BR';
import type { OrderItem, OrderRow } from './order-row';

const t = texts.shell.screens.orders.items;

const money = (value: number | null) => formatBrl(value) ?? NO_VALUE;

/** An open order's items: code, name, quantity, unit price and their product. */
export function OrderItems({ order }: { order: OrderRow }) {
  if (order.items.length === 0) return <Typography.Text type="secondary">{t.none}</Typography.Text>;
  return (
    <Table<OrderItem & { index: number }>
      aria-label={t.label(order.number)}
      size="small"
      pagination={false}
      rowKey="index"
      dataSource={order.items.map((item, index) => ({ ...item, index }))}
      columns={[
        { key: 'code', title: t.code, dataIndex: 'code' },
        { key: 'name', title: t.name, dataIndex: 'name' },
        {
          key: 'qty',
          title: t.qty,
          align: 'right',
          render: (_, item) => (item.qty === null ? NO_VALUE : formatNumber(item.qty)),
        },
        {
          key: 'unit',
          title: t.unitPrice,
          align: 'right',
          render: (_, item) => money(item.unitPrice),
        },
        {
          key: 'subtotal',
          title: t.subtotal,
          align: 'right',
          render: (_, item) =>
            money(item.qty === null || item.unitPrice === null ? null : item.qty * item.unitPrice),
        },
      ]}
    />
  );
}
