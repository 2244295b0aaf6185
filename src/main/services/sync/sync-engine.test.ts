import { describe, expect, it } from 'vitest';
import { syncDeltaSchema, syncSnapshotSchema } from '../../../shared/sync/run-state';
import { applySyncDeltas } from '../../../shared/sync/sync-mirror';
import type { SyncEngineOptions } from './sync-engine';
import {
  createFakeHttp,
  createGate,
  testProfile,
  until,
  useEngineHarness,
} from './test-support/engine-harness';

const harness = useEngineHarness('sync-engine');
const { finished } = harness;

function makeEngine(
  http: ReturnType<typeof createFakeHttp>,
  extra: Partial<SyncEngineOptions> = {},
) {
  return harness.start({ http: http.client, ...extra });
}

const pathsOf = (http: ReturnType<typeof createFakeHttp>) => http.calls.map((call) => call.path);

describe('sync engine: running', () => {
  it('runs codes in order and each code’s tasks in catalogue order', async () => {
    const http = createFakeHttp();
    const { engine } = makeEngine(http);
    const result = await engine.start({
      codes: '101\n202',
      tasks: ['site-cookstore', 'bling-warehouse', 'tramontina-firestore'],
    });
    expect(result).toEqual({ ok: true, notices: [] });
    await until(finished(engine));
    expect(http.calls.map((call) => call.url)).toEqual([
      'http://workers.test/api/bling/bigquery/produtos?project=demo&id=101',
      'http://workers.test/api/tramontina/firestore/products/101?project=demo',
      'http://workers.test/api/sites/cookstore/products?id=101&project=demo',
      'http://workers.test/api/bling/bigquery/produtos?project=demo&id=202',
      'http://workers.test/api/tramontina/firestore/products/202?project=demo',
      'http://workers.test/api/sites/cookstore/products?id=202&project=demo',
    ]);
    const run = engine.snapshot().run!;
    expect(run.counts).toEqual({ total: 2, pending: 0, running: 0, done: 2, failed: 0 });
    expect(run.items.map((item) => item.cells)).toEqual([
      ['ok', 'ok', 'ok'],
      ['ok', 'ok', 'ok'],
    ]);
    expect(engine.progress()).toEqual({
      runId: run.id,
      status: 'finished',
      counts: run.counts,
      errorCount: 0,
    });
  });

  it('never has more than N requests in flight, and uses all N', async () => {
    const http = createFakeHttp();
    const { engine } = makeEngine(http);
    const codes = Array.from({ length: 30 }, (_, i) => String(1000 + i)).join('\n');
    await engine.start({ codes, tasks: ['bling-warehouse', 'franke-store'], concurrency: 4 });
    await until(finished(engine));
    expect(http.maxInFlight()).toBe(4);
    expect(http.calls).toHaveLength(60);
  });

  it('applies a concurrency change while running, up and down', async () => {
    const gate = createGate();
    const http = createFakeHttp(async () => {
      await gate.wait();
      return { status: 200 };
    });
    const { engine, deltas } = makeEngine(http);
    const codes = Array.from({ length: 40 }, (_, i) => String(2000 + i)).join('\n');
    await engine.start({ codes, tasks: ['bling-warehouse'], concurrency: 2 });
    await until(() => http.calls.length === 2);
    expect((await engine.setConcurrency(6)).ok).toBe(true);
    await until(() => http.calls.length === 6);
    expect(http.maxInFlight()).toBe(6);
    expect(deltas).toContainEqual({
      type: 'status',
      status: 'running',
      concurrency: 6,
      finishedAt: null,
    });
    await engine.setConcurrency(1);
    http.resetMax();
    gate.open();
    await until(finished(engine));
    expect(http.maxInFlight()).toBeLessThanOrEqual(6);
    expect(engine.snapshot().run!.concurrency).toBe(1);
    expect(await engine.setConcurrency(11)).toEqual({
      ok: false,
      message: 'Processos Simultâneos deve ser um número inteiro de 1 a 10.',
      errors: [],
    });
  });

  it('lowering concurrency leaves only N workers taking codes', async () => {
    let release: Array<() => void> = [];
    const http = createFakeHttp(
      () => new Promise((resolve) => release.push(() => resolve({ status: 200 }))),
    );
    const { engine } = makeEngine(http);
    const codes = Array.from({ length: 12 }, (_, i) => String(3000 + i)).join('\n');
    await engine.start({ codes, tasks: ['bling-warehouse'], concurrency: 4 });
    await until(() => release.length === 4);
    await engine.setConcurrency(2);
    http.resetMax();
    // From here on each round releases what is waiting; the peak must drop to 2.
    for (let round = 0; round < 20 && engine.snapshot().run!.status !== 'finished'; round++) {
      const waiting = release;
      release = [];
      waiting.forEach((resolve) => resolve());
      await until(() => release.length > 0 || engine.snapshot().run!.status === 'finished');
      expect(release.length).toBeLessThanOrEqual(2);
    }
    await until(finished(engine));
    expect(engine.snapshot().run!.counts.done).toBe(12);
  });

  it('waits the delay after each finished product before taking the next', async () => {
    const sleeps: Array<{ ms: number; resolve: () => void }> = [];
    const http = createFakeHttp();
    const { engine } = makeEngine(http, {
      sleep: (ms) => new Promise<void>((resolve) => sleeps.push({ ms, resolve })),
    });
    await engine.start({ codes: '101\n202\n303', tasks: ['bling-warehouse', 'franke-store'] });
    await until(() => sleeps.length === 1);
    expect(sleeps[0].ms).toBe(400);
    expect(engine.snapshot().run!.items[0].state).toBe('done');
    // The first code is done, but until the delay is over the next is not taken.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(http.calls).toHaveLength(2);
    expect(engine.snapshot().run!.status).toBe('running');
    sleeps[0].resolve();
    await until(() => sleeps.length === 2);
    expect(http.calls).toHaveLength(4);
    sleeps[1].resolve();
    await until(() => sleeps.length === 3);
    // The run ends only once the last product's delay is over.
    expect(engine.snapshot().run!.status).toBe('running');
    sleeps[2].resolve();
    await until(finished(engine));
  });

  it('uses the delay of the run input', async () => {
    const sleeps: number[] = [];
    const http = createFakeHttp();
    const { engine } = makeEngine(http, {
      sleep: (ms) => {
        sleeps.push(ms);
        return Promise.resolve();
      },
    });
    await engine.start({ codes: '1\n2', tasks: ['bling-warehouse'], delayMs: 0 });
    await until(finished(engine));
    expect(sleeps).toEqual([0, 0]);
  });
});

