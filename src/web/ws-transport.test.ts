import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { z } from 'zod';
import { event, procedure, type HandlerMap } from '../shared/bridge/define';
import { createEventBatcher } from '../shared/bridge/event-batcher';
import type { WsServerMessage } from '../shared/bridge/ws-protocol';
import { texts } from '../shared/texts/pt-BR';
import { createWsTransport, type WsTransport } from './ws-transport';

const testContract = {
  procedures: {
    'math.add': procedure(z.object({ a: z.number(), b: z.number() }).strict(), z.number()),
    'job.fail': procedure(z.object({}).strict(), z.boolean()),
  },
  events: {
    'job.progress': event(z.object({ done: z.array(z.number()) })),
  },
};
type TestContract = typeof testContract;

let server: Server;
let transport: WsTransport<TestContract>;
let origin: string;
const sockets: WebSocket[] = [];

async function start(
  handlers: HandlerMap<TestContract>,
  limits: { maxInFlight?: number; maxBufferedBytes?: number } = {},
) {
  server = createServer((_req, res) => res.writeHead(404).end());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  transport = createWsTransport({
    contract: testContract,
    handlers,
    allowedOrigins: () => [origin],
    ...limits,
  });
  server.on('upgrade', (req, socket, head) => transport.handleUpgrade(req, socket, head));
}

function connect(withOrigin = origin, path = '/__bridge') {
  const url = origin.replace('http:', 'ws:') + path;
  const socket = new WebSocket(url, { origin: withOrigin });
  sockets.push(socket);
  const messages: WsServerMessage[] = [];
  socket.on('message', (data) => messages.push(JSON.parse(data.toString())));
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return { socket, messages, opened };
}

async function until<T>(check: () => T | undefined, ms = 3000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() - started > ms) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function resultFor(messages: WsServerMessage[], id: number) {
  return until(() => messages.find((m) => m.type === 'result' && m.id === id));
}

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.terminate();
  await transport?.close();
  await new Promise((resolve) => server?.close(resolve));
});

