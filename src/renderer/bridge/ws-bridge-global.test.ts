import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { texts } from '../../shared/texts/pt-BR';
import {
  bridgeUrlForLocation,
  createWebSocketBridgeGlobal,
  type WebSocketLike,
  type WsBridgeGlobal,
} from './ws-bridge-global';
import type { BridgeContract } from '../../shared/bridge/contract';

/** A stand-in host: answers app.getInfo, never answers settings.getState (an in-flight call). */
function startHost(port = 0) {
  const server = new WebSocketServer({ host: '127.0.0.1', port });
  const sockets = new Set<WebSocket>();
  /** Every call received, as name#id. */
  const calls: string[] = [];
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString());
      calls.push(`${message.name}#${message.id}`);
      if (message.name === 'app.getInfo') {
        socket.send(
          JSON.stringify({
            type: 'result',
            id: message.id,
            envelope: { ok: true, value: { version: '1', shell: 'web', platform: 'linux' } },
          }),
        );
      }
    });
  });
  const ready = new Promise<number>((resolve) =>
    server.on('listening', () => resolve((server.address() as AddressInfo).port)),
  );
  return {
    server,
    sockets,
    calls,
    ready,
    broadcast: (name: string, payload: unknown) => {
      for (const socket of sockets) socket.send(JSON.stringify({ type: 'event', name, payload }));
    },
    dropAll: () => {
      for (const socket of sockets) socket.terminate();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.terminate();
        server.close(() => resolve());
      }),
  };
}

const createSocket = (url: string) => new WebSocket(url) as unknown as WebSocketLike;
const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

function bridgeTo(port: number, options = {}): WsBridgeGlobal<BridgeContract> {
  const bridge = createWebSocketBridgeGlobal(`ws://127.0.0.1:${port}/__bridge`, {
    createSocket,
    initialBackoffMs: 20,
    maxBackoffMs: 100,
    ...options,
  });
  cleanups.push(() => bridge.dispose());
  return bridge;
}

