import { Button, Card, Typography } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import { texts } from '../../../shared/texts/pt-BR';
import { useUploadQueue } from './upload-queue-context';
import { UploadJobList } from './upload-job-list';
import { useUploadPanel } from './upload-panel-store';
import styles from './uploads.module.css';

const t = texts.uploads.queue;
const o = texts.outcomes.uploads;

import { isActive } from './upload-queue';

/**
 * Every upload of the console in one docked panel, whatever screen started it: it appears
 * with the first file, shows its summary folded or the list, and can be closed; finished
 * jobs stay until cleared.
 */
export function UploadQueuePanel() {
  const queue = useUploadQueue();
  const total = useStore(queue.store, (state) => state.jobs.length);
  const active = useStore(
    queue.store,
    (state) => state.jobs.filter((job) => isActive(job.state)).length,
  );
  const failed = useStore(
    queue.store,
    (state) => state.jobs.filter((job) => job.state === 'failed').length,
  );
  const done = useStore(
    queue.store,
    (state) => state.jobs.filter((job) => job.state === 'done').length,
  );
  const { folded, setFolded, close, reveal, revealed } = useUploadPanel();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Reopened from a link: the eye and the focus go to it.
    if (!reveal || !panel.current) return;
    panel.current.scrollIntoView({ block: 'nearest' });
    panel.current.focus({ preventScroll: true });
    revealed();
  }, [reveal, revealed]);
  if (total === 0) return null;
  return (
    <Card
      ref={panel}
      tabIndex={-1}
      size="small"
      className={styles.queuePanel}
      title={
        // The summary stays in sight when the list is folded.
        <span className={styles.queueTitle}>
          <span role="heading" aria-level={2}>
            {t.title}
          </span>
          <Typography.Text type="secondary" role="status">
            {active > 0 ? t.summary(active) : o.finished(done, failed)}
          </Typography.Text>
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
            onClick={() => setFolded(!folded)}
            aria-expanded={!folded}
          >
            {folded ? t.unfold : t.fold}
          </Button>
          <Button
            size="small"
            type="text"
            icon={<CloseOutlined aria-hidden />}
            aria-label={o.close}
            title={o.close}
            onClick={close}
          />
        </>
      }
      styles={{ body: folded ? { display: 'none' } : undefined }}
      role="region"
      aria-label={t.title}
    >
      <UploadJobList queue={queue} label={t.title} />
    </Card>
  );
}
