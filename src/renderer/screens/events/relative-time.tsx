import { memo } from 'react';
import { formatRelativeTime } from '../../../shared/format/relative-time';
import { formatDateTime } from '../../../shared/format/pt-br-format';
import { useNow } from './now-ticker';

/**
 * 'há 2 minutos', kept current by the shared ticker. A moment after the last tick (a brand-new
 * event) reads as just now rather than in the future.
 */
export const RelativeTime = memo(function RelativeTime({ at }: { at: number }) {
  const now = useNow();
  return (
    <time dateTime={new Date(at).toISOString()} title={formatDateTime(new Date(at))}>
      {formatRelativeTime(at, Math.max(now, at))}
    </time>
  );
});