async function until(check: () => boolean, ms = 3000) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('createWebSocketBridgeGlobal', () => {
  it('exposes one function per procedure and one subscription per event', () => {
    const bridge = bridgeTo(1);
    expect(Object.keys(bridge.procedures)).toContain('settings.saveProfile');
    expect(Object.keys(bridge.events)).toContain('app.navigate');
  });

  it('queues calls made before the socket opens and answers them once it does', async () => {
    const host = startHost();
    cleanups.push(host.close);
    const port = await host.ready;
    const bridge = bridgeTo(port);
    // Called synchronously, before any connection exists.
    const answer = await bridge.procedures['app.getInfo']({});
    expect(answer).toEqual({ ok: true, value: { version: '1', shell: 'web', platform: 'linux' } });
  });

  it('answers in-flight calls as disconnected on a drop, reconnects, and keeps listeners', async () => {
    const host = startHost();
    cleanups.push(host.close);
    const port = await host.ready;
    const bridge = bridgeTo(port);
    const routes: unknown[] = [];
    bridge.events['app.navigate']((payload) => routes.push(payload));
    await bridge.procedures['app.getInfo']({});

    const inFlight = bridge.procedures['settings.getState']({});
    // In flight: the host has the call (and never answers it).
    await until(() => host.calls.some((call) => call.startsWith('settings.getState#')));
    host.dropAll();
    expect(await inFlight).toEqual({
      ok: false,
      error: { code: 'disconnected', message: texts.bridge.disconnected },
    });

    // Back on its own, the same listener still hears events.
    await until(() => bridge.connection.current() === 'open');
    expect((await bridge.procedures['app.getInfo']({})).ok).toBe(true);
    host.broadcast('app.navigate', { route: '/console/orders' });
    await until(() => routes.length === 1);
    expect(routes).toEqual([{ route: '/console/orders' }]);
  });

  it('survives the host restarting on the same port', async () => {
    const first = startHost();
    const port = await first.ready;
    const bridge = bridgeTo(port);
    expect((await bridge.procedures['app.getInfo']({})).ok).toBe(true);
    await first.close();
    const second = startHost(port);
    cleanups.push(second.close);
    await second.ready;
    // The client reconnects by itself, with backoff, to the new host.
    await until(() => second.sockets.size === 1);
    await until(() => bridge.connection.current() === 'open');
    expect((await bridge.procedures['app.getInfo']({})).ok).toBe(true);
  });

  it('says when the host is lost and back, and answers calls made meanwhile at once, never later', async () => {
    const first = startHost();
    const port = await first.ready;
    // A queue that outlasts the test: a call queued instead of answered fails it by timeout.
    const bridge = bridgeTo(port, { queueTimeoutMs: 600_000 });
    const states: string[] = [];
    bridge.connection.onChange((state) => states.push(state));
    expect(bridge.connection.current()).toBe('connecting');
    expect((await bridge.procedures['app.getInfo']({})).ok).toBe(true);
    await first.close();
    await until(() => bridge.connection.current() === 'lost');

    expect(await bridge.procedures['app.getInfo']({})).toMatchObject({
      ok: false,
      error: { code: 'disconnected' },
    });

    const second = startHost(port);
    cleanups.push(second.close);
    await second.ready;
    await until(() => bridge.connection.current() === 'open');
    expect(states).toEqual(['open', 'lost', 'open']);
    expect((await bridge.procedures['app.getInfo']({})).ok).toBe(true);
  });

  it('adopts a socket opened before it, open or still opening, with what it heard meanwhile', async () => {
    const host = startHost();
    cleanups.push(host.close);
    const port = await host.ready;
    const url = `ws://127.0.0.1:${port}/__bridge`;
    const early = new WebSocket(url);
    const received: { data: unknown }[] = [];
    early.onmessage = (event) => received.push({ data: event.data });
    await until(() => early.readyState === WebSocket.OPEN);
    host.broadcast('app.navigate', { route: '/console/orders' });
    await until(() => received.length === 1);
    const routes: unknown[] = [];
    let adopted = 0;
    const bridge = bridgeTo(port, {
      adoptSocket: (target: string) => {
        adopted++;
        expect(target).toBe(url);
        return { socket: early as unknown as WebSocketLike, received };
      },
    });
    expect(bridge.connection.current()).toBe('open');
    bridge.events['app.navigate']((payload) => routes.push(payload));
    expect((await bridge.procedures['app.getInfo']({})).ok).toBe(true);
    expect(host.sockets.size).toBe(1);

    // A lost adopted socket is replaced by the bridge's own, never adopted twice.
    host.dropAll();
    await until(() => bridge.connection.current() === 'lost');
    await until(() => bridge.connection.current() === 'open');
    expect(adopted).toBe(1);
    host.broadcast('app.navigate', { route: '/console/sync' });
    await until(() => routes.length === 1);
    expect(routes).toEqual([{ route: '/console/sync' }]);
  });

  it('answers a call queued on an adopted socket that was still opening', async () => {
    const host = startHost();
    cleanups.push(host.close);
    const port = await host.ready;
    const early = new WebSocket(`ws://127.0.0.1:${port}/__bridge`);
    const bridge = bridgeTo(port, {
      adoptSocket: () => ({ socket: early as unknown as WebSocketLike, received: [] }),
    });
    expect((await bridge.procedures['app.getInfo']({})).ok).toBe(true);
    expect(host.sockets.size).toBe(1);
  });

  describe('a call the adopted socket already sent (bridge-boot.js: settings.getState, id 0)', () => {
    const getInfo = { type: 'invoke', id: 0, name: 'app.getInfo', input: {} } as const;

    async function openEarly() {
      const host = startHost();
      cleanups.push(host.close);
      const port = await host.ready;
      const early = new WebSocket(`ws://127.0.0.1:${port}/__bridge`);
      const received: { data: unknown }[] = [];
      early.onmessage = (event) => received.push({ data: event.data });
      await until(() => early.readyState === WebSocket.OPEN);
      early.send(JSON.stringify(getInfo));
      const adopt = () =>
        bridgeTo(port, {
          adoptSocket: () => ({
            socket: early as unknown as WebSocketLike,
            received,
            sent: [getInfo],
          }),
        });
      return { host, received, adopt };
    }

    it('answered before the bridge existed: its first call of that name and input takes the answer, once', async () => {
      const { host, received, adopt } = await openEarly();
      await until(() => received.length === 1);
      const bridge = adopt();
      expect(await bridge.procedures['app.getInfo']({})).toMatchObject({ ok: true });
      expect(host.calls).toEqual(['app.getInfo#0']);
      // The next one goes out, numbered by the bridge.
      expect(await bridge.procedures['app.getInfo']({})).toMatchObject({ ok: true });
      expect(host.calls).toEqual(['app.getInfo#0', 'app.getInfo#1']);
    });

    it('still in flight when the bridge adopts the socket: the call waits for that answer', async () => {
      const { host, adopt } = await openEarly();
      const bridge = adopt();
      expect(await bridge.procedures['app.getInfo']({})).toMatchObject({ ok: true });
      expect(host.calls).toEqual(['app.getInfo#0']);
    });

    it('an event heard before the call (its answer may be older): the call goes out itself', async () => {
      const { host, received, adopt } = await openEarly();
      await until(() => received.length === 1);
      host.broadcast('settings.changed', {});
      await until(() => received.length === 2);
      const bridge = adopt();
      expect(await bridge.procedures['app.getInfo']({})).toMatchObject({ ok: true });
      expect(host.calls).toEqual(['app.getInfo#0', 'app.getInfo#1']);
    });

    it('another input, or the socket lost before the call: the call goes out itself', async () => {
      const { host, received, adopt } = await openEarly();
      await until(() => received.length === 1);
      const bridge = adopt();
      expect(await bridge.procedures['app.getInfo']({ detail: true } as never)).toMatchObject({
        ok: true,
      });
      expect(host.calls).toEqual(['app.getInfo#0', 'app.getInfo#1']);
      host.dropAll();
      await until(() => bridge.connection.current() === 'lost');
      await until(() => bridge.connection.current() === 'open');
      expect(await bridge.procedures['app.getInfo']({})).toMatchObject({ ok: true });
      expect(host.calls).toEqual(['app.getInfo#0', 'app.getInfo#1', 'app.getInfo#2']);
    });
  });

  it('gives up on a queued call after the queue timeout', async () => {
    // Nothing listens on port 1: the call can never be sent.
    const bridge = bridgeTo(1, { queueTimeoutMs: 100 });
    expect(await bridge.procedures['app.getInfo']({})).toMatchObject({
      ok: false,
      error: { code: 'disconnected' },
    });
  });

  it('stops delivering to an unsubscribed listener', async () => {
    const host = startHost();
    cleanups.push(host.close);
    const port = await host.ready;
    const bridge = bridgeTo(port);
    const kept: unknown[] = [];
    const dropped: unknown[] = [];
    bridge.events['app.navigate']((payload) => kept.push(payload));
    const unsubscribe = bridge.events['app.navigate']((payload) => dropped.push(payload));
    await bridge.procedures['app.getInfo']({});
    unsubscribe();
    host.broadcast('app.navigate', { route: '/console' });
    await until(() => kept.length === 1);
    expect(dropped).toEqual([]);
  });

  it('resolves everything pending on dispose', async () => {
    const bridge = bridgeTo(1);
    const pending = bridge.procedures['app.getInfo']({});
    bridge.dispose();
    expect(await pending).toMatchObject({ ok: false, error: { code: 'disconnected' } });
    expect(await bridge.procedures['app.getInfo']({})).toMatchObject({ ok: false });
  });
});

describe('bridgeUrlForLocation', () => {
  it('uses the page origin with ws or wss', () => {
    expect(bridgeUrlForLocation({ protocol: 'http:', host: '127.0.0.1:5757' })).toBe(
      'ws://127.0.0.1:5757/__bridge',
    );
    expect(bridgeUrlForLocation({ protocol: 'https:', host: 'example.com' })).toBe(
      'wss://example.com/__bridge',
    );
  });

  it('is the address bridge-boot.js opens while the scripts download', () => {
    const boot = readFileSync(
      new URL('../../../resources/public/bridge-boot.js', import.meta.url),
      'utf8',
    );
    expect(boot).toContain("'//' + location.host + '/__bridge'");
    expect(bridgeUrlForLocation({ protocol: 'http:', host: 'h' })).toBe('ws://h/__bridge');
  });
});
