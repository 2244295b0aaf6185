import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectionProfileSchema, type ConnectionProfile } from '../../../shared/settings/profile';
import { buildServiceUrl, createHttpClient } from './http-client';

interface Recorded {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let base: string;
const recorded: Recorded[] = [];
/** How many 1 KB chunks /huge-streamed had written when its client went away. */
let streamedChunks = 0;

function route(request: IncomingMessage, response: ServerResponse, body: string) {
  const url = new URL(request.url ?? '/', 'http://x');
  recorded.push({
    method: request.method ?? '',
    url: request.url ?? '',
    headers: request.headers,
    body,
  });
  if (url.pathname === '/prefix/json') {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ hello: 'olá', echo: body ? JSON.parse(body) : null }));
  } else if (url.pathname === '/prefix/text') {
    response.setHeader('content-type', 'text/plain');
    response.end('plain words');
  } else if (url.pathname === '/prefix/fail') {
    response.statusCode = 502;
    response.end('x'.repeat(2000));
  } else if (url.pathname === '/prefix/huge-declared') {
    response.setHeader('content-length', String(8 * 1024));
    response.end('x'.repeat(8 * 1024));
  } else if (url.pathname === '/prefix/huge-streamed') {
    // No length announced: the client can only find out by reading, and must stop early.
    // 1 KB per millisecond or so, up to 1,000: a client that reads it all waits about 1 s.
    let sent = 0;
    const timer = setInterval(() => {
      if (sent === 1000) {
        clearInterval(timer);
        return void response.end();
      }
      sent++;
      response.write('y'.repeat(1024));
    }, 1);
    response.on('close', () => {
      clearInterval(timer);
      streamedChunks = sent;
    });
  } else if (url.pathname === '/prefix/slow') {
    // Never answered: the call stays in flight until the client gives up (or afterAll), so a
    // timeout or an abort is never raced by an answer, however slow the machine.
  } else {
    response.statusCode = 404;
    response.end(JSON.stringify({ error: 'not found' }));
  }
}

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => route(request, response, body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/prefix`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function profile(overrides: Partial<ConnectionProfile> = {}): ConnectionProfile {
  return connectionProfileSchema.parse({
    id: 't',
    name: 'Teste',
    kind: 'local',
    projectId: 'p',
    workersUrl: base,
    apiUrl: base,
    functionsUrl: '',
    ...overrides,
  });
}

const client = (options: Partial<Parameters<typeof createHttpClient>[0]> = {}) =>
  createHttpClient({ getProfile: () => profile(), ...options });

describe('buildServiceUrl', () => {
  it('joins base and path and encodes the query', () => {
    expect(buildServiceUrl('https://h.example/api/', '/v1/items', { q: 'a b&c', ç: 'é' })).toBe(
      'https://h.example/api/v1/items?q=a%20b%26c&%C3%A7=%C3%A9',
    );
    expect(buildServiceUrl('https://h.example', '/x')).toBe('https://h.example/x');
  });

  it.each([
    '/api/products/..',
    '/api/products/../../admin',
    '/api/products/./x',
    '/api/products/%2e%2e/admin',
    '/api/products/%2E./admin',
    '/api/products/.%2e',
  ])('refuses a dot segment, which the URL parser would resolve away: %s', (path) => {
    expect(() => buildServiceUrl('https://h.example/base', path)).toThrow(/Caminho recusado/);
  });

  // The URL parser reads '\\' as '/', drops tabs and newlines anywhere and trims trailing
  // spaces and controls: each of these spellings walks up the service's path once parsed.
  it.each([
    '/api/products\\..\\admin',
    '/api/products/x\\..\\..',
    '/api/products/.\t./admin',
    '/api/products/.\n./admin',
    '/api/products/%2e\r%2e/admin',
    '/api/products/.. ',
    '/api/products/..\u0000',
    '/api/products/..?x=1',
    '/api/products/..#x',
  ])('refuses a dot segment however the URL parser would find it: %j', (path) => {
    expect(new URL(`https://h.example/base/${path.slice(1)}`).pathname).not.toMatch(
      /^\/base\/api\/products\//,
    );
    expect(() => buildServiceUrl('https://h.example/base', path)).toThrow(/Caminho recusado/);
  });

  it('keeps dots inside a segment', () => {
    expect(buildServiceUrl('https://h.example', '/p/SKU.20/a..b')).toBe(
      'https://h.example/p/SKU.20/a..b',
    );
  });
});

describe.each([
  ['node http', {}],
  ['fetch', { fetch }],
] as const)('http client over %s: answers past the byte cap', (_, transport) => {
  it.each(['/huge-declared', '/huge-streamed'])(
    '%s is refused in pt-BR without being read whole',
    async (path) => {
      const result = await client({ ...transport, maxBodyBytes: 4096 }).request({
        service: 'workers',
        path,
      });
      expect(result).toMatchObject({
        ok: false,
        kind: 'too_large',
        status: 0,
        message:
          'A resposta do serviço de sincronização passou de 4 KB e foi descartada. Peça menos dados de uma vez.',
      });
      if (path === '/huge-streamed') {
        await expect.poll(() => streamedChunks).toBeGreaterThan(0);
        expect(streamedChunks).toBeLessThan(100);
        streamedChunks = 0;
      }
    },
  );

  it('reads an answer within the cap, accents split across chunks included', async () => {
    const result = await client({ ...transport, maxBodyBytes: 4096 }).request({
      service: 'api',
      path: '/json',
    });
    expect(result).toMatchObject({ ok: true, body: { hello: 'olá' } });
  });
});

