import { Button, Progress, Space, Tag, Typography } from 'antd';
import { memo } from 'react';
import { formatBytes, formatDuration } from '../../../shared/format/pt-br-format';
import { texts } from '../../../shared/texts/pt-BR';
import type { UploadJob } from './upload-queue';
import styles from './uploads.module.css';

const t = texts.uploads.queue;

const stateColor: Record<UploadJob['state'], string> = {
  queued: 'default',
  uploading: 'processing',
  registering: 'processing',
  done: 'success',
  failed: 'error',
  canceled: 'warning',
};

export interface UploadJobRowProps {
  job: UploadJob;
  onCancel(id: string): void;
  onRetry(id: string): void;
}

/**
 * One file of the queue: its state, percent, speed and time left, cancel or retry, a word
 * when the storage cannot be reached, the cause of a failure.
 */
export const UploadJobRow = memo(function UploadJobRow({
  job,
  onCancel,
  onRetry,
}: UploadJobRowProps) {
  const percent = Math.floor(job.fraction * 100);
  const moving = job.state === 'uploading';
  const details = [
    formatBytes(job.size),
    moving && job.bytesPerSecond !== null ? t.speed(formatBytes(job.bytesPerSecond)) : null,
    moving && job.remainingMs !== null ? t.remaining(formatDuration(job.remainingMs)) : null,
  ].filter((part): part is string => part !== null);
  return (
    <li className={styles.jobRow} aria-label={job.name}>
      <Typography.Text className={styles.jobName} title={job.name}>
        {job.name}
      </Typography.Text>
      <Space size={4}>
        <Tag color={stateColor[job.state]}>{t.states[job.state]}</Tag>
        {(job.state === 'queued' || job.state === 'uploading') && (
          <Button size="small" onClick={() => onCancel(job.id)} aria-label={t.cancel(job.name)}>
            {t.cancelShort}
          </Button>
        )}
        {(job.state === 'failed' || job.state === 'canceled') && (
          <Button size="small" onClick={() => onRetry(job.id)} aria-label={t.retry(job.name)}>
            {t.retryShort}
          </Button>
        )}
      </Space>
      <Progress
        percent={percent}
        size="small"
        status={job.state === 'failed' ? 'exception' : job.state === 'done' ? 'success' : 'normal'}
        aria-label={t.progress(job.name)}
        style={{ gridColumn: '1 / -1', margin: 0 }}
      />
      <Typography.Text type="secondary" style={{ fontSize: 12, gridColumn: '1 / -1' }}>
        {details.join(' · ')}
      </Typography.Text>
      {moving && job.stalled && (
        <Typography.Text type="warning" role="status" style={{ gridColumn: '1 / -1' }}>
          {t.stalled}
        </Typography.Text>
      )}
      {job.error && (
        <Typography.Text type="danger" role="alert" style={{ gridColumn: '1 / -1' }}>
          {job.error}
        </Typography.Text>
      )}
    </li>
  );
});
