import { createContext, useContext, useState, type ReactNode } from 'react';
import { createUploadQueue, type UploadQueue } from './upload-queue';

const UploadQueueContext = createContext<UploadQueue | null>(null);

/** One upload queue for the whole console: every drop zone feeds it, one panel shows it. */
export function UploadQueueProvider({
  children,
  queue: given,
}: {
  children: ReactNode;
  /** A queue of the test's own; the console makes one. */
  queue?: UploadQueue;
}) {
  const [queue] = useState(() => given ?? createUploadQueue());
  return <UploadQueueContext.Provider value={queue}>{children}</UploadQueueContext.Provider>;
}

export function useUploadQueue(): UploadQueue {
  const queue = useContext(UploadQueueContext);
  if (!queue) throw new Error('useUploadQueue outside an UploadQueueProvider');
  return queue;
}