describe('http client', () => {
  it('returns parsed JSON with status, URL and duration, sending a JSON body', async () => {
    const result = await client().request({
      service: 'workers',
      method: 'POST',
      path: '/json',
      body: { code: 1011 },
    });
    expect(result).toMatchObject({
      ok: true,
      status: 200,
      url: `${base}/json`,
      body: { hello: 'olá', echo: { code: 1011 } },
    });
    expect(result.durationMs).toBeGreaterThanOrEqual(0);
    const last = recorded.at(-1)!;
    expect(last.method).toBe('POST');
    expect(last.headers['content-type']).toBe('application/json');
    expect(last.headers.authorization).toBeUndefined();
  });

  it('returns text bodies as text', async () => {
    const result = await client().request({ service: 'api', path: '/text' });
    expect(result).toMatchObject({ ok: true, body: 'plain words' });
  });

  it('measures duration with the injected clock', async () => {
    let t = 1000;
    const result = await client({ now: () => (t += 25) }).request({
      service: 'api',
      path: '/text',
    });
    expect(result.durationMs).toBe(25);
  });

  it('sends the ID token as a Bearer header, the idempotency key, and encodes query params', async () => {
    await client().request({
      service: 'api',
      path: '/json',
      query: { search: 'cadeira & mesa', página: '2' },
      idToken: 'token-123',
      idempotencyKey: 'run-1:1011:bling-warehouse:0',
    });
    const last = recorded.at(-1)!;
    expect(last.headers.authorization).toBe('Bearer token-123');
    expect(last.headers['idempotency-key']).toBe('run-1:1011:bling-warehouse:0');
    const url = new URL(last.url, 'http://x');
    expect(url.searchParams.get('search')).toBe('cadeira & mesa');
    expect(url.searchParams.get('página')).toBe('2');
  });

  it('turns a non-OK answer into data with a 500-char excerpt', async () => {
    const result = await client().request({ service: 'workers', path: '/fail' });
    expect(result).toMatchObject({ ok: false, kind: 'http', status: 502 });
    if (result.ok) throw new Error('expected failure');
    expect(result.bodyExcerpt).toHaveLength(500);
    expect(result.message).toContain('erro 502');
  });

  it('times out with kind timeout', async () => {
    const result = await client().request({ service: 'workers', path: '/slow', timeoutMs: 100 });
    expect(result).toMatchObject({ ok: false, kind: 'timeout', status: 0 });
    if (!result.ok) expect(result.message).toContain('não respondeu');
  });

  it('uses the default timeout when none is given', async () => {
    const result = await client({ defaultTimeoutMs: 80 }).request({
      service: 'api',
      path: '/slow',
    });
    expect(result).toMatchObject({ ok: false, kind: 'timeout' });
  });

  it('reports a refused connection as a network failure', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const result = await createHttpClient({
      getProfile: () => profile({ workersUrl: `http://127.0.0.1:${port}` }),
    }).request({ service: 'workers', path: '/json' });
    expect(result).toMatchObject({ ok: false, kind: 'network', status: 0 });
    if (!result.ok) expect(result.message).toContain('ECONNREFUSED');
  });

  it('aborts an in-flight request by id, and answers false for unknown ids', async () => {
    const http = client();
    const slowCalls = () => recorded.filter((call) => call.url === '/prefix/slow').length;
    const before = slowCalls();
    const pending = http.request({ service: 'workers', path: '/slow', requestId: 'r1' });
    // In flight: the server has the request.
    await vi.waitFor(() => expect(slowCalls()).toBe(before + 1));
    expect(http.abort('r1')).toBe(true);
    expect(await pending).toMatchObject({ ok: false, kind: 'aborted' });
    expect(http.abort('r1')).toBe(false);
    expect(http.abort('never')).toBe(false);
  });

  it('says a service is not configured, naming it and pointing to Configurações', async () => {
    const result = await client().request({ service: 'functions', path: '/json' });
    expect(result).toMatchObject({ ok: false, kind: 'not_configured', status: 0, url: '' });
    if (!result.ok) {
      expect(result.message).toContain('serviço de functions');
      expect(result.message).toContain('Configurações');
    }
  });

  it('never throws, even when fetch itself throws synchronously', async () => {
    const result = await client({
      fetch: (() => {
        throw new TypeError('boom');
      }) as typeof fetch,
    }).request({ service: 'api', path: '/json' });
    expect(result).toMatchObject({ ok: false, kind: 'network' });
  });
});
