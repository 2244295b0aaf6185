import { Button, Descriptions, Modal, Typography } from 'antd';
import type { RunErrorEntry } from '../../../shared/sync/run-state';
import { texts } from '../../../shared/texts/pt-BR';

const t = texts.sync.screen;

interface ErrorDetailProps {
  /** The failed task to show; null closes the dialog (also when a retry cleared it). */
  entry: RunErrorEntry | null;
  label: string;
  onClose(): void;
}

/** Why a task failed: message, HTTP status, URL, duration and the start of the answer. */
export function ErrorDetail({ entry, label, onClose }: ErrorDetailProps) {
  const f = t.errorFields;
  return (
    <Modal
      open={entry !== null}
      title={entry ? t.errorDetail(entry.code, label) : null}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t.close}</Button>}
      width={720}
      destroyOnHidden
    >
      {entry && (
        <Descriptions
          column={1}
          bordered
          size="small"
          items={[
            { key: 'message', label: f.message, children: entry.error.message },
            {
              key: 'status',
              label: f.status,
              children: entry.error.status === 0 ? f.noStatus : String(entry.error.status),
            },
            {
              key: 'url',
              label: f.url,
              children: entry.error.url ? (
                <Typography.Text copyable style={{ wordBreak: 'break-all' }}>
                  {entry.error.url}
                </Typography.Text>
              ) : (
                f.noUrl
              ),
            },
            {
              key: 'duration',
              label: f.duration,
              children: `${Math.round(entry.error.durationMs)} ms`,
            },
            {
              key: 'body',
              label: f.body,
              children: (
                <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', margin: 0 }}>
                  {entry.error.bodyExcerpt || f.noBody}
                </pre>
              ),
            },
          ]}
        />
      )}
    </Modal>
  );
}
