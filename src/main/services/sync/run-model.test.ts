import { describe, expect, it } from 'vitest';
import { windowRun } from '../../../shared/sync/run-window';
import type { TaskError } from '../../../shared/sync/run-state';
import { RunModel } from './run-model';
import { journalHeader } from './test-support/engine-harness';

const failure: TaskError = {
  kind: 'http',
  message: 'erro 500',
  status: 500,
  url: 'u',
  durationMs: 1,
  bodyExcerpt: '',
};

/** Six codes × two tasks: done, failed, in flight and pending rows, errors in two of them. */
function model(): RunModel {
  const codes = ['1', '2', '3', '4', '5', '6'];
  const run = RunModel.fromHeader(journalHeader(codes, ['bling-warehouse', 'franke-store']));
  for (let index = 0; index < 4; index++) run.takeNext();
  run.settleCell(0, 0, null);
  run.settleCell(0, 1, null);
  run.settleCell(1, 0, failure);
  run.settleCell(1, 1, null);
  run.settleCell(3, 1, failure);
  run.setCell(3, 0, 'running');
  return run;
}

describe('run model', () => {
  it('keeps each code and cell state as the transitions set them', () => {
    const run = model();
    expect([0, 1, 2, 3, 4].map((index) => run.item(index))).toEqual([
      'done',
      'failed',
      'running',
      'running',
      'pending',
    ]);
    expect(run.cellsOf(1)).toEqual(['error', 'ok']);
    expect(run.cellsOf(3)).toEqual(['running', 'error']);
    expect(run.counts).toEqual({ total: 6, pending: 2, running: 2, done: 1, failed: 1 });
    expect(run.errorCount()).toBe(2);
  });

  it('a window of the snapshot is built for the window alone, equal to the whole cut to it', () => {
    const run = model();
    const whole = run.snapshot();
    expect(whole.items.map((item) => item.state)).toEqual([
      'done',
      'failed',
      'running',
      'running',
      'pending',
      'pending',
    ]);
    for (const window of [
      { from: 0, count: 3 },
      { from: 2, count: 3 },
      { from: 3, count: 300 },
      { from: 9, count: 3 },
    ]) {
      expect(run.snapshot(window)).toEqual(windowRun(whole, window));
    }
    expect(run.snapshot({ from: 2, count: 3 }).errors.map((entry) => entry.index)).toEqual([3]);
  });
});
