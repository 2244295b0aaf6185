import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEventBatcher } from './event-batcher';

describe('createEventBatcher', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends at most one message per interval, whatever the volume', () => {
    const sent: number[][] = [];
    const batcher = createEventBatcher<number>((items) => sent.push(items), 100);

    for (let second = 0; second < 3; second += 1) {
      for (let i = 0; i < 1000; i += 1) {
        batcher.push(i);
        vi.advanceTimersByTime(1);
      }
    }
    batcher.flush();

    expect(sent.length).toBeLessThanOrEqual(31);
    expect(sent.flat()).toHaveLength(3000);
  });

  it('keeps order and sends nothing when idle', () => {
    const sent: string[][] = [];
    const batcher = createEventBatcher<string>((items) => sent.push(items), 100);
    vi.advanceTimersByTime(1000);
    expect(sent).toEqual([]);

    batcher.push('a');
    batcher.push('b');
    vi.advanceTimersByTime(100);
    batcher.push('c');
    vi.advanceTimersByTime(100);

    expect(sent).toEqual([['a', 'b'], ['c']]);
  });

  it('drops pending items on dispose', () => {
    const send = vi.fn();
    const batcher = createEventBatcher<number>(send, 100);
    batcher.push(1);
    batcher.dispose();
    vi.advanceTimersByTime(500);
    expect(send).not.toHaveBeenCalled();
  });
});
