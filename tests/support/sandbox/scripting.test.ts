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

/** Resolves once the sandbox has this many requests in flight. */
async function untilInFlight(count: number): Promise<void> {
  while (sandbox.inFlight() < count) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('scripting', () => {
  it('holds the answer for latencyMs while the request stays in flight', async () => {
    sandbox.script({ route: 'workers.bling.produto.updateFlag', latencyMs: 150 });
    let answered = false;
    const pending = call(sandbox, 'GET', flag('1')).then((result) => {
      answered = true;
      return result;
    });
    await untilInFlight(1);
    expect(sandbox.requests()[0].status).toBeNull();
    expect(answered).toBe(false);
    const result = await pending;
    expect(result.status).toBe(200);
    const [record] = sandbox.requests();
    expect(record.scripted).toBe(true);
    // setTimeout never fires early by more than its 1 ms clock granularity.
    expect(record.durationMs).toBeGreaterThanOrEqual(149);
  });

  it('answers a scripted status with a JSON error body when none is given', async () => {
    sandbox.script({ route: 'workers.bling.produto.updateFlag', status: 503 });
    const result = await call(sandbox, 'GET', flag('1'));
    expect(result).toMatchObject({
      status: 503,
      body: { ok: false, error: 'Scripted failure (503)' },
    });
    expect(sandbox.requests()[0].status).toBe(503);
  });

  it('keeps the plausible body under a scripted 2xx status', async () => {
    sandbox.script({ route: 'workers.bling.produto.updateFlag', status: 202 });
    const result = await call(sandbox, 'GET', flag('77'));
    expect(result).toMatchObject({ status: 202, body: { ok: true, data: { codigo: '77' } } });
  });

  it('replaces the body: JSON as JSON, a string as text, null as null', async () => {
    sandbox.script({
      route: 'api.products.get',
      body: { data: { ProductSiteName: 'Roteirizado' } },
    });
    const json = await call(sandbox, 'GET', '/api/console/products/1?project=p');
    expect(json).toMatchObject({ status: 200, body: { data: { ProductSiteName: 'Roteirizado' } } });

    sandbox.reset();
    sandbox.script({ route: 'api.products.get', status: 502, body: '<html>Bad gateway</html>' });
    const text = await call(sandbox, 'GET', '/api/console/products/1?project=p');
    expect(text.status).toBe(502);
    expect(text.body).toBe('<html>Bad gateway</html>');
    expect(text.headers.get('content-type')).toContain('text/plain');

    sandbox.reset();
    sandbox.script({ route: 'api.products.get', body: null });
    expect((await call(sandbox, 'GET', '/api/console/products/1?project=p')).body).toBeNull();
  });

  it('applies `times` to the next N matching calls only, then answers normally', async () => {
    sandbox.script({ route: 'workers.bling.produto.updateFlag', status: 500, times: 2 });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await call(sandbox, 'GET', flag(String(i)))).status);
    expect(statuses).toEqual([500, 500, 200, 200]);
    expect(sandbox.scripts()).toHaveLength(0);
  });

  it('applies `match` only to calls whose path or query contains it', async () => {
    sandbox.script({ route: 'workers.bling.produto.updateFlag', status: 500, match: '1011' });
    expect((await call(sandbox, 'GET', flag('1011'))).status).toBe(500);
    expect((await call(sandbox, 'GET', flag('2022'))).status).toBe(200);

    sandbox.script({ route: 'workers.tstock.paginate', status: 500, match: '"id":"3300"' });
    const products = (id: string) =>
      `/api/tramontina/tstock/bigquery/paginate?project=p&products=${encodeURIComponent(
        JSON.stringify([{ id, companyId: 3 }]),
      )}`;
    expect((await call(sandbox, 'GET', products('3300'))).status).toBe(500);
    expect((await call(sandbox, 'GET', products('3301'))).status).toBe(200);
  });

  it('counts `times` only on matching calls', async () => {
    sandbox.script({ route: '*', status: 500, match: 'update-flag/9', times: 1 });
    expect((await call(sandbox, 'GET', flag('1'))).status).toBe(200);
    expect((await call(sandbox, 'GET', flag('9'))).status).toBe(500);
    expect((await call(sandbox, 'GET', flag('9'))).status).toBe(200);
  });

  it('destroys the socket for networkError, and the record says so', async () => {
    sandbox.script({ route: 'api.queue.tasks', networkError: true, times: 1 });
    await expect(
      call(sandbox, 'POST', '/api/console/queue/tasks', { urls: ['u'] }),
    ).rejects.toThrow();
    const [failed] = sandbox.requests();
    expect(failed).toMatchObject({ status: 0, networkError: true, routeId: 'api.queue.tasks' });
    expect(failed.body).toEqual({ urls: ['u'] });
    expect((await call(sandbox, 'POST', '/api/console/queue/tasks', { urls: ['u'] })).status).toBe(
      200,
    );
    expect(sandbox.inFlight()).toBe(0);
  });

  it("applies '*' to every route, and not to unknown paths", async () => {
    sandbox.script({ route: '*', status: 418 });
    expect((await call(sandbox, 'GET', flag('1'))).status).toBe(418);
    expect((await call(sandbox, 'GET', '/api/console/customers/segments/x')).status).toBe(418);
    expect(
      (
        await call(sandbox, 'POST', '/whatsapp/message?project=p', {
          to: '5511987654321',
          type: 'template',
          template: { name: 'a', language: { code: 'pt_BR' }, components: [] },
        })
      ).status,
    ).toBe(418);
    expect((await call(sandbox, 'GET', '/api/unknown')).status).toBe(404);
  });

  it('layers scripts: a newer field wins, the older fields still apply', async () => {
    sandbox.script({ route: '*', latencyMs: 40, status: 500 });
    sandbox.script({ route: 'workers.bling.produto.updateFlag', status: 409, match: '/7?' });
    const conflict = await call(sandbox, 'GET', flag('7'));
    expect(conflict.status).toBe(409);
    const other = await call(sandbox, 'GET', flag('8'));
    expect(other.status).toBe(500);
    expect(sandbox.requests().map((r) => r.durationMs! >= 39)).toEqual([true, true]);
  });

  it('still answers 400 to a malformed call under a scripted status', async () => {
    sandbox.script({ route: 'workers.bling.produto.updateFlag', status: 200, body: { ok: true } });
    const result = await call(sandbox, 'GET', '/api/bling/produto/update-flag/1');
    expect(result.status).toBe(400);
  });

  it('refuses invalid scripts with a message, and keeps the ones already set', async () => {
    sandbox.script({ route: 'api.products.get', status: 500 });
    expect(() => sandbox.script({ route: 'api.nope', status: 500 })).toThrow(
      /unknown route id "api.nope"/,
    );
    expect(() => sandbox.script({ route: '*', status: 99 })).toThrow(/status/);
    expect(() => sandbox.script({ route: '*', latencyMs: -1 })).toThrow(/latencyMs/);
    expect(() => sandbox.script({ route: '*', times: 0 })).toThrow(/times/);
    expect(() => sandbox.script({ route: '*', colour: 'red' } as never)).toThrow();
    // A list is all or nothing.
    expect(() => sandbox.script([{ route: '*', status: 500 }, { route: 'bad' }])).toThrow(
      /script 1/,
    );
    expect(sandbox.scripts().map((s) => s.route)).toEqual(['api.products.get']);
  });
});

