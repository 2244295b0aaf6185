import { lazy, Suspense } from 'react';
import { useStore } from 'zustand';
import { useUploadQueue } from './upload-queue-context';

// The panel (antd Card, Progress) loads with the first upload, off the first screen.
const UploadQueuePanel = lazy(() =>
  import('./upload-queue-panel').then((module) => ({ default: module.UploadQueuePanel })),
);

/** The corner of the shell where the upload queue shows once anything was queued. */
export function UploadQueueCorner() {
  const queue = useUploadQueue();
  const hasJobs = useStore(queue.store, (state) => state.jobs.length > 0);
  if (!hasJobs) return null;
  return (
    <Suspense fallback={null}>
      <UploadQueuePanel />
    </Suspense>
  );
}
