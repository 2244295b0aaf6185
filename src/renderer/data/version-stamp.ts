import { isServerTimestamp, type DocumentData, type SetOptions } from './ports';

/**
 * The `updatedAt` a conflict-safe write stores: the clock, or 1 ms after the version it
 * replaces if the clock is not ahead of it (a skewed machine). Chosen inside the write's
 * transaction, so the writer knows its new version without reading it back, and versions of
 * one document only grow.
 */
export function nextVersionStamp(now: Date, previous: Date | null): Date {
  if (previous && previous.getTime() >= now.getTime()) return new Date(previous.getTime() + 1);
  return now;
}

/** Whether a write is one whose version the store stamps and returns (SetResult.updatedAt). */
export const stampsVersion = (data: DocumentData, options: SetOptions | undefined): boolean =>
  options?.ifUpdatedAt !== undefined && isServerTimestamp(data.updatedAt);