describe('WebSocket bridge transport', () => {
  const add = vi.fn(({ a, b }: { a: number; b: number }) => a + b);
  const handlers: HandlerMap<TestContract> = {
    'math.add': add,
    'job.fail': () => {
      throw new Error('disco cheio');
    },
  };

  it('answers a valid call with the handler value', async () => {
    await start(handlers);
    const client = connect();
    await client.opened;
    client.socket.send(
      JSON.stringify({ type: 'invoke', id: 1, name: 'math.add', input: { a: 2, b: 3 } }),
    );
    expect(await resultFor(client.messages, 1)).toEqual({
      type: 'result',
      id: 1,
      envelope: { ok: true, value: 5 },
    });
  });

  it('rejects bad input with a pt-BR message and never reaches the handler', async () => {
    add.mockClear();
    await start(handlers);
    const client = connect();
    await client.opened;
    client.socket.send(
      JSON.stringify({ type: 'invoke', id: 7, name: 'math.add', input: { a: 'dois' } }),
    );
    const result = await resultFor(client.messages, 7);
    expect(result).toMatchObject({ envelope: { ok: false, error: { code: 'invalid_input' } } });
    const message = (result as { envelope: { error: { message: string } } }).envelope.error.message;
    expect(message).toContain('Argumentos inválidos para math.add');
    expect(add).not.toHaveBeenCalled();
  });

  it('refuses an unknown procedure, including prototype names', async () => {
    await start(handlers);
    const client = connect();
    await client.opened;
    client.socket.send(JSON.stringify({ type: 'invoke', id: 2, name: 'fs.readFile', input: {} }));
    client.socket.send(JSON.stringify({ type: 'invoke', id: 3, name: 'constructor', input: {} }));
    for (const id of [2, 3]) {
      expect(await resultFor(client.messages, id)).toMatchObject({
        envelope: { ok: false, error: { code: 'unknown_procedure' } },
      });
    }
  });

  it('turns a throwing handler into a handler_failed envelope', async () => {
    await start(handlers);
    const client = connect();
    await client.opened;
    client.socket.send(JSON.stringify({ type: 'invoke', id: 4, name: 'job.fail', input: {} }));
    expect(await resultFor(client.messages, 4)).toMatchObject({
      envelope: {
        ok: false,
        error: { code: 'handler_failed', message: expect.stringContaining('disco cheio') },
      },
    });
  });

  it('answers a malformed frame that carries an id, and survives garbage', async () => {
    await start(handlers);
    const client = connect();
    await client.opened;
    client.socket.send('not json at all');
    client.socket.send(JSON.stringify({ id: 9, name: 42 }));
    expect(await resultFor(client.messages, 9)).toMatchObject({
      envelope: {
        ok: false,
        error: { code: 'invalid_input', message: texts.web.malformedMessage },
      },
    });
    client.socket.send(
      JSON.stringify({ type: 'invoke', id: 10, name: 'math.add', input: { a: 1, b: 1 } }),
    );
    expect(await resultFor(client.messages, 10)).toMatchObject({
      envelope: { ok: true, value: 2 },
    });
  });

  it('refuses a connection from a foreign Origin or without one', async () => {
    await start(handlers);
    const foreign = connect('http://evil.example');
    await expect(foreign.opened).rejects.toThrow(/403/);
    const none = new WebSocket(origin.replace('http:', 'ws:') + '/__bridge');
    sockets.push(none);
    await expect(
      new Promise((resolve, reject) => {
        none.once('open', resolve);
        none.once('error', reject);
      }),
    ).rejects.toThrow(/403/);
    expect(transport.clientCount()).toBe(0);
  });

  it('refuses upgrades on other paths', async () => {
    await start(handlers);
    const other = connect(origin, '/other');
    await expect(other.opened).rejects.toThrow(/404/);
  });

  it('broadcasts events to every page, batched by createEventBatcher', async () => {
    await start(handlers);
    const first = connect();
    const second = connect();
    await Promise.all([first.opened, second.opened]);
    const batcher = createEventBatcher<number>(
      (done) => transport.emit('job.progress', { done }),
      50,
    );
    for (let i = 0; i < 500; i++) batcher.push(i);
    await new Promise((resolve) => setTimeout(resolve, 80));
    for (let i = 500; i < 1000; i++) batcher.push(i);
    batcher.flush();
    for (const client of [first, second]) {
      const events = await until(() => {
        const found = client.messages.filter((m) => m.type === 'event');
        const total = found.reduce((n, m) => n + (m.payload as { done: number[] }).done.length, 0);
        return total === 1000 ? found : undefined;
      });
      // 1000 items arrive in two messages, not a thousand.
      expect(events).toHaveLength(2);
      expect(events[0]).toMatchObject({ type: 'event', name: 'job.progress' });
    }
  });

  it('drops an event whose payload breaks the contract', async () => {
    const log = vi.fn();
    server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    transport = createWsTransport({
      contract: testContract,
      handlers,
      allowedOrigins: () => [origin],
      log,
    });
    server.on('upgrade', (req, socket, head) => transport.handleUpgrade(req, socket, head));
    const client = connect();
    await client.opened;
    transport.emit('job.progress', { done: ['x'] } as unknown as { done: number[] });
    transport.emit('job.progress', { done: [1] });
    await until(() => client.messages.find((m) => m.type === 'event'));
    expect(client.messages.filter((m) => m.type === 'event')).toEqual([
      { type: 'event', name: 'job.progress', payload: { done: [1] } },
    ]);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('dropped'), expect.anything());
  });
});