describe('sync engine: who calls, and an idempotency key per call', () => {
  it('every workers call carries the current ID token and a key of run, code, task and place', async () => {
    let failing = true;
    const http = createFakeHttp((call) =>
      failing && call.path.includes('franke') ? { status: 500 } : { status: 200 },
    );
    let token: string | undefined = 'token-1';
    const { engine } = makeEngine(http, { getIdToken: async () => token });
    await engine.start({ codes: '101\n202', tasks: ['bling-warehouse', 'franke-store', 'ai-all'] });
    await until(finished(engine));
    const runId = engine.snapshot().run!.id;
    expect(http.calls.every((call) => call.request.idToken === 'token-1')).toBe(true);
    const keys = http.calls.map((call) => call.request.idempotencyKey!);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain(`${runId}:101:bling-warehouse:0`);
    expect(keys).toContain(`${runId}:202:franke-store:0`);
    // The five parallel calls of one task never share a key.
    expect(keys.filter((key) => key.startsWith(`${runId}:101:ai-all:`)).sort()).toEqual(
      [0, 1, 2, 3, 4].map((place) => `${runId}:101:ai-all:${place}`),
    );

    // A retry of the same task sends the same key (the service may have done it already),
    // with the token as it is now (refreshed by the renderer meanwhile).
    failing = false;
    token = 'token-2';
    const before = http.calls.length;
    await engine.retryErrors();
    await until(finished(engine));
    const retried = http.calls.slice(before);
    expect(retried.map((call) => call.request.idempotencyKey).sort()).toEqual([
      `${runId}:101:franke-store:0`,
      `${runId}:202:franke-store:0`,
    ]);
    expect(retried.every((call) => call.request.idToken === 'token-2')).toBe(true);
  });

  it('with nobody signed in no token goes out, and the key is printable ASCII', async () => {
    const http = createFakeHttp();
    const { engine } = makeEngine(http);
    await engine.start({ codes: 'ABC-1', tasks: ['bling-warehouse'] });
    await until(finished(engine));
    expect(http.calls[0].request.idToken).toBeUndefined();
    expect(http.calls[0].request.idempotencyKey).toMatch(/^[\x21-\x7e]+$/);
  });
});

