/**
 * The CDN's video encoding statuses (codes 0–10 of the spec). `final`: nothing changes after
 * it, so following stops; `playable`: the player has something to show; `retryable`: the
 * video can be created again on the CDN.
 */
export interface VideoStatus {
  code: number;
  /** The spec's English name; 'Unknown' for a code the spec does not list. */
  name: string;
  known: boolean;
  final: boolean;
  playable: boolean;
  retryable: boolean;
}

const status = (
  code: number,
  name: string,
  flags: Partial<Pick<VideoStatus, 'final' | 'playable' | 'retryable'>> = {},
): VideoStatus => ({
  code,
  name,
  known: true,
  final: false,
  playable: false,
  retryable: false,
  ...flags,
});

export const videoStatuses: readonly VideoStatus[] = [
  status(0, 'Queued'),
  status(1, 'Processing'),
  status(2, 'Encoding'),
  status(3, 'Finished', { final: true, playable: true }),
  // Playable, yet other resolutions are still encoding: keep following until 3.
  status(4, 'Resolution finished', { playable: true }),
  status(5, 'Failed', { final: true, retryable: true }),
  status(6, 'PresignedUploadStarted'),
  status(7, 'PresignedUploadFinished'),
  status(8, 'PresignedUploadFailed', { final: true, retryable: true }),
  // Both come after encoding finished, so the video plays.
  status(9, 'CaptionsGenerated', { final: true, playable: true }),
  status(10, 'TitleOrDescriptionGenerated', { final: true, playable: true }),
];

/**
 * The entry of a code; any other number (a status added later, NaN) is 'Unknown': not final,
 * so it is still followed, and neither playable nor retryable. Never throws.
 */
export function videoStatusOf(code: number): VideoStatus {
  const found = Number.isInteger(code) ? videoStatuses[code] : undefined;
  if (found) return found;
  return {
    code,
    name: 'Unknown',
    known: false,
    final: false,
    playable: false,
    retryable: false,
  };
}
