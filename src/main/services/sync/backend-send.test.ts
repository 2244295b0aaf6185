import { describe, expect, it } from 'vitest';
import type { SendState } from '../../../shared/sync/run-state';
import { createHttpClient, type HttpClient } from '../http/http-client';
import { runTaskUrls } from './backend-send';
import { useEngineHarness, useSandbox } from './test-support/engine-harness';

const server = useSandbox((url) => ({ workersUrl: `${url}/w` }));
const harness = useEngineHarness('sync-send', server.engineDefaults);

function makeEngine(http?: HttpClient) {
  const { engine } = harness.start(http ? { http } : {});
  const sends: Array<SendState | null> = [];
  engine.onDelta((delta) => {
    if (delta.type === 'send') sends.push(delta.send);
  });
  return { engine, sends };
}

const codes = Array.from({ length: 1_200 }, (_, i) => String(200_000 + i));
const input = { codes: codes.join('\n'), tasks: ['bling-warehouse'] };
const postedUrls = () =>
  server.sandbox
    .requests({ route: 'api.queue.tasks' })
    .map((request) => (request.body as { urls: string[] }).urls);

describe('send to backend', () => {
  it('posts every full task URL in chunks of 500 and reports progress', async () => {
    const { engine, sends } = makeEngine();
    expect(await engine.sendToBackend(input)).toEqual({ ok: true, notices: [] });
    const chunks = postedUrls();
    expect(chunks.map((urls) => urls.length)).toEqual([500, 500, 200]);
    expect(chunks.flat()).toEqual(
      codes.map(
        (code) => `${server.sandbox.url}/w/api/bling/bigquery/produtos?project=demo&id=${code}`,
      ),
    );
    expect(sends.map((send) => [send!.status, send!.sentChunks, send!.sentUrls])).toEqual([
      ['sending', 0, 0],
      ['sending', 1, 500],
      ['sending', 2, 1000],
      ['sending', 3, 1200],
      ['done', 3, 1200],
    ]);
    expect(engine.snapshot().send).toMatchObject({
      status: 'done',
      totalUrls: 1200,
      totalChunks: 3,
    });
  });

  it('the next run clears the last send result from the screen: a result belongs to its action', async () => {
    const { engine, sends } = makeEngine();
    await engine.sendToBackend({ codes: '1011', tasks: ['bling-warehouse'] });
    expect(engine.snapshot().send?.status).toBe('done');
    await engine.start({ codes: '1012', tasks: ['bling-warehouse'], delayMs: 0 });
    expect(engine.snapshot().send).toBeNull();
    expect(sends.at(-1)).toBeNull();
    // The next send shows again.
    await engine.sendToBackend({ codes: '1013', tasks: ['bling-warehouse'] });
    expect(engine.snapshot().send?.status).toBe('done');
  });

  it('a failed chunk stops the send; the retry sends only the chunks that did not go through, even after a restart', async () => {
    const base = createHttpClient({ getProfile: () => server.profile });
    let queueCalls = 0;
    // After the first chunk is accepted, the sandbox is scripted to refuse the next one.
    const http: HttpClient = {
      abort: base.abort,
      async request(request) {
        const result = await base.request(request);
        if (request.path === '/api/console/queue/tasks' && ++queueCalls === 1) {
          server.sandbox.script({ route: 'api.queue.tasks', status: 503, times: 1 });
        }
        return result;
      },
    };
    const first = makeEngine(http);
    const failed = await first.engine.sendToBackend(input);
    expect(failed.ok).toBe(false);
    expect(!failed.ok && failed.message).toMatch(/^Falha ao enviar o lote 2 de 3: .*503/);
    expect(first.engine.snapshot().send).toMatchObject({
      status: 'error',
      sentChunks: 1,
      sentUrls: 500,
    });
    const statuses = server.sandbox
      .requests({ route: 'api.queue.tasks' })
      .map((request) => request.status);
    expect(statuses).toEqual([200, 503]);
    const firstChunk = postedUrls()[0];
    await first.engine.dispose();

    server.sandbox.reset();
    const second = makeEngine();
    expect(second.engine.snapshot().send).toMatchObject({ status: 'error', sentChunks: 1 });
    expect(await second.engine.sendToBackend(input)).toEqual({ ok: true, notices: [] });
    const resent = postedUrls();
    expect(resent.map((urls) => urls.length)).toEqual([500, 200]);
    expect([...firstChunk, ...resent.flat()]).toEqual(
      runTaskUrls({ ...baseRun(), codes }, `${server.sandbox.url}/w`).urls,
    );
    expect(second.engine.snapshot().send).toMatchObject({
      status: 'done',
      sentChunks: 3,
      sentUrls: 1200,
    });
  });

  it('sends the current run when no input is given, and a changed input starts over', async () => {
    const { engine } = makeEngine();
    expect(await engine.sendToBackend()).toEqual({
      ok: false,
      message: 'Nenhuma sincronização carregada.',
      errors: [],
    });
    expect(
      await engine.sendToBackend({ codes: '1011', tasks: ['bling-warehouse', 'ai-all'] }),
    ).toEqual({ ok: true, notices: [] });
    expect(postedUrls()).toHaveLength(1);
    expect(postedUrls()[0]).toHaveLength(6);
  });

  it('leaves out calls that cannot be built and says so; validates like start', async () => {
    const { engine } = makeEngine();
    const result = await engine.sendToBackend({
      codes: '5599\n1011\n1011',
      tasks: ['tramontina-webservice'],
    });
    expect(result).toEqual({
      ok: true,
      notices: [
        '1 código(s) repetido(s) ignorado(s): 1011.',
        '1 tarefa(s) ignorada(s): o código não tem empresa pelo prefixo.',
      ],
    });
    expect(postedUrls()).toEqual([
      [`${server.sandbox.url}/w/api/tramontina/webservice/products/1/1011?project=demo`],
    ]);
    const bad = await engine.sendToBackend({ codes: '', tasks: [] });
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.errors?.map((error) => error.field)).toEqual(['codes', 'tasks']);
  });

  it('without an API URL it says where to configure it and posts nothing', async () => {
    server.profile = { ...server.profile, apiUrl: '' };
    const { engine } = makeEngine();
    expect(await engine.sendToBackend(input)).toEqual({
      ok: false,
      message:
        'A URL da API do console não está configurada. Configure-a em Configurações antes de enviar para o backend.',
      errors: [],
    });
    expect(postedUrls()).toHaveLength(0);
  });
});

function baseRun() {
  return {
    tasks: ['bling-warehouse' as const],
    blingAccount: null,
    concurrency: 1,
    delayMs: 400,
    projectId: 'demo',
    storeIds: { shopee: '', amazon: '', magalu: '', madeiramadeira: '', default: '' },
  };
}