describe('sync engine: pause, resume, retry', () => {
  it('pause lets in-flight codes finish and takes no new one; resume goes on', async () => {
    const gate = createGate();
    const http = createFakeHttp(async () => {
      await gate.wait();
      return { status: 200 };
    });
    const { engine, deltas } = makeEngine(http);
    await engine.start({
      codes: '1\n2\n3\n4\n5',
      tasks: ['bling-warehouse', 'franke-store'],
      concurrency: 2,
    });
    await until(() => http.calls.length === 2);
    expect(await engine.pause()).toEqual({ ok: true, notices: [] });
    expect(engine.snapshot().run!.status).toBe('paused');
    gate.open();
    await engine.idle();
    let run = engine.snapshot().run!;
    // Both in-flight codes ran all their tasks; nothing else started.
    expect(run.counts).toEqual({ total: 5, pending: 3, running: 0, done: 2, failed: 0 });
    expect(http.calls).toHaveLength(4);
    expect(run.status).toBe('paused');
    expect(deltas).toContainEqual({
      type: 'status',
      status: 'paused',
      concurrency: 2,
      finishedAt: null,
    });

    expect(await engine.resume()).toEqual({ ok: true, notices: [] });
    await until(finished(engine));
    run = engine.snapshot().run!;
    expect(run.counts.done).toBe(5);
    expect(http.calls).toHaveLength(10);
  });

  it('marks failures with status, URL, duration and excerpt, and the run goes on', async () => {
    const http = createFakeHttp((call) => {
      if (call.url.includes('id=202') && call.path.includes('franke'))
        return { status: 503, body: { error: 'indisponível' } };
      if (call.url.includes('/303')) return 'network';
      return { status: 200 };
    });
    const { engine, deltas } = makeEngine(http);
    await engine.start({
      codes: '101\n202\n303\n404',
      tasks: ['franke-store', 'tramontina-firestore'],
    });
    await until(finished(engine));
    const run = engine.snapshot().run!;
    expect(run.items.map((item) => item.state)).toEqual(['done', 'failed', 'failed', 'done']);
    // Catalogue order: tramontina-firestore (task 0), then franke-store (task 1).
    expect(run.items[1].cells).toEqual(['ok', 'error']);
    expect(run.items[2].cells).toEqual(['error', 'ok']);
    expect(run.errors).toEqual([
      {
        index: 1,
        code: '202',
        task: 'franke-store',
        error: {
          kind: 'http',
          message: 'erro 503',
          status: 503,
          url: 'http://workers.test/api/franke/store/product?id=202&project=demo',
          durationMs: 1,
          bodyExcerpt: '{"error":"indisponível"}',
        },
      },
      {
        index: 2,
        code: '303',
        task: 'tramontina-firestore',
        error: expect.objectContaining({ kind: 'network', status: 0, message: 'falha de rede' }),
      },
    ]);
    expect(deltas).toContainEqual({
      type: 'cell',
      index: 1,
      task: 1,
      state: 'error',
      error: run.errors[0].error,
    });
    expect(deltas).toContainEqual({ type: 'item', index: 1, state: 'failed' });
  });

  it('retry re-runs only the failed tasks of failed codes, then answers there is nothing to retry', async () => {
    let failing = true;
    const http = createFakeHttp((call) =>
      failing && call.url.includes('id=202') && call.path.includes('franke')
        ? { status: 500 }
        : { status: 200 },
    );
    const { engine } = makeEngine(http);
    expect(await engine.retryErrors()).toEqual({
      ok: false,
      message: 'Nenhum erro para retentar!',
      errors: [],
    });
    await engine.start({
      codes: '101\n202\n303',
      tasks: ['bling-warehouse', 'franke-store', 'doka-product-site'],
    });
    await until(finished(engine));
    expect(engine.snapshot().run!.counts.failed).toBe(1);
    failing = false;
    const before = http.calls.length;
    expect(await engine.retryErrors()).toEqual({ ok: true, notices: [] });
    await until(finished(engine));
    expect(pathsOf(http).slice(before)).toEqual(['/api/franke/store/product']);
    const run = engine.snapshot().run!;
    expect(run.counts).toEqual({ total: 3, pending: 0, running: 0, done: 3, failed: 0 });
    expect(run.errors).toEqual([]);
    expect(await engine.retryErrors()).toEqual({
      ok: false,
      message: 'Nenhum erro para retentar!',
      errors: [],
    });
  });

  it('retry while codes are in flight lets them finish once and re-queues the failed ones', async () => {
    const gate = createGate();
    let failFirst = true;
    const http = createFakeHttp(async (call) => {
      if (call.url.includes('id=1&') || call.url.endsWith('id=1')) {
        if (failFirst) {
          failFirst = false;
          return { status: 500 };
        }
        return { status: 200 };
      }
      await gate.wait();
      return { status: 200 };
    });
    const { engine } = makeEngine(http);
    await engine.start({ codes: '1\n2\n3', tasks: ['bling-warehouse'], concurrency: 2 });
    await until(() => engine.snapshot().run!.counts.failed === 1 && http.calls.length === 3);
    expect((await engine.retryErrors()).ok).toBe(true);
    gate.open();
    await until(finished(engine));
    const ids = http.calls.map((call) => new URL(call.url).searchParams.get('id'));
    expect(ids.filter((id) => id === '1')).toHaveLength(2);
    expect(ids.filter((id) => id === '2')).toHaveLength(1);
    expect(ids.filter((id) => id === '3')).toHaveLength(1);
    expect(engine.snapshot().run!.counts.done).toBe(3);
  });

  it('refuses a second start while running, commands without a run, and resume of a finished run', async () => {
    const gate = createGate();
    const http = createFakeHttp(async () => {
      await gate.wait();
      return { status: 200 };
    });
    const { engine } = makeEngine(http);
    expect(await engine.pause()).toEqual({
      ok: false,
      message: 'Nenhuma sincronização carregada.',
      errors: [],
    });
    expect((await engine.resume()).ok).toBe(false);
    await engine.start({ codes: '1', tasks: ['bling-warehouse'] });
    expect(await engine.start({ codes: '2', tasks: ['bling-warehouse'] })).toEqual({
      ok: false,
      message: 'Já existe uma sincronização em andamento. Pause-a antes de iniciar outra.',
      errors: [],
    });
    gate.open();
    await until(finished(engine));
    expect((await engine.resume()).ok).toBe(false);
    expect((await engine.start({ codes: '2', tasks: ['bling-warehouse'] })).ok).toBe(true);
  });
});

