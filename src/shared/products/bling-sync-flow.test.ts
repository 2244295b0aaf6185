import { describe, expect, it } from 'vitest';
import type { HttpResult } from '../bridge/http';
import { blingSyncStepAction, idleBlingSync, reduceBlingSync } from './bling-sync-flow';
import { stepOutcome } from './step-outcome';

const okResult = (body: unknown): HttpResult => ({
  ok: true,
  status: 200,
  url: 'http://w/x',
  durationMs: 1,
  body,
});

describe('Sincronizar Bling flow', () => {
  it('step 1 asks the workers for the product in the warehouse; step 2 navigates', () => {
    expect(blingSyncStepAction(1, { code: '10 11' }, 'demo')).toEqual({
      kind: 'request',
      request: {
        service: 'workers',
        method: 'GET',
        path: '/api/bling/bigquery/produtos',
        query: { project: 'demo', id: '10 11' },
      },
    });
    expect(blingSyncStepAction(2, { code: '10 11' }, 'demo')).toEqual({
      kind: 'navigate',
      code: '10 11',
      to: '/console/product/10%2011',
    });
  });

  it('runs 0 → 1 → 2 → 0 on success', () => {
    let state = reduceBlingSync(idleBlingSync('1011'), {
      type: 'start',
      context: { code: '1011' },
    });
    expect(state.step).toBe(1);
    state = reduceBlingSync(state, stepOutcome(1, state.attempt, okResult({ ok: true })));
    expect(state).toMatchObject({ phase: 'running', step: 2 });
    state = reduceBlingSync(state, { type: 'succeeded', step: 2, attempt: state.attempt });
    expect(state).toMatchObject({ phase: 'idle', step: 0 });
  });

  it('a failed fetch stops at step 1 with status and detail; retry runs step 1 again', () => {
    const started = reduceBlingSync(idleBlingSync('1011'), {
      type: 'start',
      context: { code: '1011' },
    });
    const failed = reduceBlingSync(
      started,
      stepOutcome(1, started.attempt, {
        ok: false,
        status: 500,
        url: 'http://w/api/bling/bigquery/produtos',
        durationMs: 3,
        kind: 'http',
        message: 'HTTP 500',
        bodyExcerpt: '{"ok":false,"error":"Scripted failure (500)"}',
      }),
    );
    expect(failed.failure).toEqual({
      step: 1,
      status: 500,
      detail: 'HTTP 500 — {"ok":false,"error":"Scripted failure (500)"}',
    });
    expect(reduceBlingSync(failed, { type: 'retry' })).toMatchObject({
      phase: 'running',
      step: 1,
    });
  });
});
