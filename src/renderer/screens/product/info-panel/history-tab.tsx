import { useEffect, useState } from 'react';
import { Alert, Table } from 'antd';
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import { texts } from '../../../../shared/texts/pt-BR';
import { useDataPorts } from '../../../data/provider';
import type { DocumentSnapshot } from '../../../data/ports';
import { fieldLabel, formatFieldValue } from './format-value';
import { changelogCollectionPath, historyQuery } from './product-paths';

const t = texts.productPanel.history;

interface HistoryRow {
  id: string;
  when: string;
  who: string;
  field: string;
  change: string;
  reason: string;
}

function toRow(snapshot: DocumentSnapshot): HistoryRow {
  const data = snapshot.data ?? {};
  const by = (data.createdBy ?? {}) as Record<string, unknown>;
  const field = typeof data.field === 'string' ? data.field : '';
  const createdAt = data.createdAt;
  return {
    id: snapshot.id,
    // A pending server timestamp has no value yet: the entry was just written.
    when:
      createdAt instanceof Date
        ? dayjs(createdAt).locale('pt-br').format('DD [de] MMMM [de] YYYY, HH:mm:ss')
        : t.pending,
    who: [by.displayName, by.email, by.id].find((v) => typeof v === 'string' && v !== '') as string,
    field: fieldLabel(field),
    change: `${formatFieldValue(field, data.from)} → ${formatFieldValue(field, data.to)}`,
    reason: typeof data.about === 'string' ? data.about : '',
  };
}

/** Histórico: the product's changelog, newest first, live. */
export function HistoryTab({ projectId, code }: { projectId: string; code: string }) {
  const { documents } = useDataPorts();
  const [rows, setRows] = useState<HistoryRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    setRows(null);
    setError(null);
    return documents.watchQuery(
      changelogCollectionPath(projectId),
      historyQuery(code),
      (snapshots) => {
        setError(null);
        setRows(snapshots.map(toRow));
      },
      (failure) => setError(failure.message),
    );
  }, [documents, projectId, code]);

  if (error) return <Alert type="error" showIcon title={t.failed(error)} />;
  return (
    <Table<HistoryRow>
      size="small"
      rowKey="id"
      loading={rows === null}
      dataSource={rows ?? []}
      pagination={false}
      locale={{ emptyText: t.empty }}
      columns={[
        { key: 'when', dataIndex: 'when', title: t.when },
        { key: 'who', dataIndex: 'who', title: t.who },
        { key: 'field', dataIndex: 'field', title: t.field },
        { key: 'change', dataIndex: 'change', title: t.change },
        { key: 'reason', dataIndex: 'reason', title: t.reason },
      ]}
    />
  );
}
