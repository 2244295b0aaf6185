import { describe, expect, it } from 'vitest';
import type { RunSnapshot, SyncDelta, SyncSnapshot, TaskError } from './run-state';
import { applySyncDeltas } from './sync-mirror';

const error = (status: number): TaskError => ({
  kind: 'http',
  message: `erro ${status}`,
  status,
  url: 'u',
  durationMs: 1,
  bodyExcerpt: '',
});

function runOf(codes: string[]): RunSnapshot {
  return {
    id: 'r1',
    input: {
      codes,
      tasks: ['bling-warehouse', 'franke-store'],
      blingAccount: null,
      concurrency: 1,
      delayMs: 400,
      projectId: 'demo',
      storeIds: { shopee: '', amazon: '', magalu: '', madeiramadeira: '', default: '' },
    },
    status: 'running',
    concurrency: 1,
    createdAt: 1,
    finishedAt: null,
    items: codes.map((code) => ({ code, state: 'pending', cells: ['pending', 'pending'] })),
    itemsFrom: 0,
    errors: [],
    errorCount: 0,
    counts: { total: codes.length, pending: codes.length, running: 0, done: 0, failed: 0 },
    restored: false,
  };
}

describe('applySyncDeltas', () => {
  it('tracks cells, counts and errors in engine order, copy-on-write', () => {
    const start: SyncSnapshot = { run: runOf(['a', 'b', 'c']), send: null, lastError: null };
    const deltas: SyncDelta[] = [
      { type: 'item', index: 2, state: 'running' },
      { type: 'cell', index: 2, task: 1, state: 'error', error: error(500) },
      { type: 'cell', index: 2, task: 0, state: 'error', error: error(404) },
      { type: 'item', index: 2, state: 'failed' },
      { type: 'cell', index: 0, task: 1, state: 'error', error: error(503) },
      { type: 'cell', index: 0, task: 0, state: 'ok' },
      { type: 'item', index: 0, state: 'failed' },
      { type: 'item', index: 0, state: 'failed' }, // repeated: no double count
      { type: 'cell', index: 99, task: 0, state: 'ok' }, // unknown row: ignored
    ];
    const next = applySyncDeltas(start, deltas);
    expect(next.run!.counts).toEqual({ total: 3, pending: 1, running: 0, done: 0, failed: 2 });
    expect(next.run!.errors.map((entry) => [entry.code, entry.task, entry.error.status])).toEqual([
      ['a', 'franke-store', 503],
      ['c', 'bling-warehouse', 404],
      ['c', 'franke-store', 500],
    ]);
    expect(next.run!.items[1]).toBe(start.run!.items[1]);
    expect(next.run!.items[0]).not.toBe(start.run!.items[0]);
    expect(start.run!.items[0].cells).toEqual(['pending', 'pending']);
    expect(start.run!.counts.pending).toBe(3);

    // A retry clears the marks.
    const retried = applySyncDeltas(next, [
      { type: 'cell', index: 2, task: 0, state: 'pending' },
      { type: 'cell', index: 2, task: 1, state: 'pending' },
      { type: 'item', index: 2, state: 'pending' },
      { type: 'status', status: 'running', concurrency: 4, finishedAt: null },
    ]);
    expect(retried.run!.errors.map((entry) => entry.code)).toEqual(['a']);
    expect(next.run!.errorCount).toBe(3);
    expect(retried.run!.errorCount).toBe(1);
    expect(retried.run!.counts).toMatchObject({ pending: 2, failed: 1 });
    expect(retried.run!.concurrency).toBe(4);
  });

  it('a run delta replaces the run; send and error deltas update their parts', () => {
    const replaced = applySyncDeltas({ run: null, send: null, lastError: 'x' }, [
      { type: 'run', run: runOf(['z']) },
      { type: 'error', message: 'disco cheio' },
      {
        type: 'send',
        send: {
          id: 's',
          runId: null,
          status: 'sending',
          totalUrls: 1,
          totalChunks: 1,
          sentChunks: 0,
          sentUrls: 0,
          skipped: 0,
          error: null,
          startedAt: 1,
          finishedAt: null,
        },
      },
    ]);
    expect(replaced.run!.items.map((item) => item.code)).toEqual(['z']);
    expect(replaced.lastError).toBe('disco cheio');
    expect(replaced.send!.status).toBe('sending');
  });

  it('a mirror of one window changes only its rows, and takes the totals from the counts delta', () => {
    const full = runOf(['a', 'b', 'c', 'd', 'e']);
    // Rows 2..3 (c, d) loaded, as a window far down a big run would be.
    const windowed: SyncSnapshot = {
      run: { ...full, items: full.items.slice(2, 4), itemsFrom: 2 },
      send: null,
      lastError: null,
    };
    const next = applySyncDeltas(windowed, [
      { type: 'cell', index: 0, task: 0, state: 'error', error: error(500) }, // not loaded
      { type: 'item', index: 0, state: 'failed' },
      { type: 'cell', index: 3, task: 1, state: 'error', error: error(502) },
      { type: 'item', index: 3, state: 'failed' },
      {
        type: 'counts',
        counts: { total: 5, pending: 3, running: 0, done: 0, failed: 2 },
        errorCount: 2,
      },
    ]);
    const run = next.run!;
    expect(run.itemsFrom).toBe(2);
    expect(run.items.map((item) => [item.code, item.state, item.cells])).toEqual([
      ['c', 'pending', ['pending', 'pending']],
      ['d', 'failed', ['pending', 'error']],
    ]);
    expect(run.errors.map((entry) => [entry.index, entry.code])).toEqual([[3, 'd']]);
    expect(run.counts).toEqual({ total: 5, pending: 3, running: 0, done: 0, failed: 2 });
    expect(run.errorCount).toBe(2);
  });
});
