import { useEffect, useRef, useSyncExternalStore } from 'react';
import { usePendingChangesGuard } from '../../../components/leave-guard/use-pending-changes-guard';
import type { PendingSources } from './pending-sources';

/**
 * Guards leaving while any of `sources` is pending (usePendingChangesGuard), and tells
 * `onPendingChange`. Draws nothing: it is the one part of the pane a save status re-renders.
 */
export function PendingSourcesGuard({
  sources,
  onPendingChange,
}: {
  sources: PendingSources;
  onPendingChange?: (pending: boolean) => void;
}) {
  const pending = useSyncExternalStore(sources.subscribe, sources.isPending);
  usePendingChangesGuard(pending);
  const reportPending = useRef(onPendingChange);
  reportPending.current = onPendingChange;
  useEffect(() => reportPending.current?.(pending), [pending]);
  useEffect(() => () => reportPending.current?.(false), []);
  return null;
}