describe('sync engine: special tasks', () => {
  it('TStock paginates, then downloads with the answered downloadUrl', async () => {
    const http = createFakeHttp((call) =>
      call.path.endsWith('/paginate')
        ? { status: 200, body: { ok: true, data: { downloadUrl: 'https://files.test/t?x=1&y=2' } } }
        : { status: 200 },
    );
    const { engine } = makeEngine(http);
    await engine.start({ codes: '1234', tasks: ['tstock'] });
    await until(finished(engine));
    expect(http.calls.map((call) => call.url)).toEqual([
      `http://workers.test/api/tramontina/tstock/bigquery/paginate?products=${encodeURIComponent('[{"id":"1234","companyId":1}]')}&project=demo`,
      `http://workers.test/api/tramontina/tstockfiles/bigquery/download/1234?downloadUrl=${encodeURIComponent('https://files.test/t?x=1&y=2')}`,
    ]);
    expect(engine.snapshot().run!.counts.done).toBe(1);
  });

  it('TStock: an unreadable paginate answer is an error and no download is tried', async () => {
    const http = createFakeHttp(() => ({ status: 200, body: '<html>erro</html>' }));
    const { engine } = makeEngine(http);
    await engine.start({ codes: '1234', tasks: ['tstock', 'bling-warehouse'] });
    await until(finished(engine));
    expect(pathsOf(http)).toEqual([
      '/api/bling/bigquery/produtos',
      '/api/tramontina/tstock/bigquery/paginate',
    ]);
    const [error] = engine.snapshot().run!.errors;
    expect(error.error).toMatchObject({
      kind: 'unreadable',
      status: 200,
      message: 'Resposta do TStock ilegível: o campo downloadUrl não veio na resposta.',
      bodyExcerpt: '<html>erro</html>',
    });
  });

  it('a task needing a company fails at once for a code whose prefix has none', async () => {
    const http = createFakeHttp();
    const { engine } = makeEngine(http);
    await engine.start({
      codes: '5512\n1234',
      tasks: ['tramontina-webservice', 'bling-warehouse'],
    });
    await until(finished(engine));
    const run = engine.snapshot().run!;
    expect(run.errors).toEqual([
      {
        index: 0,
        code: '5512',
        task: 'tramontina-webservice',
        error: {
          kind: 'no_company',
          message: 'O código 5512 não tem empresa: o prefixo não consta na tabela de empresas.',
          status: 0,
          url: '',
          durationMs: 0,
          bodyExcerpt: '',
        },
      },
    ]);
    // No webservice call for 5512; its other task still ran; 1234 maps to company 1.
    expect(http.calls.map((call) => call.path)).toEqual([
      '/api/bling/bigquery/produtos',
      '/api/bling/bigquery/produtos',
      '/api/tramontina/webservice/products/1/1234',
    ]);
  });

  it('an HTTP client that throws (against its contract) gives a task error, not a stuck run', async () => {
    const http = createFakeHttp((call) => {
      if (call.url.includes('id=2')) throw new Error('boom');
      return { status: 200 };
    });
    const { engine } = makeEngine(http);
    await engine.start({ codes: '1\n2\n3', tasks: ['bling-warehouse'] });
    await until(finished(engine));
    const run = engine.snapshot().run!;
    expect(run.counts).toMatchObject({ done: 2, failed: 1 });
    expect(run.errors[0].error.message).toBe(
      'Erro inesperado ao chamar o serviço de sincronização: boom.',
    );
  });

  it('the combined AI task fires five calls in parallel and fails if one fails', async () => {
    const http = createFakeHttp((call) =>
      call.path.includes('/sales/') ? { status: 502 } : { status: 200 },
    );
    const { engine } = makeEngine(http);
    await engine.start({ codes: '1234', tasks: ['ai-all'] });
    await until(finished(engine));
    expect(http.maxInFlight()).toBe(5);
    const [entry] = engine.snapshot().run!.errors;
    expect(entry.task).toBe('ai-all');
    expect(entry.error.status).toBe(502);
    expect(entry.error.url).toContain('/sales/1234');
    expect(entry.error.message).toContain('Falharam:');
  });
});

