import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpClient, type HttpClient } from '../../../src/main/services/http/http-client';
import { connectionProfileSchema } from '../../../src/shared/settings/profile';
import { startSandbox, type Sandbox } from './index';

/** The product's own HTTP client against the sandbox: the pair end-to-end tests rely on. */

let sandbox: Sandbox;
let client: HttpClient;

beforeAll(async () => {
  sandbox = await startSandbox();
  const profile = connectionProfileSchema.parse({
    id: 'sandbox',
    name: 'Sandbox',
    kind: 'local',
    projectId: 'demo',
    workersUrl: sandbox.url,
    apiUrl: sandbox.url,
    functionsUrl: sandbox.url,
  });
  client = createHttpClient({ getProfile: () => profile });
});
afterAll(() => sandbox.close());
beforeEach(() => sandbox.reset());

describe('main HTTP client against the sandbox', () => {
  it('gets a workers answer and sends the ID token', async () => {
    const result = await client.request({
      service: 'workers',
      path: '/api/bling/produto/create/1011',
      query: { project: 'demo', bling: '1' },
      idToken: 'token-xyz',
    });
    expect(result).toMatchObject({
      ok: true,
      status: 200,
      body: { data: { codigo: '1011', account: 1 } },
    });
    expect(sandbox.requests()[0]).toMatchObject({
      routeId: 'workers.bling.produto.create',
      authorization: 'Bearer token-xyz',
    });
  });

  it('posts JSON to the console API and the functions service', async () => {
    const queued = await client.request({
      service: 'api',
      method: 'POST',
      path: '/api/console/queue/tasks',
      body: { urls: ['a', 'b'] },
    });
    expect(queued).toMatchObject({ ok: true, body: { data: { queued: 2 } } });
    const sent = await client.request({
      service: 'functions',
      method: 'POST',
      path: '/whatsapp/message',
      query: { project: 'demo' },
      body: {
        to: '5511987654321',
        type: 'template',
        template: { name: 'pedido_enviado', language: { code: 'pt_BR' }, components: [] },
      },
    });
    expect(sent.ok).toBe(true);
  });

  it('turns a validation 400 and a scripted 500 into http failures with the body excerpt', async () => {
    const missing = await client.request({
      service: 'workers',
      path: '/api/bling/produto/update-flag/1',
    });
    expect(missing).toMatchObject({ ok: false, kind: 'http', status: 400 });
    expect(missing.ok === false && missing.bodyExcerpt).toContain(
      'Missing query parameter: project',
    );

    sandbox.script({ route: 'workers.bling.produto.updateFlag', status: 500, match: '1011' });
    const failed = await client.request({
      service: 'workers',
      path: '/api/bling/produto/update-flag/1011',
      query: { project: 'demo' },
    });
    expect(failed).toMatchObject({ ok: false, kind: 'http', status: 500 });
  });

  it('turns a scripted network error into a network failure', async () => {
    sandbox.script({ route: 'api.segments.get', networkError: true });
    const result = await client.request({
      service: 'api',
      path: '/api/console/customers/segments/vip',
    });
    expect(result).toMatchObject({ ok: false, kind: 'network', status: 0 });
  });

  it('times out on a scripted latency longer than the timeout, and the sandbox sees it go', async () => {
    // Held, not slowed: no answer can beat the timeout, however slow the machine.
    const hold = sandbox.hold({ route: 'api.file.video' });
    const result = await client.request({
      service: 'api',
      path: '/api/file/video/v1',
      timeoutMs: 100,
    });
    expect(result).toMatchObject({ ok: false, kind: 'timeout' });
    while (sandbox.inFlight() > 0) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(sandbox.requests()[0]).toMatchObject({ clientAborted: true, status: null });
    hold.release();
  });
});