describe('scripting over HTTP', () => {
  it('sets a script with POST /__sandbox__/script and lists it', async () => {
    const set = await call(sandbox, 'POST', '/__sandbox__/script', {
      route: 'api.segments.get',
      status: 500,
      times: 1,
    });
    expect(set).toMatchObject({ status: 200, body: { ok: true, ids: [expect.any(String)] } });
    const listed = await call(sandbox, 'GET', '/__sandbox__/scripts');
    expect(listed.body).toMatchObject({ scripts: [{ route: 'api.segments.get', remaining: 1 }] });
    expect((await call(sandbox, 'GET', '/api/console/customers/segments/a')).status).toBe(500);
    expect((await call(sandbox, 'GET', '/api/console/customers/segments/a')).status).toBe(200);
  });

  it('accepts a list or {scripts: [...]}', async () => {
    const list = await call(sandbox, 'POST', '/__sandbox__/script', [
      { route: 'api.segments.get', status: 500 },
      { route: 'api.file.video', status: 404 },
    ]);
    expect((list.body as { ids: string[] }).ids).toHaveLength(2);
    const wrapped = await call(sandbox, 'POST', '/__sandbox__/script', {
      scripts: [{ route: '*', latencyMs: 1 }],
    });
    expect((wrapped.body as { ids: string[] }).ids).toHaveLength(1);
    expect(sandbox.scripts()).toHaveLength(3);
  });

  it('answers 400 with the reason for an invalid script or bad JSON', async () => {
    const unknown = await call(sandbox, 'POST', '/__sandbox__/script', {
      route: 'x.y',
      status: 500,
    });
    expect(unknown.status).toBe(400);
    expect((unknown.body as { error: string }).error).toContain('unknown route id "x.y"');
    expect((await call(sandbox, 'POST', '/__sandbox__/script', '{route')).status).toBe(400);
    expect((await call(sandbox, 'POST', '/__sandbox__/script')).status).toBe(400);
    expect(sandbox.scripts()).toHaveLength(0);
  });

  it('reads only an application/json body: a page can send text/plain without asking', async () => {
    const script = JSON.stringify({ route: 'api.segments.get', status: 500 });
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data']) {
      const sent = await fetch(`${sandbox.url}/__sandbox__/script`, {
        method: 'POST',
        headers: { 'content-type': type },
        body: script,
      });
      expect(sent.status, type).toBe(415);
    }
    expect(sandbox.scripts()).toHaveLength(0);
    const queued = await fetch(`${sandbox.url}/api/console/queue/tasks`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ urls: ['https://loja.example/a'] }),
    });
    expect(queued.status).toBe(415);
    expect(sandbox.requests({ route: 'api.queue.tasks' })[0].body).toBe(
      JSON.stringify({ urls: ['https://loja.example/a'] }),
    );
  });
});
