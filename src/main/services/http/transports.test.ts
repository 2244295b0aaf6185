import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CappedBody, BodyTooLargeError, undiciTransport } from './transports';

let server: Server;
let origin: string;
const seen: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push(request.url ?? '');
    if (request.url === '/slow') {
      const timer = setTimeout(() => response.end('late'), 5000);
      response.on('close', () => clearTimeout(timer));
      return;
    }
    response.setHeader('content-type', 'application/json');
    response.end('{"ok":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const get = { method: 'GET', headers: {}, maxBytes: 1024 };

describe('undici transport', () => {
  it('reads a whole answer: status, type and text', async () => {
    const answer = await undiciTransport()(`${origin}/json?x=1`, get).response;
    expect(answer).toEqual({
      status: 200,
      statusText: 'OK',
      contentType: 'application/json',
      text: '{"ok":true}',
    });
    expect(seen.at(-1)).toBe('/json?x=1');
  });

  it('a call stopped while it waits for a connection settles at once and never goes out', async () => {
    const send = undiciTransport(new Agent({ connections: 1 }));
    const holding = send(`${origin}/slow`, get);
    const queued = send(`${origin}/queued`, get);
    queued.abort();
    await expect(queued.response).rejects.toThrow('aborted');
    holding.abort();
    await expect(holding.response).rejects.toThrow('aborted');
    // The next call on that pool goes out: the stopped one left nothing behind.
    await expect(send(`${origin}/after`, get).response).resolves.toMatchObject({ status: 200 });
    expect(seen).not.toContain('/queued');
  });
});

describe('CappedBody', () => {
  it('decodes a character split across chunks, and drops a leading byte-order mark', () => {
    const bytes = Buffer.from('\uFEFFolá', 'utf8');
    const body = new CappedBody(100);
    body.add(bytes.subarray(0, 5));
    body.add(bytes.subarray(5));
    expect(body.text()).toBe('olá');
  });

  it('refuses past the cap, announced or read', () => {
    expect(() => new CappedBody(4).announce('5')).toThrow(BodyTooLargeError);
    const body = new CappedBody(4);
    body.add(Buffer.from('abcd'));
    expect(() => body.add(Buffer.from('e'))).toThrow(BodyTooLargeError);
  });
});
