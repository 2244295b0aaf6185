import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepAlivePools, nodeHttpTransport } from './node-transport';
import { BodyTooLargeError } from './transports';

let server: Server;
let origin: string;
const seen: { url: string; length?: string }[] = [];
let connections = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push({ url: request.url ?? '', length: request.headers['content-length'] });
    // Never answered: held until the client aborts (or afterAll), never raced by an answer.
    if (request.url === '/slow') return;
    if (request.url === '/cut') {
      response.write('{"partial":');
      setImmediate(() => response.destroy());
      return;
    }
    if (request.url === '/big') {
      response.write('x'.repeat(600));
      response.end('y'.repeat(600));
      return;
    }
    request.resume();
    request.on('end', () => {
      response.setHeader('content-type', 'application/json');
      response.end('{"ok":true}');
    });
  });
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const get = { method: 'GET', headers: {}, maxBytes: 1024 };

describe('node http transport', () => {
  it('reads a whole answer: status, type and text', async () => {
    const answer = await nodeHttpTransport()(`${origin}/json?x=1`, get).response;
    expect(answer).toEqual({
      status: 200,
      statusText: 'OK',
      contentType: 'application/json',
      text: '{"ok":true}',
    });
    expect(seen.at(-1)?.url).toBe('/json?x=1');
  });

  it('sends a body with its length, and keeps one socket for calls one after another', async () => {
    const send = nodeHttpTransport(keepAlivePools());
    const before = connections;
    const post = {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      maxBytes: 1024,
    };
    for (const code of ['1011', '1012', '1013']) {
      await send(`${origin}/post`, { ...post, body: `{"code":"${code}"}` }).response;
    }
    expect(seen.at(-1)).toEqual({ url: '/post', length: '15' });
    expect(connections - before).toBe(1);
  });

  it('refuses an answer past the cap once its chunks pass it', async () => {
    const call = nodeHttpTransport()(`${origin}/big`, { ...get, maxBytes: 1000 });
    await expect(call.response).rejects.toBeInstanceOf(BodyTooLargeError);
  });

  it('an answer cut short rejects instead of resolving with half a body', async () => {
    const call = nodeHttpTransport()(`${origin}/cut`, get);
    await expect(call.response).rejects.toThrow();
  });

  it('a call stopped while it waits for a socket settles at once and never goes out', async () => {
    const send = nodeHttpTransport(keepAlivePools(1));
    const holding = send(`${origin}/slow`, get);
    await expect.poll(() => seen.at(-1)?.url).toBe('/slow');
    const queued = send(`${origin}/queued`, get);
    queued.abort();
    await expect(queued.response).rejects.toThrow('aborted');
    holding.abort();
    await expect(holding.response).rejects.toThrow('aborted');
    // The next call on that pool goes out: the stopped ones left nothing behind.
    await expect(send(`${origin}/after`, get).response).resolves.toMatchObject({ status: 200 });
    expect(seen.map(({ url }) => url)).not.toContain('/queued');
  });

  it('a refused connection rejects with the system code', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const call = nodeHttpTransport()(`http://127.0.0.1:${port}/`, get);
    await expect(call.response).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });
});
