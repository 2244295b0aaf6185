import { describe, expect, it } from 'vitest';
import { videoStatuses, videoStatusOf } from './video-status';

describe('videoStatusOf', () => {
  it('lists codes 0 to 10 in order, with the spec names', () => {
    expect(videoStatuses.map((entry) => entry.code)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(videoStatusOf(0).name).toBe('Queued');
    expect(videoStatusOf(4).name).toBe('Resolution finished');
    expect(videoStatusOf(8).name).toBe('PresignedUploadFailed');
    expect(videoStatusOf(10).name).toBe('TitleOrDescriptionGenerated');
  });

  it('marks 3, 5, 8, 9 and 10 final; 4 is playable but not final', () => {
    const finals = videoStatuses.filter((entry) => entry.final).map((entry) => entry.code);
    expect(finals).toEqual([3, 5, 8, 9, 10]);
    expect(videoStatusOf(4)).toMatchObject({ final: false, playable: true });
  });

  it('plays at 3, 4, 9 and 10; offers a retry at 5 and 8', () => {
    const playable = videoStatuses.filter((entry) => entry.playable).map((entry) => entry.code);
    expect(playable).toEqual([3, 4, 9, 10]);
    const retryable = videoStatuses.filter((entry) => entry.retryable).map((entry) => entry.code);
    expect(retryable).toEqual([5, 8]);
  });

  it('answers an unknown entry for any other number, without throwing', () => {
    for (const code of [11, -1, 2.5, Number.NaN, 1e9]) {
      expect(videoStatusOf(code)).toEqual({
        code,
        name: 'Unknown',
        known: false,
        final: false,
        playable: false,
        retryable: false,
      });
    }
  });
});
