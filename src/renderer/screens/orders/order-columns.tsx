import type { DataTableColumn, FilterOption } from '../../components/data-table/data-table';
import { formatBrl, formatDateTime, NO_VALUE } from '../../../shared/format/pt-br-format';
import { texts } from '../../../shared/texts/pt-BR';
import type { OrderRow, StatusKind } from './order-row';
import styles from './order-status.module.css';

const t = texts.shell.screens.orders;

/** A status code as users read it; a code we do not know shows as stored. */
export const statusLabel = (kind: StatusKind, code: string | null): string | null =>
  code === null ? null : (t.status[kind][code] ?? code);

/** The statuses present in the rows, as filter options: real data may hold codes we lack. */
function statusOptions(rows: readonly OrderRow[], kind: StatusKind): FilterOption[] {
  const codes = new Set<string>();
  for (const row of rows) if (row.status[kind] !== null) codes.add(row.status[kind]);
  return [...codes]
    .map((code) => ({ value: code, label: statusLabel(kind, code) ?? code }))
    .sort((a, b) => a.label.localeCompare(b.label, 'pt-BR'));
}

function statusColumn(
  kind: StatusKind,
  title: string,
  rows: readonly OrderRow[],
): DataTableColumn<OrderRow> {
  return {
    key: kind,
    title,
    width: 'minmax(130px, 1fr)',
    sortValue: (row) => statusLabel(kind, row.status[kind]),
    filterValue: (row) => row.status[kind],
    filter: statusOptions(rows, kind),
    render: (row) => {
      const label = statusLabel(kind, row.status[kind]);
      return label === null ? NO_VALUE : <span className={styles.status}>{label}</span>;
    },
  };
}

/** Number, date, the three statuses and the total; filters offer the statuses present. */
export function orderColumns(rows: readonly OrderRow[]): DataTableColumn<OrderRow>[] {
  return [
    {
      key: 'number',
      title: t.columns.number,
      width: 'minmax(110px, 1fr)',
      sortValue: (row) => row.number,
      filter: 'text',
      render: (row) => row.number,
    },
    {
      key: 'date',
      title: t.columns.date,
      width: 'minmax(140px, 1fr)',
      sortValue: (row) => row.createdAt,
      render: (row) => (row.createdAt ? formatDateTime(row.createdAt) : NO_VALUE),
    },
    statusColumn('order', t.columns.order, rows),
    statusColumn('payment', t.columns.payment, rows),
    statusColumn('shipment', t.columns.shipment, rows),
    {
      key: 'total',
      title: t.columns.total,
      width: 'minmax(120px, 1fr)',
      align: 'end',
      sortValue: (row) => row.total,
      render: (row) => formatBrl(row.total) ?? NO_VALUE,
    },
  ];
}
