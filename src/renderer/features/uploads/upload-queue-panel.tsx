import { Button, Card, Typography } from 'antd';
import { useState } from 'react';
import { useStore } from 'zustand';
import { texts } from '../../../shared/texts/pt-BR';
import { useUploadQueue } from './upload-queue-context';
import { UploadJobList } from './upload-job-list';
import styles from './uploads.module.css';

const t = texts.uploads.queue;

const isActive = (state: string) =>
  state === 'queued' || state === 'uploading' || state === 'registering';

/**
 * Every upload of the console in one corner panel, whatever screen started it: it appears
 * with the first file and can be folded; finished jobs stay until cleared.
 */
export function UploadQueuePanel() {
  const queue = useUploadQueue();
  const total = useStore(queue.store, (state) => state.jobs.length);
  const active = useStore(
    queue.store,
    (state) => state.jobs.filter((job) => isActive(job.state)).length,
  );
  const [folded, setFolded] = useState(false);
  if (total === 0) return null;
  return (
    <Card
      size="small"
      className={styles.queuePanel}
      title={
        <span role="heading" aria-level={2}>
          {t.title}
        </span>
      }
      extra={
        <>
          {active < total && (
            <Button size="small" type="link" onClick={queue.clearFinished}>
              {t.clear}
            </Button>
          )}
          <Button
            size="small"
            type="link"
            onClick={() => setFolded((value) => !value)}
            aria-expanded={!folded}
          >
            {folded ? t.unfold : t.fold}
          </Button>
        </>
      }
      styles={{ body: folded ? { display: 'none' } : undefined }}
      role="region"
      aria-label={t.title}
    >
      <Typography.Text type="secondary" role="status">
        {t.summary(active)}
      </Typography.Text>
      <UploadJobList queue={queue} label={t.title} />
    </Card>
  );
}
