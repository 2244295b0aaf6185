import { errorMessage } from '../../../../shared/errors/error-message';
import { videoStatusOf } from '../../../../shared/files/video-status';
import type { VideoInfo, VideoResult } from './video-api';

export const FIRST_POLL_MS = 2_000;
export const MAX_POLL_MS = 30_000;

export interface FollowState {
  /** The last status read; a failed read keeps it. */
  info: VideoInfo | null;
  /** The cause of the last read if it failed; null once a read succeeds. */
  error: string | null;
  /** When the next read comes; null once a final status stopped the following. */
  nextPollMs: number | null;
}

export type Schedule = (fn: () => void, ms: number) => () => void;

const timeoutSchedule: Schedule = (fn, ms) => {
  const timer = setTimeout(fn, ms);
  return () => clearTimeout(timer);
};

export interface FollowOptions {
  read: () => Promise<VideoResult<VideoInfo>>;
  onUpdate: (state: FollowState) => void;
  schedule?: Schedule;
}

/**
 * Reads the video at once, then again after 2 s, doubling the wait (up to 30 s) while the
 * status stays the same or the read fails, and back to 2 s when it changes; a final status
 * stops it. Returns stop(): nothing is read or reported after it.
 */
export function followVideoStatus({
  read,
  onUpdate,
  schedule = timeoutSchedule,
}: FollowOptions): () => void {
  let stopped = false;
  let cancel: (() => void) | null = null;
  let info: VideoInfo | null = null;
  let delay: number | null = null;

  const tick = async () => {
    cancel = null;
    const result = await read().catch(
      (error: unknown): VideoResult<VideoInfo> => ({ ok: false, error: errorMessage(error) }),
    );
    if (stopped) return;
    const changed = result.ok && result.value.status !== info?.status;
    if (result.ok) info = result.value;
    if (result.ok && videoStatusOf(result.value.status).final) {
      stopped = true;
      onUpdate({ info, error: null, nextPollMs: null });
      return;
    }
    delay = delay === null || changed ? FIRST_POLL_MS : Math.min(delay * 2, MAX_POLL_MS);
    onUpdate({ info, error: result.ok ? null : result.error, nextPollMs: delay });
    // onUpdate may have stopped us.
    if (!stopped) cancel = schedule(() => void tick(), delay);
  };

  void tick();
  return () => {
    stopped = true;
    cancel?.();
    cancel = null;
  };
}
