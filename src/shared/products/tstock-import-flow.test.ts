import { describe, expect, it } from 'vitest';
import type { HttpResult } from '../bridge/http';
import { productTexts } from '../texts/product';
import type { FlowState } from './step-flow';
import { stepOutcome } from './step-outcome';
import {
  TSTOCK_IMPORT_LAST_STEP,
  idleTStockImport,
  readTStockPatch,
  reduceTStockImport,
  tstockImportStepAction,
  type TStockImportContext,
} from './tstock-import-flow';

const ctx: TStockImportContext = { company: 1, code: '1011', downloadUrl: null };
const DOWNLOAD = 'http://w/__sandbox__/assets/tstock.csv?products=x';
const ok = (body: unknown = { ok: true, data: {} }): HttpResult => ({
  ok: true,
  status: 200,
  url: 'http://w/p',
  durationMs: 1,
  body,
});
const failed500: HttpResult = {
  ok: false,
  status: 500,
  url: 'http://w/p',
  durationMs: 1,
  kind: 'http',
  message: 'HTTP 500',
  bodyExcerpt: 'Scripted failure (500)',
};
const paginateBody = { ok: true, data: { total: 1, pages: 1, downloadUrl: DOWNLOAD } };

type State = FlowState<TStockImportContext>;
/** Feeds a step its answer the way the screen does: through stepOutcome and readTStockPatch. */
const answer = (state: State, result: HttpResult): State =>
  reduceTStockImport(
    state,
    stepOutcome(state.step, state.attempt, result, (body) => readTStockPatch(state.step, body)),
  );
const runTo = (step: number): State => {
  let state = reduceTStockImport(idleTStockImport(), { type: 'start', context: ctx });
  while (state.step < step) state = answer(state, ok(state.step === 2 ? paginateBody : undefined));
  return state;
};

describe('TStock import flow', () => {
  it('maps each step to its spec §7 call', () => {
    const at = (step: number, context = ctx) => tstockImportStepAction(step, context, 'demo');
    const request = (path: string, query: Record<string, string>) => ({
      kind: 'request',
      request: { service: 'workers', method: 'GET', path, query },
    });
    expect(at(1)).toEqual(
      request('/api/tramontina/webservice/products/1/1011', { project: 'demo' }),
    );
    expect(at(2)).toEqual(
      request('/api/tramontina/tstock/bigquery/paginate', {
        products: '[{"id":"1011","companyId":1}]',
        project: 'demo',
      }),
    );
    expect(at(3, { ...ctx, downloadUrl: DOWNLOAD })).toEqual(
      request('/api/tramontina/tstockfiles/bigquery/download/1011', { downloadUrl: DOWNLOAD }),
    );
    expect(at(4)).toEqual(request('/api/tramontina/firestore/products/1011', { project: 'demo' }));
    expect(at(5)).toEqual(request('/api/bling/bigquery/produtos', { project: 'demo', id: '1011' }));
    expect(at(6)).toEqual(request('/api/bling/produto/update-flag/1011', { project: 'demo' }));
    expect(at(7)).toEqual({ kind: 'navigate', code: '1011', to: '/console/product/1011' });
  });

  it('encodes the code in paths and cannot download without a link', () => {
    const odd = { ...ctx, code: '10/11' };
    const first = tstockImportStepAction(1, odd, 'demo');
    expect(first.kind === 'request' && first.request.path).toBe(
      '/api/tramontina/webservice/products/1/10%2F11',
    );
    expect(tstockImportStepAction(3, ctx, 'demo')).toEqual({
      kind: 'unavailable',
      detail: productTexts.flows.missingDownloadUrl,
    });
  });

  it('runs steps 1 to 7 in order, keeps the download link and ends idle', () => {
    const seen: number[] = [];
    let state = reduceTStockImport(idleTStockImport(), { type: 'start', context: ctx });
    while (state.phase === 'running') {
      seen.push(state.step);
      state = answer(state, ok(state.step === 2 ? paginateBody : undefined));
    }
    expect(seen).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(state).toMatchObject({ phase: 'idle', step: 0, failure: null });
    expect(state.context.downloadUrl).toBe(DOWNLOAD);
    expect(TSTOCK_IMPORT_LAST_STEP).toBe(7);
  });

  it.each([1, 2, 3, 4, 5, 6, 7])(
    'a failure at step %i stops there; retry resumes there, earlier steps not redone',
    (step) => {
      const failed = answer(runTo(step), failed500);
      expect(failed).toMatchObject({
        phase: 'failed',
        step,
        failure: { step, status: 500, detail: 'HTTP 500 — Scripted failure (500)' },
      });
      let state = reduceTStockImport(failed, { type: 'retry' });
      const seen: number[] = [];
      while (state.phase === 'running') {
        seen.push(state.step);
        state = answer(state, ok(state.step === 2 ? paginateBody : undefined));
      }
      expect(seen[0]).toBe(step);
      expect(seen).toEqual([1, 2, 3, 4, 5, 6, 7].filter((n) => n >= step));
      expect(state.phase).toBe('idle');
    },
  );

  it('a retried step 3 still has the link paginate gave', () => {
    const failed = answer(runTo(3), failed500);
    const retried = reduceTStockImport(failed, { type: 'retry' });
    expect(tstockImportStepAction(retried.step, retried.context, 'demo')).toMatchObject({
      kind: 'request',
      request: { query: { downloadUrl: DOWNLOAD } },
    });
  });

  it('step 2 fails when paginate gives no usable download link', () => {
    for (const body of [
      { ok: true, data: {} },
      { ok: true, data: { downloadUrl: 'nope' } },
      null,
    ]) {
      expect(answer(runTo(2), ok(body))).toMatchObject({
        phase: 'failed',
        step: 2,
        failure: { status: 200, detail: productTexts.flows.noDownloadUrl },
      });
    }
  });

  it('only paginate gives context', () => {
    expect(readTStockPatch(1, paginateBody)).toEqual({});
    expect(readTStockPatch(2, paginateBody)).toEqual({ downloadUrl: DOWNLOAD });
  });
});
