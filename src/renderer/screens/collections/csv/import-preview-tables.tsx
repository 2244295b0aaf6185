import { useMemo } from 'react';
import { Tabs } from 'antd';
import type {
  ImportCreate,
  ImportInvalid,
  ImportPreview,
  ImportUpdate,
} from '../../../../shared/collection-csv/import-preview';
import { jsonPreview } from '../../../../shared/format/pt-br-format';
import { texts } from '../../../../shared/texts/pt-BR';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';

const t = texts.collections.csv;
const c = t.columns;
const TABLE_HEIGHT = 320;

const rowColumn = <Row extends { row: number }>(): DataTableColumn<Row> => ({
  key: 'row',
  title: c.row,
  width: 80,
  sortValue: (row) => row.row,
});
const idColumn = <Row extends { id?: string }>(): DataTableColumn<Row> => ({
  key: 'id',
  title: c.id,
  width: 'minmax(120px, 1fr)',
  sortValue: (row) => row.id ?? '',
  filter: 'text',
});

function UpdateChanges({ update }: { update: ImportUpdate }) {
  return (
    <table aria-label={t.columns.changes}>
      <thead>
        <tr>
          <th scope="col">{c.field}</th>
          <th scope="col">{c.before}</th>
          <th scope="col">{c.after}</th>
        </tr>
      </thead>
      <tbody>
        {update.changes.map((change) => (
          <tr key={change.field}>
            <td>{change.field}</td>
            <td>{jsonPreview(change.before, 120)}</td>
            <td>{jsonPreview(change.after, 120)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The preview's four lists, one tab each: what would be created, changed, left, refused. */
export function ImportPreviewTables({ preview }: { preview: ImportPreview }) {
  const createColumns = useMemo<DataTableColumn<ImportCreate>[]>(
    () => [
      rowColumn(),
      idColumn(),
      {
        key: 'summary',
        title: c.summary,
        width: '2fr',
        render: (row) => jsonPreview(row.data, 160),
        filterValue: (row) => jsonPreview(row.data, 1000),
        filter: 'text',
      },
    ],
    [],
  );
  const updateColumns = useMemo<DataTableColumn<ImportUpdate>[]>(
    () => [
      rowColumn(),
      idColumn(),
      {
        key: 'changes',
        title: c.changes,
        width: '2fr',
        render: (row) => row.changes.map((change) => change.field).join(', '),
        filterValue: (row) => row.changes.map((change) => change.field),
        filter: 'text',
      },
    ],
    [],
  );
  const unchangedColumns = useMemo<DataTableColumn<{ row: number; id: string }>[]>(
    () => [rowColumn(), idColumn()],
    [],
  );
  const invalidColumns = useMemo<DataTableColumn<ImportInvalid>[]>(
    () => [
      rowColumn(),
      idColumn(),
      { key: 'reason', title: c.reason, width: '3fr', filter: 'text', sortValue: (r) => r.reason },
    ],
    [],
  );
  const rowKey = (row: { row: number }) => String(row.row);

  return (
    <Tabs
      items={[
        {
          key: 'creates',
          label: `${t.counts.creates} (${preview.counts.creates})`,
          children: (
            <DataTable
              rows={preview.creates}
              columns={createColumns}
              rowKey={rowKey}
              ariaLabel={t.tables.creates}
              emptyText={t.empty}
              height={TABLE_HEIGHT}
            />
          ),
        },
        {
          key: 'updates',
          label: `${t.counts.updates} (${preview.counts.updates})`,
          children: (
            <DataTable
              rows={preview.updates}
              columns={updateColumns}
              rowKey={rowKey}
              ariaLabel={t.tables.updates}
              emptyText={t.empty}
              height={TABLE_HEIGHT}
              expandedRow={(update) => <UpdateChanges update={update} />}
              rowLabel={(update) => update.id}
            />
          ),
        },
        {
          key: 'unchanged',
          label: `${t.counts.unchanged} (${preview.counts.unchanged})`,
          children: (
            <DataTable
              rows={preview.unchanged}
              columns={unchangedColumns}
              rowKey={rowKey}
              ariaLabel={t.tables.unchanged}
              emptyText={t.empty}
              height={TABLE_HEIGHT}
            />
          ),
        },
        {
          key: 'invalid',
          label: `${t.counts.invalid} (${preview.counts.invalid})`,
          children: (
            <DataTable
              rows={preview.invalid}
              columns={invalidColumns}
              rowKey={rowKey}
              ariaLabel={t.tables.invalid}
              emptyText={t.empty}
              height={TABLE_HEIGHT}
            />
          ),
        },
      ]}
    />
  );
}
