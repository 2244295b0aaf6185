import { Alert, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { texts } from '../../../shared/texts/pt-BR';
import type { DocumentSnapshot } from '../../data/ports';
import { LoadingState } from '../../components/loading-state/loading-state';
import { formatBrl } from '../../../shared/format/pt-br-format';
import { displayText } from './format';
import type { LiveList } from '../../data/use-live-query';

const t = texts.shell.home;

interface ProductRow {
  key: string;
  code: string;
  name: string | null;
  company: string | null;
  price: string | null;
}

export function toProductRow(doc: DocumentSnapshot): ProductRow {
  const data = doc.data ?? {};
  return {
    key: doc.path,
    code: displayText(data.ProductCode) ?? doc.id,
    name: displayText(data.ProductSiteName),
    company: displayText(data.Company),
    price: formatBrl(data.Price),
  };
}

const dash = (value: string | null) => value ?? '—';

const columns: TableColumnsType<ProductRow> = [
  {
    title: t.columns.code,
    dataIndex: 'code',
    render: (code: string) => (
      <Link to={`/console/product/${encodeURIComponent(code)}`}>{code}</Link>
    ),
  },
  { title: t.columns.name, dataIndex: 'name', render: dash },
  { title: t.columns.company, dataIndex: 'company', render: dash },
  { title: t.columns.price, dataIndex: 'price', align: 'right', render: dash },
];

/** The active project's products, live. */
export function ProductTable({ list }: { list: LiveList }) {
  if (list.status === 'loading') return <LoadingState label={t.loading} />;
  if (list.status === 'error') {
    return <Alert type="error" showIcon title={t.loadFailed(list.message)} />;
  }
  return (
    <Table<ProductRow>
      size="small"
      columns={columns}
      dataSource={list.docs.map(toProductRow)}
      pagination={false}
      locale={{ emptyText: t.empty }}
    />
  );
}
