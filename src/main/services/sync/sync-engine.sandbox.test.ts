import { describe, expect, it } from 'vitest';
import { createHttpClient } from '../http/http-client';
import { until, useEngineHarness, useSandbox } from './test-support/engine-harness';

// The engine with the real HTTP client against the sandbox workers service.
const server = useSandbox(() => ({
  storeIds: {
    shopee: '901',
    amazon: '902',
    magalu: '903',
    madeiramadeira: '904',
    default: '900',
  },
}));
const harness = useEngineHarness('sync-sandbox', server.engineDefaults);
const { finished } = harness;
const makeEngine = () => harness.start().engine;

describe('sync engine against the sandbox', () => {
  it('honours the concurrency: never more than N requests in flight at the sandbox', async () => {
    server.sandbox.script({ route: '*', latencyMs: 15 });
    const engine = makeEngine();
    const codes = Array.from({ length: 24 }, (_, i) => String(1100 + i));
    await engine.start({
      codes: codes.join('\n'),
      tasks: ['bling-warehouse', 'franke-store'],
      concurrency: 3,
      delayMs: 0,
    });
    await until(finished(engine));
    expect(server.sandbox.maxInFlight()).toBe(3);
    expect(server.sandbox.requests()).toHaveLength(48);
    expect(engine.snapshot().run!.counts.done).toBe(24);
  });

  it('runs every catalogue call the sandbox knows, in order, each one accepted', async () => {
    const engine = makeEngine();
    const tasks = [
      'bling-warehouse',
      'tramontina-webservice',
      'tstock',
      'tramontina-firestore',
      'franke-store',
      'doka-product-site',
      'bling-create',
      'bling-update-flag',
      'bling-store-shopee',
      'bling-store-madeiramadeira',
      'bling-store-default',
      'bling-store-delete',
      'ai-reviews',
      'ai-all',
      'site-cookeletroraro',
    ];
    await engine.start({ codes: '1011', tasks, blingAccount: 1, delayMs: 0 });
    await until(finished(engine));
    const run = engine.snapshot().run!;
    expect(run.errors).toEqual([]);
    expect(run.items[0].cells.every((cell) => cell === 'ok')).toBe(true);
    const routes = server.sandbox.requests().map((request) => request.routeId);
    expect(routes.slice(0, 13)).toEqual([
      'workers.bling.bigquery',
      'workers.tramontina.webservice',
      'workers.tstock.paginate',
      'workers.tstock.download',
      'workers.tramontina.firestore',
      'workers.franke.product',
      'workers.doka.productSiteFast',
      'workers.bling.produto.create',
      'workers.bling.produto.updateFlag',
      'workers.bling.produtoloja.create',
      'workers.bling.produtoloja.create',
      'workers.bling.produtoloja.create',
      'workers.bling.produtoloja.delete',
    ]);
    expect(new Set(routes.slice(14, 19))).toEqual(
      new Set(
        ['title', 'description', 'sales', 'badges', 'facets'].map(
          (kind) => `workers.openai.${kind}`,
        ),
      ),
    );
    expect(routes.at(-1)).toBe('workers.sites.cookeletroraro');
    const download = server.sandbox.requests({ route: 'workers.tstock.download' })[0];
    expect(String(download.query.downloadUrl)).toContain('/__sandbox__/assets/tstock-export.json');
  });

  it('a workers service that fails or is down yields per-task errors, and retry recovers', async () => {
    server.sandbox.script({ route: 'workers.franke.product', status: 500, match: '1012' });
    const engine = makeEngine();
    await engine.start({
      codes: '1011\n1012\n1013',
      tasks: ['franke-store', 'doka-product-site'],
      concurrency: 2,
      delayMs: 0,
    });
    await until(finished(engine));
    let run = engine.snapshot().run!;
    expect(run.counts).toMatchObject({ done: 2, failed: 1 });
    expect(run.errors[0]).toMatchObject({
      code: '1012',
      task: 'franke-store',
      error: { status: 500, kind: 'http' },
    });
    expect(run.errors[0].error.bodyExcerpt).toContain('Scripted failure');

    server.sandbox.reset();
    expect(await engine.retryErrors()).toEqual({ ok: true, notices: [] });
    await until(finished(engine));
    run = engine.snapshot().run!;
    expect(run.counts).toMatchObject({ done: 3, failed: 0 });
    expect(server.sandbox.requests().map((request) => request.routeId)).toEqual([
      'workers.franke.product',
    ]);

    // The whole service down: every task an error with a network failure, the run still ends.
    server.profile = { ...server.profile, workersUrl: 'http://127.0.0.1:9' };
    await engine.start({ codes: '1011\n1012', tasks: ['franke-store'], delayMs: 0 });
    await until(finished(engine));
    run = engine.snapshot().run!;
    expect(run.counts).toMatchObject({ failed: 2 });
    expect(run.errors.map((entry) => entry.error.kind)).toEqual(['network', 'network']);
  });
});

describe('sync engine against the sandbox: timeouts', () => {
  it('a call slower than the client timeout is a task error of kind timeout; the run goes on', async () => {
    // 1012's answer is held, never raced by a latency. The others answer at once; a 1 s limit
    // leaves them room on a loaded machine, where a stall past 100 ms would have failed them.
    server.sandbox.hold({ route: 'workers.franke.product', match: '1012' });
    const { engine } = harness.start({
      http: createHttpClient({ getProfile: () => server.profile, defaultTimeoutMs: 1_000 }),
    });
    await engine.start({ codes: '1011\n1012\n1013', tasks: ['franke-store'], delayMs: 0 });
    await until(finished(engine));
    const run = engine.snapshot().run!;
    expect(run.items.map((item) => item.state)).toEqual(['done', 'failed', 'done']);
    expect(run.errors[0]).toMatchObject({
      code: '1012',
      error: {
        kind: 'timeout',
        status: 0,
        url: `${server.sandbox.url}/api/franke/store/product?id=1012&project=demo`,
      },
    });
    expect(run.errors[0].error.message).toContain('não respondeu em');
  });
});
