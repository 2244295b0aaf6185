import { networkInterfaces } from 'node:os';
import { request } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from './index';
import { call } from './test-helpers';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());
beforeEach(() => sandbox.reset());

const flag = (code: string) => `/api/bling/produto/update-flag/${code}?project=demo`;

async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('recording', () => {
  it('records route id, service, method, path, query, parsed body, time, status and token', async () => {
    const before = Date.now();
    await call(sandbox, 'GET', `${flag('1011')}&tag=a&tag=b`, undefined, {
      authorization: 'Bearer token-1',
    });
    await call(sandbox, 'POST', '/api/console/queue/tasks', { urls: ['u1', 'u2'] });
    const [get, post] = sandbox.requests();
    expect(get).toMatchObject({
      seq: 1,
      routeId: 'workers.bling.produto.updateFlag',
      service: 'workers',
      method: 'GET',
      path: '/api/bling/produto/update-flag/1011',
      query: { project: 'demo', tag: ['a', 'b'] },
      status: 200,
      networkError: false,
      scripted: false,
      authorization: 'Bearer token-1',
    });
    expect(get.body).toBeUndefined();
    expect(get.time).toBeGreaterThanOrEqual(before);
    expect(get.durationMs).toBeGreaterThanOrEqual(0);
    expect(post).toMatchObject({
      seq: 2,
      routeId: 'api.queue.tasks',
      service: 'api',
      body: { urls: ['u1', 'u2'] },
      authorization: null,
    });
  });

  it('filters by route, service, method and path, programmatically and over HTTP', async () => {
    await call(sandbox, 'GET', flag('1'));
    await call(sandbox, 'GET', flag('2'));
    await call(sandbox, 'GET', '/api/console/customers/segments/s');
    await call(sandbox, 'POST', '/api/console/products/gift/generate', {});
    expect(sandbox.requests({ route: 'workers.bling.produto.updateFlag' })).toHaveLength(2);
    expect(sandbox.requests({ service: 'api' })).toHaveLength(2);
    expect(sandbox.requests({ method: 'post' })).toHaveLength(1);
    expect(sandbox.requests({ path: 'update-flag/2' })).toHaveLength(1);

    const byRoute = await call(sandbox, 'GET', '/__sandbox__/requests?route=api.segments.get');
    expect(byRoute.body).toMatchObject({
      count: 1,
      requests: [{ routeId: 'api.segments.get', path: '/api/console/customers/segments/s' }],
    });
    const all = await call(sandbox, 'GET', '/__sandbox__/requests');
    expect((all.body as { count: number }).count).toBe(4);
    const byService = await call(sandbox, 'GET', '/__sandbox__/requests?service=workers');
    expect((byService.body as { count: number }).count).toBe(2);
  });

  it('lists only requests after a seq with since, and refuses a bad since', async () => {
    for (let i = 0; i < 4; i++) await call(sandbox, 'GET', flag(String(i)));
    expect(sandbox.requests({ since: 2 }).map((r) => r.seq)).toEqual([3, 4]);
    const polled = await call(sandbox, 'GET', '/__sandbox__/requests?since=3');
    expect((polled.body as { requests: { seq: number }[] }).requests.map((r) => r.seq)).toEqual([
      4,
    ]);
    expect((await call(sandbox, 'GET', '/__sandbox__/requests?since=abc')).status).toBe(400);
  });

  it('does not record control calls', async () => {
    await call(sandbox, 'GET', '/__sandbox__/requests');
    await call(sandbox, 'GET', '/__sandbox__/stats');
    await call(sandbox, 'GET', '/__sandbox__/assets/images/1.png');
    expect(sandbox.requests()).toHaveLength(0);
  });

  it('clears scripts and records on reset, programmatically and over HTTP', async () => {
    sandbox.script({ route: '*', status: 500 });
    await call(sandbox, 'GET', flag('1'));
    sandbox.reset();
    expect(sandbox.requests()).toHaveLength(0);
    expect(sandbox.scripts()).toHaveLength(0);
    expect((await call(sandbox, 'GET', flag('1'))).status).toBe(200);
    expect(sandbox.requests()[0].seq).toBe(1);

    sandbox.script({ route: '*', status: 500 });
    expect(await call(sandbox, 'POST', '/__sandbox__/reset')).toMatchObject({
      status: 200,
      body: { ok: true },
    });
    expect(sandbox.requests()).toHaveLength(0);
    expect((await call(sandbox, 'GET', flag('1'))).status).toBe(200);
  });

  it('keeps only the last recordLimit requests, numbering on', async () => {
    const small = await startSandbox({ recordLimit: 3 });
    try {
      for (let i = 1; i <= 7; i++) await call(small, 'GET', flag(String(i)));
      const kept = small.requests();
      expect(kept.map((r) => r.seq)).toEqual([5, 6, 7]);
      expect(kept.map((r) => r.path.split('/').pop())).toEqual(['5', '6', '7']);
      expect(small.stats()).toMatchObject({ recorded: 3, received: 7 });
    } finally {
      await small.close();
    }
  });

  it('refuses a record limit that is not a positive integer', async () => {
    await expect(startSandbox({ recordLimit: 0 })).rejects.toThrow(/recordLimit/);
  });
});

