import { describe, expect, it } from 'vitest';
import { createFlowReducer, idleFlow, type FlowState } from './step-flow';

interface Ctx {
  code: string;
  token: string | null;
}
const reduce = createFlowReducer<Ctx>(3);
const idle = idleFlow<Ctx>({ code: '', token: null });
const started = reduce(idle, { type: 'start', context: { code: '1011', token: null } });
const ok = (state: FlowState<Ctx>, patch?: Partial<Ctx>) =>
  reduce(state, { type: 'succeeded', step: state.step, attempt: state.attempt, patch });
const fail = (state: FlowState<Ctx>, status = 500) =>
  reduce(state, {
    type: 'failed',
    step: state.step,
    attempt: state.attempt,
    status,
    detail: 'boom',
  });

describe('step flow machine', () => {
  it('starts at step 1 with the given context', () => {
    expect(idle).toMatchObject({ phase: 'idle', step: 0, failure: null });
    expect(started).toMatchObject({ phase: 'running', step: 1, context: { code: '1011' } });
  });

  it('walks every step in order, merges patches and ends idle', () => {
    const two = ok(started, { token: 't' });
    expect(two).toMatchObject({ phase: 'running', step: 2, context: { token: 't' } });
    const three = ok(two);
    expect(three).toMatchObject({ phase: 'running', step: 3, context: { token: 't' } });
    const done = ok(three);
    expect(done).toMatchObject({ phase: 'idle', step: 0, failure: null });
    expect(done.context).toEqual({ code: '1011', token: 't' });
  });

  it.each([1, 2, 3])('a failure at step %i stops there and retry resumes from it', (step) => {
    let state = started;
    while (state.step < step) state = ok(state, { token: `from-${state.step}` });
    const failed = fail(state, 502);
    expect(failed).toMatchObject({
      phase: 'failed',
      step,
      failure: { step, status: 502, detail: 'boom' },
    });
    // Nothing moves a failed flow but retry, reset or a fresh start.
    expect(ok(failed)).toBe(failed);
    expect(fail(failed)).toBe(failed);
    const resumed = reduce(failed, { type: 'retry' });
    expect(resumed).toMatchObject({ phase: 'running', step, failure: null });
    expect(resumed.context).toEqual(state.context);
    expect(resumed.attempt).toBeGreaterThan(failed.attempt);
  });

  it('ignores an outcome of another step or of an earlier attempt', () => {
    const stale = { ...started };
    const two = ok(started);
    expect(reduce(two, { type: 'succeeded', step: 1, attempt: stale.attempt })).toBe(two);
    expect(reduce(two, { type: 'succeeded', step: 2, attempt: stale.attempt })).toBe(two);
    const failed = fail(two);
    const retried = reduce(failed, { type: 'retry' });
    // The failed attempt's late answer must not advance the retried step.
    expect(reduce(retried, { type: 'succeeded', step: 2, attempt: failed.attempt })).toBe(retried);
    expect(reduce(idle, { type: 'succeeded', step: 0, attempt: 0 })).toBe(idle);
  });

  it('does not restart a running flow, but restarts a failed one from step 1', () => {
    const two = ok(started);
    expect(reduce(two, { type: 'start', context: { code: 'x', token: null } })).toBe(two);
    const restarted = reduce(fail(two), { type: 'start', context: { code: 'y', token: null } });
    expect(restarted).toMatchObject({ phase: 'running', step: 1, context: { code: 'y' } });
  });

  it('retry only applies to a failed flow; reset only to a stopped one', () => {
    expect(reduce(idle, { type: 'retry' })).toBe(idle);
    expect(reduce(started, { type: 'retry' })).toBe(started);
    expect(reduce(started, { type: 'reset' })).toBe(started);
    const reset = reduce(fail(started), { type: 'reset' });
    expect(reset).toMatchObject({ phase: 'idle', step: 0, failure: null });
  });
});
