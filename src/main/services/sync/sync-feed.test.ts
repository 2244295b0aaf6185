import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RunSnapshot, SyncDelta, SyncSnapshot } from '../../../shared/sync/run-state';
import { SYNC_WINDOW_ROWS, windowSnapshot, type RowWindow } from '../../../shared/sync/run-window';
import type { SyncEngine } from './sync-engine';
import { createSyncFeed } from './sync-feed';

/** A run of `size` codes, every third one failed on its only task. */
function bigRun(size: number): RunSnapshot {
  const codes = Array.from({ length: size }, (_, index) => String(1000 + index));
  const failed = (index: number) => index % 3 === 0;
  const errors = codes.flatMap((code, index) =>
    failed(index)
      ? [
          {
            index,
            code,
            task: 'bling-warehouse' as const,
            error: {
              kind: 'http' as const,
              message: 'x',
              status: 500,
              url: 'u',
              durationMs: 1,
              bodyExcerpt: 'b',
            },
          },
        ]
      : [],
  );
  return {
    id: 'r-big',
    input: {
      codes,
      tasks: ['bling-warehouse'],
      blingAccount: null,
      concurrency: 1,
      delayMs: 0,
      projectId: 'demo',
      storeIds: { shopee: '', amazon: '', magalu: '', madeiramadeira: '', default: '' },
    },
    status: 'running',
    concurrency: 1,
    createdAt: 1,
    finishedAt: null,
    items: codes.map((code, index) => ({
      code,
      state: failed(index) ? 'failed' : 'done',
      cells: [failed(index) ? 'error' : 'ok'],
    })),
    itemsFrom: 0,
    errors,
    errorCount: errors.length,
    counts: {
      total: size,
      pending: 0,
      running: 0,
      done: size - errors.length,
      failed: errors.length,
    },
    restored: false,
  };
}

function fakeEngine(run: RunSnapshot | null = null) {
  const listeners = new Set<(delta: SyncDelta) => void>();
  const snapshot: SyncSnapshot = { run, send: null, lastError: null };
  const engine = {
    onDelta: (listener: (delta: SyncDelta) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: (window?: RowWindow) => (window ? windowSnapshot(snapshot, window) : snapshot),
    progress: () => ({
      runId: run?.id ?? null,
      status: run?.status ?? null,
      counts: run ? { ...run.counts } : null,
      errorCount: run?.errorCount ?? 0,
    }),
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

  it('closes every batch with the run totals, and sends a new run as its first window', () => {
    vi.useFakeTimers();
    const run = bigRun(2_000);
    const { engine, emit } = fakeEngine(run);
    const feed = createSyncFeed(engine, 100);
    const batches: SyncDelta[][] = [];
    feed.onBatch((deltas) => batches.push(deltas));
    emit({ type: 'run', run });
    emit(item(1500));
    vi.advanceTimersByTime(100);
    const [batch] = batches;
    const announced = batch[0] as Extract<SyncDelta, { type: 'run' }>;
    expect(announced.run.items).toHaveLength(SYNC_WINDOW_ROWS);
    expect(announced.run.errors.every((entry) => entry.index < SYNC_WINDOW_ROWS)).toBe(true);
    expect(announced.run.errorCount).toBe(667);
    expect(batch[1]).toEqual(item(1500));
    expect(batch.at(-1)).toEqual({ type: 'counts', counts: run.counts, errorCount: 667 });
  });

  it('answers a window of rows, not the whole run, and other windows on demand', () => {
    const run = bigRun(20_000);
    const { engine } = fakeEngine(run);
    const feed = createSyncFeed(engine, 100);
    const first = feed.snapshot().run!;
    expect(first.itemsFrom).toBe(0);
    expect(first.items).toHaveLength(SYNC_WINDOW_ROWS);
    expect(first.input.codes).toHaveLength(20_000);
    expect(first.errorCount).toBe(6_667);
    expect(first.errors).toHaveLength(100);
    // The whole run would be megabytes; one window is a few tens of KB.
    expect(JSON.stringify(feed.snapshot()).length).toBeLessThan(
      JSON.stringify(engine.snapshot()).length / 10,
    );

    const later = feed.rows('r-big', { from: 15_000, count: 300 })!;
    expect(later.from).toBe(15_000);
    expect(later.items[0].code).toBe('16000');
    expect(later.errors.map((entry) => entry.index)).toContain(15_000);
    expect(later.errors.every((entry) => entry.index >= 15_000 && entry.index < 15_300)).toBe(true);
    expect(feed.rows('r-big', { from: 19_900, count: 300 })!.items).toHaveLength(100);
    expect(feed.rows('another-run', { from: 0, count: 10 })).toBeNull();
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
