import { Table } from 'antd';
import { texts } from '../../shared/texts/pt-BR';

const t = texts.wayfinding.shortcuts;

/** The shortcuts and what each does, as the '?' dialog lists them. */
export function ShortcutsTable() {
  return (
    <Table
      size="small"
      pagination={false}
      rowKey="keys"
      dataSource={[...t.list]}
      columns={[
        { title: t.keys, dataIndex: 'keys', render: (keys: string) => <kbd>{keys}</kbd> },
        { title: t.action, dataIndex: 'action' },
      ]}
    />
  );
}