describe('sync engine: validation, history, CSV', () => {
  it('starts nothing on bad input and says why in pt-BR', async () => {
    const http = createFakeHttp();
    const { engine } = makeEngine(http, { getProfile: () => testProfile({ workersUrl: '' }) });
    const result = await engine.start({ codes: '', tasks: ['bling-create'] });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors?.map((error) => error.field)).toEqual([
      'codes',
      'workersUrl',
      'blingAccount',
    ]);
    expect(result.message).toContain('Informe ao menos um código de produto');
    expect(engine.snapshot().run).toBeNull();
    expect(http.calls).toHaveLength(0);
  });

  it('returns the duplicates notice on start', async () => {
    const { engine } = makeEngine(createFakeHttp());
    const result = await engine.start({ codes: '1\n1\n2', tasks: ['bling-warehouse'] });
    expect(result).toEqual({ ok: true, notices: ['1 código(s) repetido(s) ignorado(s): 1.'] });
    expect(engine.snapshot().run!.input.codes).toEqual(['1', '2']);
  });

  it('keeps finished runs in the history and exports their errors as CSV', async () => {
    let time = 1_000;
    const http = createFakeHttp((call) =>
      call.url.includes('id=2') ? { status: 404, body: 'não; "achei"' } : { status: 200 },
    );
    const { engine } = makeEngine(http, { now: () => (time += 10) });
    await engine.start({ codes: '1\n2', tasks: ['bling-warehouse'] });
    await until(finished(engine));
    await until(() => engine.history().length === 1);
    const [entry] = engine.history();
    const runId = engine.snapshot().run!.id;
    expect(entry).toMatchObject({
      id: runId,
      projectId: 'demo',
      codes: ['1', '2'],
      tasks: ['bling-warehouse'],
      counts: { total: 2, done: 1, failed: 1, pending: 0, running: 0 },
      outcome: 'finished',
    });
    expect(entry.durationMs).toBe(entry.finishedAt - entry.createdAt);
    expect(entry.durationMs).toBeGreaterThan(0);
    expect(entry.errors).toHaveLength(1);

    const csv = engine.errorsCsv(runId)!;
    expect(
      csv.startsWith(
        '\uFEFFCódigo;Tarefa;Status HTTP;URL;Duração (ms);Mensagem;Trecho da resposta\r\n',
      ),
    ).toBe(true);
    expect(csv).toContain(
      '2;Bling → Armazém de dados;404;http://workers.test/api/bling/bigquery/produtos?project=demo&id=2;1;erro 404;',
    );
    // The excerpt holds ';' and quotes: it is quoted and its quotes doubled.
    expect(csv).toContain('"""não; \\""achei\\""""');
    expect(engine.errorsCsv('unknown')).toBeNull();
    // The web shell's download gets the same text in pages.
    expect(engine.errorsCsvPage(runId, 0)).toEqual({ text: csv, next: null });
    expect(engine.errorsCsvPage('unknown', 0)).toBeNull();

    // A new run: the previous one is still exportable from the history.
    await engine.start({ codes: '3', tasks: ['bling-warehouse'] });
    await until(finished(engine));
    expect(engine.errorsCsv(runId)).toBe(csv);
    expect(engine.errorsCsvPage(runId, 0)).toEqual({ text: csv, next: null });
    await until(() => engine.history().length === 2);
  });
});

