import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SyncDelta, SyncSnapshot } from '../../../shared/sync/run-state';
import type { SyncEngine } from './sync-engine';
import { createSyncFeed } from './sync-feed';

function fakeEngine() {
  const listeners = new Set<(delta: SyncDelta) => void>();
  const snapshot: SyncSnapshot = { run: null, send: null, lastError: null };
  const engine = {
    onDelta: (listener: (delta: SyncDelta) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => snapshot,
  } as unknown as SyncEngine;
  const emit = (delta: SyncDelta) => listeners.forEach((listener) => listener(delta));
  return { engine, emit, listeners };
}

const item = (index: number): SyncDelta => ({ type: 'item', index, state: 'done' });

afterEach(() => vi.useRealTimers());

describe('sync feed', () => {
  it('sends one batch per interval, in order, however many deltas arrive', () => {
    vi.useFakeTimers();
    const { engine, emit } = fakeEngine();
    const feed = createSyncFeed(engine, 100);
    const batches: SyncDelta[][] = [];
    feed.onBatch((deltas) => batches.push(deltas));
    for (let index = 0; index < 5000; index++) emit(item(index));
    expect(batches).toHaveLength(0);
    vi.advanceTimersByTime(100);
    expect(batches).toHaveLength(1);
    expect(batches[0].map((delta) => (delta as { index: number }).index)).toEqual(
      Array.from({ length: 5000 }, (_, index) => index),
    );
    emit(item(1));
    vi.advanceTimersByTime(100);
    expect(batches).toHaveLength(2);
  });

  it('flushes what is pending before answering the snapshot', () => {
    vi.useFakeTimers();
    const { engine, emit } = fakeEngine();
    const feed = createSyncFeed(engine, 100);
    const order: string[] = [];
    feed.onBatch(() => order.push('batch'));
    emit(item(0));
    feed.snapshot();
    order.push('snapshot');
    expect(order).toEqual(['batch', 'snapshot']);
  });

  it('stops listening to the engine when disposed', () => {
    const { engine, emit, listeners } = fakeEngine();
    const feed = createSyncFeed(engine, 100);
    const batches: SyncDelta[][] = [];
    feed.onBatch((deltas) => batches.push(deltas));
    feed.dispose();
    emit(item(0));
    expect(listeners.size).toBe(0);
    expect(batches).toHaveLength(0);
  });
});