describe('bounded per page', () => {
  it('runs at most maxInFlight calls of one page at once, and answers every call in the end', async () => {
    let started = 0;
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await start(
      {
        'math.add': async ({ a, b }) => {
          started++;
          await gate;
          return a + b;
        },
        'job.fail': () => true,
      },
      { maxInFlight: 4 },
    );
    const page = connect();
    await page.opened;
    for (let id = 1; id <= 40; id++) {
      page.socket.send(
        JSON.stringify({ type: 'invoke', id, name: 'math.add', input: { a: id, b: 0 } }),
      );
    }
    await until(() => (started >= 4 ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 100));
    // The rest wait unread: not queued as promises in the host.
    expect(started).toBe(4);
    release();
    await until(() => (page.messages.length === 40 ? true : undefined));
    expect(started).toBe(40);
    const sums = page.messages.map((m) =>
      m.type === 'result' && m.envelope.ok ? m.envelope.value : null,
    );
    expect(sums.sort((x, y) => Number(x) - Number(y))).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
  });

  it('drops a page that stops reading once too much is queued for it, and logs why', async () => {
    await start(
      { 'math.add': ({ a, b }) => a + b, 'job.fail': () => true },
      { maxBufferedBytes: 256 * 1024 },
    );
    const slow = connect();
    const reader = connect();
    await Promise.all([slow.opened, reader.opened]);
    const closed = new Promise<void>((resolve) => slow.socket.once('close', () => resolve()));
    slow.socket.pause();
    const done = Array.from({ length: 10_000 }, (_, i) => i);
    for (let round = 0; round < 400 && transport.clientCount() === 2; round++) {
      transport.emit('job.progress', { done });
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(transport.clientCount()).toBe(1);
    slow.socket.resume();
    await closed;
    // The page that reads keeps its connection and its events.
    await until(() => (reader.messages.length > 0 ? true : undefined));
    expect(reader.socket.readyState).toBe(WebSocket.OPEN);
  });
});

describe('an answer that cannot travel', () => {
  /** A handler's answer as the contract's type; the transport must cope with any value. */
  const asAnswer = (value: unknown) => value as boolean;

  async function callTwice(failing: () => unknown, limits: { maxBufferedBytes?: number } = {}) {
    const log = vi.fn();
    server = createServer((_req, res) => res.writeHead(404).end());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    transport = createWsTransport({
      contract: testContract,
      handlers: { 'math.add': ({ a, b }) => a + b, 'job.fail': () => asAnswer(failing()) },
      allowedOrigins: () => [origin],
      log,
      ...limits,
    });
    server.on('upgrade', (req, socket, head) => transport.handleUpgrade(req, socket, head));
    const page = connect();
    await page.opened;
    page.socket.send(JSON.stringify({ type: 'invoke', id: 1, name: 'job.fail', input: {} }));
    const failed = await resultFor(page.messages, 1);
    page.socket.send(
      JSON.stringify({ type: 'invoke', id: 2, name: 'math.add', input: { a: 1, b: 1 } }),
    );
    const next = await resultFor(page.messages, 2);
    return { failed, next, page, log };
  }

  const unsendable = {
    envelope: {
      ok: false,
      error: { code: 'handler_failed', message: texts.web.answerUnsendable('job.fail') },
    },
  };

  it('answers with an error envelope when serializing throws (RangeError), and keeps serving', async () => {
    const { failed, next, page, log } = await callTwice(() => ({
      rows: {
        toJSON() {
          throw new RangeError('Invalid string length');
        },
      },
    }));
    expect(failed).toMatchObject(unsendable);
    expect(next).toMatchObject({ envelope: { ok: true, value: 2 } });
    expect(page.socket.readyState).toBe(WebSocket.OPEN);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('job.fail'), expect.any(RangeError));
  });

  it('answers with an error envelope for a value JSON cannot hold (BigInt)', async () => {
    const { failed, next } = await callTwice(() => ({ total: 10n }));
    expect(failed).toMatchObject(unsendable);
    expect(next).toMatchObject({ envelope: { ok: true, value: 2 } });
  });

  it('answers with an error envelope instead of dropping the page for an answer too large to queue', async () => {
    const { failed, next, page } = await callTwice(() => 'x'.repeat(300 * 1024), {
      maxBufferedBytes: 256 * 1024,
    });
    expect(failed).toMatchObject(unsendable);
    expect(next).toMatchObject({ envelope: { ok: true, value: 2 } });
    expect(page.socket.readyState).toBe(WebSocket.OPEN);
    expect(transport.clientCount()).toBe(1);
  });

  it('survives a page that leaves before its answer is sent', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await start({
      'math.add': ({ a, b }) => a + b,
      'job.fail': async () => {
        await held;
        return true;
      },
    });
    const leaving = connect();
    await leaving.opened;
    leaving.socket.send(JSON.stringify({ type: 'invoke', id: 1, name: 'job.fail', input: {} }));
    await until(() => (transport.clientCount() === 1 ? true : undefined));
    leaving.socket.terminate();
    release();
    const staying = connect();
    await staying.opened;
    staying.socket.send(
      JSON.stringify({ type: 'invoke', id: 5, name: 'math.add', input: { a: 2, b: 2 } }),
    );
    expect(await resultFor(staying.messages, 5)).toMatchObject({
      envelope: { ok: true, value: 4 },
    });
  });
});
