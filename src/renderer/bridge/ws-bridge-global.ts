import type {
  BridgeConnection,
  BridgeConnectionState,
  BridgeGlobal,
} from '../../shared/bridge/client';
import type { BridgeContract } from '../../shared/bridge/contract';
import { bridgeContractNames, type ContractNames } from '../../shared/bridge/contract-names';
import type { BridgeEnvelope, ContractShape } from '../../shared/bridge/define';
import type { WsInvokeMessage } from '../../shared/bridge/ws-protocol';
import { WS_BRIDGE_PATH, parseWsServerMessage } from '../../shared/bridge/ws-server-message';
import { texts } from '../../shared/texts/pt-BR';

/** The subset of the DOM WebSocket this client uses, so tests can pass another implementation. */
export interface WebSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
}
export type WebSocketFactory = (url: string) => WebSocketLike;

/** A socket opened before the bridge (bridge-boot.js), with what it received meanwhile. */
export interface AdoptedSocket {
  socket: WebSocketLike;
  received: { data: unknown }[];
  /** Calls already sent on it: the bridge's first call of the same name and input takes the answer. */
  sent?: readonly WsInvokeMessage[];
}

export interface WsBridgeOptions {
  createSocket?: WebSocketFactory;
  /** First reconnect delay; doubles up to maxBackoffMs and resets once connected. */
  initialBackoffMs?: number;
  maxBackoffMs?: number;
  /** A call still waiting for a connection after this long resolves as disconnected. */
  queueTimeoutMs?: number;
  /** The first connection's socket, when one is already opening or open for `url`. */
  adoptSocket?: (url: string) => AdoptedSocket | null;
}

export interface WsBridgeGlobal<C extends ContractShape> extends BridgeGlobal<C> {
  readonly connection: BridgeConnection;
  /** Stops reconnecting and closes the socket; pending calls resolve as disconnected. */
  dispose(): void;
}

const OPEN = 1;

const callKey = (name: string, input: unknown) => `${name} ${JSON.stringify(input)}`;

const disconnected = (): BridgeEnvelope => ({
  ok: false,
  error: { code: 'disconnected', message: texts.bridge.disconnected },
});

/**
 * The web shell's BridgeGlobal over the host's WebSocket: calls made before the socket first
 * opens wait in a queue; once it has worked, a dropped connection answers every in-flight
 * call, and every call made while it is lost, with a `disconnected` envelope (never a hang,
 * never a late run), says so through `connection`, and reconnects with backoff. Event listeners live here,
 * not on the socket, so they survive reconnects.
 */