describe('sync engine: snapshot then deltas (what a window sees)', () => {
  it('every delta and snapshot matches the shared schemas, and deltas rebuild the state, even from a mid-run snapshot', async () => {
    let failing = true;
    const http = createFakeHttp((call) =>
      failing &&
      /id=(1|5)\d*$/.test(call.url.split('&').find((part) => part.startsWith('id=')) ?? '')
        ? { status: 500, body: 'falhou' }
        : { status: 200 },
    );
    const { engine, deltas } = makeEngine(http);
    const initial = engine.snapshot();
    expect(syncSnapshotSchema.parse(initial)).toEqual(initial);
    const codes = Array.from({ length: 30 }, (_, i) => String(i)).join('\n');
    await engine.start({ codes, tasks: ['franke-store', 'bling-warehouse'], concurrency: 3 });
    await until(() => (engine.snapshot().run?.counts.done ?? 0) >= 5);
    const midSnapshot = engine.snapshot();
    const midIndex = deltas.length;
    await engine.setConcurrency(5);
    await until(finished(engine));
    await until(() =>
      deltas.some((delta) => delta.type === 'status' && delta.status === 'finished'),
    );
    expect(engine.snapshot().run!.counts.failed).toBeGreaterThan(0);
    failing = false;
    await engine.retryErrors();
    await until(
      () =>
        deltas.filter((delta) => delta.type === 'status' && delta.status === 'finished').length ===
        2,
    );

    for (const delta of deltas) expect(syncDeltaSchema.parse(delta)).toEqual(delta);
    const final = engine.snapshot();
    expect(syncSnapshotSchema.parse(final)).toEqual(final);
    expect(applySyncDeltas(initial, deltas)).toEqual(final);
    expect(applySyncDeltas(midSnapshot, deltas.slice(midIndex))).toEqual(final);
  });
});

describe('sync engine: replacing a run', () => {
  it('a paused unfinished run is kept in the history as interrupted when another starts', async () => {
    const gate = createGate();
    const http = createFakeHttp(async () => {
      await gate.wait();
      return { status: 200 };
    });
    const { engine } = makeEngine(http);
    await engine.start({ codes: '1\n2\n3', tasks: ['bling-warehouse'] });
    await until(() => http.calls.length === 1);
    await engine.pause();
    expect(await engine.start({ codes: '9', tasks: ['bling-warehouse'] })).toEqual({
      ok: false,
      message:
        'Aguarde: os produtos em andamento ainda estão terminando. Tente novamente em instantes.',
      errors: [],
    });
    const firstId = engine.snapshot().run!.id;
    gate.open();
    await engine.idle();
    expect((await engine.start({ codes: '9', tasks: ['bling-warehouse'] })).ok).toBe(true);
    await until(finished(engine));
    await until(() => engine.history().length === 2);
    const interrupted = engine.history().find((entry) => entry.id === firstId)!;
    expect(interrupted).toMatchObject({
      outcome: 'interrupted',
      counts: { total: 3, done: 1, pending: 2 },
    });
  });
});
