import { memo, useEffect, useState } from 'react';
import { Alert, Button, Collapse, Descriptions, Empty, Spin } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import type { HistoryEntry } from '../../../shared/sync/run-state';
import { syncTask } from '../../../shared/sync/task-catalogue';
import { texts } from '../../../shared/texts/pt-BR';
import { useBridge } from '../../bridge/bridge-context';
import { formatDuration } from '../../../shared/format/pt-br-format';
import { errorMessage } from '../../../shared/errors/error-message';

const t = texts.sync.screen;
const h = t.historyEntry;

type HistoryState =
  | { status: 'loading' }
  | { status: 'ready'; entries: HistoryEntry[] }
  | { status: 'error'; message: string };

interface RunHistoryProps {
  /** Changes when a run finishes or starts: the list is read again then. */
  refreshKey: string;
  exporting: boolean;
  onExport(runId: string): void;
}

/** Finished runs, newest first, collapsed by default; each can export its errors. */
export const RunHistory = memo(function RunHistory({
  refreshKey,
  exporting,
  onExport,
}: RunHistoryProps) {
  const bridge = useBridge();
  const [state, setState] = useState<HistoryState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    bridge.invoke('sync.history', {}).then(
      (entries) => current && setState({ status: 'ready', entries }),
      (error: unknown) =>
        current &&
        setState({
          status: 'error',
          message: errorMessage(error),
        }),
    );
    return () => {
      current = false;
    };
  }, [bridge, refreshKey]);

  const body =
    state.status === 'error' ? (
      <Alert type="error" showIcon title={t.historyFailed(state.message)} />
    ) : (
      <Spin spinning={state.status === 'loading'}>
        {state.status === 'ready' && state.entries.length === 0 ? (
          <Empty description={t.historyEmpty} />
        ) : (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {(state.status === 'ready' ? state.entries : []).map((entry) => (
              <li key={entry.id} style={{ padding: '12px 0', borderBottom: '1px solid #f0f0f0' }}>
                <HistoryItem entry={entry} exporting={exporting} onExport={onExport} />
              </li>
            ))}
          </ul>
        )}
      </Spin>
    );

  return <Collapse items={[{ key: 'history', label: t.history, children: body }]} />;
});

interface HistoryItemProps {
  entry: HistoryEntry;
  exporting: boolean;
  onExport(runId: string): void;
}

function HistoryItem({ entry, exporting, onExport }: HistoryItemProps) {
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, md: 2, xl: 3 }}
      extra={
        <Button
          icon={<DownloadOutlined />}
          disabled={entry.errors.length === 0 || exporting}
          onClick={() => onExport(entry.id)}
        >
          {t.exportErrors}
        </Button>
      }
      items={[
        {
          key: 'date',
          label: h.date,
          children: dayjs(entry.createdAt).format('DD/MM/YYYY HH:mm:ss'),
        },
        { key: 'codes', label: h.codes, children: entry.codes.length },
        {
          key: 'tasks',
          label: h.tasks,
          children: entry.tasks.map((id) => syncTask(id).label).join(', '),
        },
        {
          key: 'counts',
          label: h.counts,
          children: h.countsValue(entry.counts.done, entry.counts.failed, entry.counts.total),
        },
        { key: 'duration', label: h.duration, children: formatDuration(entry.durationMs) },
        { key: 'outcome', label: h.outcome, children: h[entry.outcome] },
      ]}
    />
  );
}
