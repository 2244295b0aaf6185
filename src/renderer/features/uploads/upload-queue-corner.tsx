import { lazy, Suspense, useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import { isActive } from './upload-queue';
import { useUploadQueue } from './upload-queue-context';
import { useUploadPanel } from './upload-panel-store';

// The panel (antd Card, Progress) loads with the first upload, off the first screen.
const UploadQueuePanel = lazy(() =>
  import('./upload-queue-panel').then((module) => ({ default: module.UploadQueuePanel })),
);

/**
 * Where the shell shows the upload queue once anything was queued: docked under the screen,
 * in the page's flow (it never floats over tables, cards or tabs). Closed, it comes back with
 * the next upload, or from a drop area's link. Once every upload is done it folds to its
 * summary; a new one unfolds it.
 */
export function UploadQueueCorner() {
  const queue = useUploadQueue();
  const count = useStore(queue.store, (state) => state.jobs.length);
  const active = useStore(
    queue.store,
    (state) => state.jobs.filter((job) => isActive(job.state)).length,
  );
  // A failed or canceled upload offers its retry in the list: the panel stays unfolded.
  const allDone = useStore(queue.store, (state) => state.jobs.every((job) => job.state === 'done'));
  const open = useUploadPanel((state) => state.open);
  const seen = useRef({ count, active });
  useEffect(() => {
    const panel = useUploadPanel.getState();
    const added = count > seen.current.count;
    if (added) panel.show();
    // Ended since the last look (even one that came and went at once).
    if (allDone && (seen.current.active > 0 || added)) panel.setFolded(true);
    seen.current = { count, active };
  }, [count, active, allDone]);
  if (count === 0 || !open) return null;
  return (
    <Suspense fallback={null}>
      <UploadQueuePanel />
    </Suspense>
  );
}