export function createWsBridgeGlobal<C extends ContractShape>(
  names: ContractNames<C>,
  url: string,
  options: WsBridgeOptions = {},
): WsBridgeGlobal<C> {
  const createSocket =
    options.createSocket ?? ((target: string) => new WebSocket(target) as unknown as WebSocketLike);
  const initialBackoffMs = options.initialBackoffMs ?? 250;
  const maxBackoffMs = options.maxBackoffMs ?? 5000;
  const queueTimeoutMs = options.queueTimeoutMs ?? 15_000;
  let adoptSocket = options.adoptSocket;

  let nextId = 1;
  let socket: WebSocketLike | null = null;
  let backoffMs = initialBackoffMs;
  let reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  let disposed = false;
  /** Sent and awaiting a result. */
  const inFlight = new Map<number, (envelope: BridgeEnvelope) => void>();
  /** Not sent yet: waiting for the socket to open. */
  const queued = new Map<
    number,
    { frame: string; resolve: (e: BridgeEnvelope) => void; timer: ReturnType<typeof setTimeout> }
  >();
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  /** The adopted socket's calls not yet taken, by name and input, and answers come before. */
  const adoptedCalls = new Map<string, number>();
  const adoptedAnswers = new Map<number, BridgeEnvelope>();
  let state: BridgeConnectionState = 'connecting';
  const stateListeners = new Set<(state: BridgeConnectionState) => void>();
  const setState = (next: BridgeConnectionState) => {
    if (state === next) return;
    state = next;
    for (const listener of [...stateListeners]) listener(next);
  };

  const failInFlight = () => {
    const pending = [...inFlight.values()];
    inFlight.clear();
    for (const resolve of pending) resolve(disconnected());
  };

  const flushQueue = () => {
    for (const [id, entry] of queued) {
      if (!socket || socket.readyState !== OPEN) return;
      clearTimeout(entry.timer);
      queued.delete(id);
      inFlight.set(id, entry.resolve);
      socket.send(entry.frame);
    }
  };

  const scheduleReconnect = () => {
    if (disposed || reconnectTimer) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      connect();
    }, backoffMs);
    backoffMs = Math.min(backoffMs * 2, maxBackoffMs);
  };

  const opened = () => {
    backoffMs = initialBackoffMs;
    setState('open');
    flushQueue();
  };

  const received = (event: { data: unknown }) => {
    if (typeof event.data !== 'string') return;
    const message = parseWsServerMessage(event.data);
    if (!message) return;
    if (message.type === 'result') {
      const resolve = inFlight.get(message.id);
      inFlight.delete(message.id);
      const envelope = message.envelope as BridgeEnvelope;
      if (resolve) resolve(envelope);
      else if ([...adoptedCalls.values()].includes(message.id)) {
        adoptedAnswers.set(message.id, envelope);
      }
    } else {
      // An event heard before the early call was taken may be newer than its answer (and came
      // before anyone listened): the call goes out itself instead.
      adoptedCalls.clear();
      adoptedAnswers.clear();
      for (const listener of listeners.get(message.name) ?? []) listener(message.payload);
    }
  };

  const connect = () => {
    if (disposed) return;
    let current: WebSocketLike;
    let adopted: AdoptedSocket | null = null;
    try {
      adopted = adoptSocket?.(url) ?? null;
      adoptSocket = undefined;
      current = adopted?.socket ?? createSocket(url);
    } catch {
      scheduleReconnect();
      return;
    }
    socket = current;
    current.onopen = opened;
    current.onmessage = received;
    current.onerror = () => {
      // onclose follows every error; reconnecting happens there.
    };
    current.onclose = () => {
      if (socket !== current) return;
      socket = null;
      adoptedCalls.clear();
      adoptedAnswers.clear();
      failInFlight();
      if (state === 'open') setState('lost');
      scheduleReconnect();
    };
    if (!adopted) return;
    for (const call of adopted.sent ?? [])
      adoptedCalls.set(callKey(call.name, call.input), call.id);
    // An adopted socket may have opened and heard the host before these handlers were set.
    for (const event of adopted.received) received(event);
    if (current.readyState === OPEN) opened();
  };

  /** Answers a call the adopted socket already carries, once; false when there is none. */
  const takeAdoptedCall = (
    name: string,
    input: unknown,
    resolve: (envelope: BridgeEnvelope) => void,
  ): boolean => {
    const key = callKey(name, input);
    const id = adoptedCalls.get(key);
    if (id === undefined) return false;
    adoptedCalls.delete(key);
    const answer = adoptedAnswers.get(id);
    adoptedAnswers.delete(id);
    if (answer) resolve(answer);
    else inFlight.set(id, resolve);
    return true;
  };

  const invoke = (name: string, input: unknown): Promise<BridgeEnvelope> =>
    new Promise((resolve) => {
      if (disposed) return resolve(disconnected());
      if (takeAdoptedCall(name, input, resolve)) return;
      const id = nextId++;
      const frame = JSON.stringify({ type: 'invoke', id, name, input } satisfies WsInvokeMessage);
      if (socket && socket.readyState === OPEN) {
        inFlight.set(id, resolve);
        socket.send(frame);
        return;
      }
      // Lost after it worked: a click now must not run later, when the host is back.
      if (state === 'lost') return resolve(disconnected());
      const timer = setTimeout(() => {
        queued.delete(id);
        resolve(disconnected());
      }, queueTimeoutMs);
      queued.set(id, { frame, resolve, timer });
    });

  const procedures = Object.fromEntries(
    names.procedures.map((name) => [name, (input: unknown) => invoke(name, input)]),
  );
  const events = Object.fromEntries(
    names.events.map((name) => [
      name,
      (listener: (payload: unknown) => void) => {
        const set = listeners.get(name) ?? new Set();
        listeners.set(name, set);
        set.add(listener);
        return () => {
          set.delete(listener);
        };
      },
    ]),
  );

  connect();

  return {
    procedures: procedures as WsBridgeGlobal<C>['procedures'],
    events: events as WsBridgeGlobal<C>['events'],
    connection: {
      current: () => state,
      onChange(listener) {
        stateListeners.add(listener);
        return () => stateListeners.delete(listener);
      },
    },
    dispose() {
      disposed = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      reconnectTimer = null;
      const current = socket;
      socket = null;
      current?.close();
      failInFlight();
      for (const entry of queued.values()) {
        clearTimeout(entry.timer);
        entry.resolve(disconnected());
      }
      queued.clear();
    },
  };
}

declare global {
  interface Window {
    /** Set by bridge-boot.js (resources/public) before the page's modules run. */
    consoleBootSocket?: { socket: WebSocket; received: MessageEvent[]; sent?: WsInvokeMessage[] };
  }
}

/** bridge-boot.js's socket for `url`, once, unless it is already closing or closed. */
export function takeBootSocket(url: string): AdoptedSocket | null {
  const boot = globalThis.window?.consoleBootSocket;
  if (!boot) return null;
  delete window.consoleBootSocket;
  boot.socket.onmessage = null;
  boot.socket.onopen = null; // not open yet: the bridge sends its own first call
  if (boot.socket.url !== url || boot.socket.readyState > OPEN) {
    boot.socket.close();
    return null;
  }
  return {
    socket: boot.socket as unknown as WebSocketLike,
    received: boot.received,
    sent: boot.sent ?? [],
  };
}

/** The renderer's bridge in the web shell (bridge.ts uses it when window.consoleDesktop is absent). */
export function createWebSocketBridgeGlobal(
  url: string,
  options?: WsBridgeOptions,
): WsBridgeGlobal<BridgeContract> {
  return createWsBridgeGlobal(bridgeContractNames, url, {
    adoptSocket: takeBootSocket,
    ...options,
  });
}

/** ws://host/__bridge for the page's own origin (https pages get wss). */
export function bridgeUrlForLocation(location: { protocol: string; host: string }): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${WS_BRIDGE_PATH}`;
}
