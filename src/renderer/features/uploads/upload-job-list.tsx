import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import type { UploadQueue } from './upload-queue';
import { UploadJobRow } from './upload-job-row';

/**
 * The queue's jobs, or those of one owner still worth a look beside it: a field shows its
 * registered files itself, so its done jobs live only in the corner panel.
 */
export function UploadJobList({
  queue,
  owner,
  label,
}: {
  queue: UploadQueue;
  owner?: string;
  label: string;
}) {
  const jobs = useStore(
    queue.store,
    useShallow((state) =>
      owner === undefined
        ? state.jobs
        : state.jobs.filter((job) => job.owner === owner && job.state !== 'done'),
    ),
  );
  if (jobs.length === 0) return null;
  return (
    <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {jobs.map((job) => (
        <UploadJobRow key={job.id} job={job} onCancel={queue.cancel} onRetry={queue.retry} />
      ))}
    </ul>
  );
}
