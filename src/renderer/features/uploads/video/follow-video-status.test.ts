import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VideoInfo, VideoResult } from './video-api';
import { followVideoStatus, type FollowState } from './follow-video-status';

const info = (status: number): VideoInfo => ({
  bunnyId: 'b-1',
  status,
  iframeUrl: 'https://iframe.test/b-1',
});

/** A read answering the given outcomes in turn, then the last one forever. */
function scriptedRead(outcomes: (number | string)[]) {
  let index = 0;
  return vi.fn(async (): Promise<VideoResult<VideoInfo>> => {
    const next = outcomes[Math.min(index++, outcomes.length - 1)];
    return typeof next === 'number' ? { ok: true, value: info(next) } : { ok: false, error: next };
  });
}

/** Advances the clock by each wait in turn, answering the read count after each. */
async function callsAfter(read: ReturnType<typeof scriptedRead>, waits: number[]) {
  const counts: number[] = [];
  for (const ms of waits) {
    await vi.advanceTimersByTimeAsync(ms);
    counts.push(read.mock.calls.length);
  }
  return counts;
}

describe('followVideoStatus', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads at once, then backs off 2, 4, 8, 16, 30, 30 s while nothing changes', async () => {
    const read = scriptedRead([1]);
    const updates: FollowState[] = [];
    const stop = followVideoStatus({ read, onUpdate: (state) => updates.push(state) });
    await vi.advanceTimersByTimeAsync(0);
    expect(read).toHaveBeenCalledTimes(1);
    // One millisecond short of each wait reads nothing; the wait itself reads once.
    for (const wait of [2, 4, 8, 16, 30, 30]) {
      const before = read.mock.calls.length;
      expect(await callsAfter(read, [wait * 1000 - 1, 1])).toEqual([before, before + 1]);
    }
    expect(updates.map((state) => state.nextPollMs)).toEqual([
      2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
    stop();
  });

  it('waits 2 s again when the status changes, and stops at a final status', async () => {
    const read = scriptedRead([0, 0, 0, 2, 2, 4, 3]);
    const updates: FollowState[] = [];
    followVideoStatus({ read, onUpdate: (state) => updates.push(state) });
    await vi.advanceTimersByTimeAsync(0);
    // 0 → 2 s, 0 → 4 s, 0 → 8 s, 2 (changed) → 2 s, 2 → 4 s, 4 (changed) → 2 s, then 3.
    expect(await callsAfter(read, [2_000, 4_000, 8_000, 2_000, 4_000, 2_000])).toEqual([
      2, 3, 4, 5, 6, 7,
    ]);
    expect(updates.map((state) => [state.info?.status, state.nextPollMs])).toEqual([
      [0, 2_000],
      [0, 4_000],
      [0, 8_000],
      [2, 2_000],
      [2, 4_000],
      [4, 2_000],
      [3, null],
    ]);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(read).toHaveBeenCalledTimes(7);
  });

  it('stops at once when the first read is already final', async () => {
    const read = scriptedRead([5]);
    const onUpdate = vi.fn();
    followVideoStatus({ read, onUpdate });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(read).toHaveBeenCalledTimes(1);
    expect(onUpdate).toHaveBeenCalledWith({ info: info(5), error: null, nextPollMs: null });
  });

  it('keeps the last status through failed reads, backing off the same way', async () => {
    const read = scriptedRead([1, 'HTTP 502', 'timeout', 1, 2]);
    const updates: FollowState[] = [];
    followVideoStatus({ read, onUpdate: (state) => updates.push(state) });
    await vi.advanceTimersByTimeAsync(0);
    await callsAfter(read, [2_000, 4_000, 8_000, 16_000]);
    expect(updates).toEqual([
      { info: info(1), error: null, nextPollMs: 2_000 },
      { info: info(1), error: 'HTTP 502', nextPollMs: 4_000 },
      { info: info(1), error: 'timeout', nextPollMs: 8_000 },
      { info: info(1), error: null, nextPollMs: 16_000 },
      { info: info(2), error: null, nextPollMs: 2_000 },
    ]);
  });

  it('treats a thrown read as a failed one', async () => {
    const read = vi.fn(async (): Promise<VideoResult<VideoInfo>> => {
      throw new Error('offline');
    });
    const updates: FollowState[] = [];
    const stop = followVideoStatus({ read, onUpdate: (state) => updates.push(state) });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(updates).toEqual([
      { info: null, error: 'offline', nextPollMs: 2_000 },
      { info: null, error: 'offline', nextPollMs: 4_000 },
    ]);
    stop();
  });

  it('reads and reports nothing after stop(), even an answer in flight', async () => {
    let answer: (result: VideoResult<VideoInfo>) => void = () => {};
    const read = vi.fn(() => new Promise<VideoResult<VideoInfo>>((resolve) => (answer = resolve)));
    const onUpdate = vi.fn();
    const stop = followVideoStatus({ read, onUpdate });
    stop();
    answer({ ok: true, value: info(1) });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(read).toHaveBeenCalledTimes(1);
    expect(onUpdate).not.toHaveBeenCalled();

    const polled = scriptedRead([1]);
    const stopLater = followVideoStatus({ read: polled, onUpdate: () => {} });
    await vi.advanceTimersByTimeAsync(2_000);
    stopLater();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(polled).toHaveBeenCalledTimes(2);
  });

  it('uses an injected schedule', async () => {
    const waits: number[] = [];
    const read = scriptedRead([1]);
    followVideoStatus({
      read,
      onUpdate: () => {},
      schedule: (_fn, ms) => {
        waits.push(ms);
        return () => {};
      },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(waits).toEqual([2_000]);
  });
});