describe('in-flight tracking', () => {
  it('reports the most requests in flight at once, and restarts at reset', async () => {
    sandbox.script({ route: 'workers.bling.produto.updateFlag', latencyMs: 300 });
    const calls = Array.from({ length: 5 }, (_, i) => call(sandbox, 'GET', flag(String(i))));
    await until(() => sandbox.inFlight() === 5);
    expect(sandbox.maxInFlight()).toBe(5);
    await Promise.all(calls);
    expect(sandbox.inFlight()).toBe(0);
    expect(sandbox.maxInFlight()).toBe(5);

    sandbox.reset();
    expect(sandbox.maxInFlight()).toBe(0);
    for (let i = 0; i < 3; i++) await call(sandbox, 'GET', flag(String(i)));
    expect(sandbox.maxInFlight()).toBe(1);
    const stats = await call(sandbox, 'GET', '/__sandbox__/stats');
    expect(stats.body).toMatchObject({ inFlight: 0, maxInFlight: 1, recorded: 3 });
  });

  it('counts requests still in flight across a reset', async () => {
    sandbox.script({ route: 'api.segments.get', latencyMs: 200 });
    const slow = call(sandbox, 'GET', '/api/console/customers/segments/x');
    await until(() => sandbox.inFlight() === 1);
    sandbox.reset();
    expect(sandbox.maxInFlight()).toBe(1);
    await slow;
    expect(sandbox.inFlight()).toBe(0);
  });

  it('stops counting a request whose client went away, and marks it', async () => {
    sandbox.script({ route: 'api.segments.get', latencyMs: 5_000 });
    const controller = new AbortController();
    const aborted = fetch(`${sandbox.url}/api/console/customers/segments/x`, {
      signal: controller.signal,
    });
    await until(() => sandbox.inFlight() === 1);
    controller.abort();
    await expect(aborted).rejects.toThrow();
    await until(() => sandbox.inFlight() === 0);
    expect(sandbox.requests()[0]).toMatchObject({ status: null, clientAborted: true });
  });
});

describe('binding', () => {
  it('listens on 127.0.0.1 only', async () => {
    expect(new URL(sandbox.url).hostname).toBe('127.0.0.1');
    const external = Object.values(networkInterfaces())
      .flat()
      .find((info) => info && info.family === 'IPv4' && !info.internal);
    // Every machine has loopback aliases: 127.0.0.2 is loopback but not the bound address.
    const others = ['127.0.0.2', ...(external ? [external.address] : [])];
    for (const host of others) {
      const outcome = await new Promise<string>((resolve) => {
        const req = request({
          host,
          port: sandbox.port,
          path: '/__sandbox__/stats',
          timeout: 2_000,
        });
        req.on('response', (res) => {
          res.resume();
          resolve(`answered ${res.statusCode}`);
        });
        req.on('timeout', () => {
          req.destroy();
          resolve('timeout');
        });
        req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
        req.end();
      });
      expect([host, outcome]).toEqual([host, 'ECONNREFUSED']);
    }
  });

  it('closes cleanly even with a scripted slow request pending', async () => {
    const other = await startSandbox();
    other.script({ route: '*', latencyMs: 60_000 });
    const pending = fetch(`${other.url}${flag('1')}`).catch((error: Error) => error);
    await until(() => other.inFlight() === 1);
    await other.close();
    expect(await pending).toBeInstanceOf(Error);
    await expect(fetch(`${other.url}/__sandbox__/stats`)).rejects.toThrow();
  });
});
