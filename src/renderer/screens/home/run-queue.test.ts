import { describe, expect, it } from 'vitest';
import type { HistoryEntry, RunSnapshot } from '../../../shared/sync/run-state';
import { MAX_QUEUED_RUNS, queuedRuns } from './run-queue';

const counts = (done: number, failed: number, total = 10) => ({
  total,
  pending: total - done - failed,
  running: 0,
  done,
  failed,
});

const run = (status: RunSnapshot['status'], done: number, failed: number) =>
  ({ id: 'now', status, counts: counts(done, failed), createdAt: 500 }) as unknown as RunSnapshot;

const past = (id: string, failed: number, createdAt: number) =>
  ({ id, counts: counts(10 - failed, failed), createdAt }) as unknown as HistoryEntry;

describe('queuedRuns', () => {
  it('lists the current run while it runs or is paused, with its progress', () => {
    expect(queuedRuns(run('running', 3, 1), [])).toEqual([
      { id: 'now', state: 'running', done: 4, total: 10, failed: 1, at: 500 },
    ]);
    expect(queuedRuns(run('paused', 2, 0), [])[0].state).toBe('paused');
  });

  it('lists a finished run only when it has errors, then earlier runs with errors, newest first', () => {
    expect(queuedRuns(run('finished', 10, 0), [])).toEqual([]);
    const history = [
      past('a', 2, 100),
      past('clean', 0, 300),
      past('b', 1, 200),
      past('now', 1, 500),
    ];
    expect(queuedRuns(run('finished', 9, 1), history).map((entry) => entry.id)).toEqual([
      'now',
      'b',
      'a',
    ]);
    expect(queuedRuns(null, history).map((entry) => entry.id)).toEqual(['now', 'b', 'a']);
  });

  it('lists a few at most', () => {
    const many = Array.from({ length: 10 }, (_, index) => past(`r${index}`, 1, index));
    expect(queuedRuns(null, many)).toHaveLength(MAX_QUEUED_RUNS);
  });
});
