import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, WebSocket } from 'ws';
import type {
  BridgeEnvelope,
  ContractShape,
  EventName,
  EventPayload,
  HandlerMap,
} from '../shared/bridge/define';
import { createDispatcher } from '../shared/bridge/dispatcher';
import {
  WS_BRIDGE_PATH,
  parseWsMessage,
  wsClientMessageSchema,
  type WsInvokeMessage,
  type WsEventMessage,
  type WsResultMessage,
} from '../shared/bridge/ws-protocol';
import { texts } from '../shared/texts/pt-BR';
import { checkedEventPayload } from '../shared/bridge/event-payload';

export interface WsTransportOptions<C extends ContractShape> {
  contract: C;
  handlers: HandlerMap<C>;
  /** Origins allowed to open the socket: the host's own, nothing else. */
  allowedOrigins: () => readonly string[];
  log?: (message: string, cause?: unknown) => void;
  /** Largest accepted frame; bridge inputs are small (file bytes never cross it). */
  maxPayloadBytes?: number;
  /** Calls one page may have running at once; past it the socket stops being read. */
  maxInFlight?: number;
  /** Unsent bytes a page may leave queued before it is dropped as a slow reader. */
  maxBufferedBytes?: number;
}

/** Far above what a page does (a screen issues a handful of calls at once). */
export const MAX_IN_FLIGHT_PER_SOCKET = 64;
/** Several full sync snapshots: a page that lets more pile up is not reading. */
export const MAX_BUFFERED_BYTES = 16 * 1024 * 1024;

export interface WsTransport<C extends ContractShape> {
  /** Call from the HTTP server's 'upgrade' event; refuses other paths and foreign origins. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Broadcasts an event to every connected page. */
  emit<N extends EventName<C>>(name: N, payload: EventPayload<C, N>): void;
  clientCount(): number;
  close(): Promise<void>;
}

/**
 * The web shell's half of the bridge, generic over any contract: the same dispatcher as the
 * Electron transport validates every input before a handler runs, so adding a procedure adds
 * no transport code.
 */
export function createWsTransport<C extends ContractShape>(
  options: WsTransportOptions<C>,
): WsTransport<C> {
  const log = options.log ?? (() => {});
  const dispatch = createDispatcher(options.contract, options.handlers, log);
  const server = new WebSocketServer({
    noServer: true,
    maxPayload: options.maxPayloadBytes ?? 8 * 1024 * 1024,
  });

  const maxInFlight = options.maxInFlight ?? MAX_IN_FLIGHT_PER_SOCKET;
  const maxBuffered = options.maxBufferedBytes ?? MAX_BUFFERED_BYTES;

  /** Sends, unless the page stopped reading: then it is dropped (it reconnects and re-reads). */
  const send = (socket: WebSocket, frame: string) => {
    if (socket.readyState !== WebSocket.OPEN) return;
    if (socket.bufferedAmount + frame.length > maxBuffered) {
      log(texts.web.slowReader(socket.bufferedAmount));
      socket.terminate();
      return;
    }
    // A failed write (socket closing meanwhile) is the page's loss: it reconnects; never a throw.
    socket.send(frame, (cause) => {
      if (cause) log('bridge send failed', cause);
    });
  };

  /**
   * A call's answer, or an error envelope in its place when the answer cannot travel: it cannot
   * be serialized (RangeError: Invalid string length, a BigInt) or no page could take it in one
   * frame. The page's call then ends with a message instead of hanging or dropping the page.
   */
  const answer = (socket: WebSocket, id: number, name: string, envelope: BridgeEnvelope) => {
    let frame: string | null;
    try {
      frame = JSON.stringify({ type: 'result', id, envelope } satisfies WsResultMessage);
    } catch (cause) {
      log(`bridge answer to ${name} could not be serialized`, cause);
      frame = null;
    }
    if (frame !== null && frame.length > maxBuffered) {
      log(`bridge answer to ${name} too large (${frame.length} characters)`);
      frame = null;
    }
    send(socket, frame ?? JSON.stringify(unsendable(id, name)));
  };

  server.on('connection', (socket: WebSocket) => {
    // Backpressure: at the cap, stop reading the socket; calls wait in the kernel's buffers
    // and the page's, not in this process's memory. Frames ws had already read when it paused
    // (at most one read's worth) wait in `held`.
    let inFlight = 0;
    const held: WsInvokeMessage[] = [];
    const run = (message: WsInvokeMessage) => {
      inFlight++;
      dispatch(message.name, message.input)
        .then((envelope) => answer(socket, message.id, message.name, envelope))
        // Nothing here may reject unobserved: that would end the host (and a running sync).
        .catch((cause: unknown) => log(`bridge call ${message.name} failed to answer`, cause))
        .finally(() => {
          inFlight--;
          const next = held.shift();
          if (next) run(next);
          else if (inFlight < maxInFlight && socket.isPaused) socket.resume();
        });
    };
    socket.on('message', (data, isBinary) => {
      if (isBinary) return reply(socket, malformed(null));
      const raw = data.toString();
      const message = parseWsMessage(wsClientMessageSchema, raw);
      if (!message) return reply(socket, malformed(extractId(raw)));
      if (inFlight < maxInFlight) return run(message);
      held.push(message);
      socket.pause();
    });
    socket.on('error', (cause) => log('bridge socket error', cause));
  });

  return {
    handleUpgrade(request, socket, head) {
      const path = new URL(request.url ?? '/', 'http://host.invalid').pathname;
      if (path !== WS_BRIDGE_PATH) return refuse(socket, 404, 'Not Found');
      const origin = request.headers.origin;
      if (!origin || !options.allowedOrigins().includes(origin)) {
        log(`${texts.web.foreignOrigin} (${origin ?? 'sem Origin'})`);
        return refuse(socket, 403, 'Forbidden');
      }
      server.handleUpgrade(request, socket, head, (ws) => server.emit('connection', ws, request));
    },
    emit(name, payload) {
      const checked = checkedEventPayload(options.contract, name, payload, log);
      if (!checked) return;
      let frame: string;
      try {
        frame = JSON.stringify({ type: 'event', name, payload: checked.payload } as WsEventMessage);
      } catch (cause) {
        // Services emit from their own callbacks: a throw here would end the host.
        log(`bridge event ${name} could not be serialized`, cause);
        return;
      }
      for (const client of server.clients) send(client, frame);
    },
    clientCount: () => server.clients.size,
    close() {
      for (const client of server.clients) client.terminate();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** For the refusals answered at once (never more than the frames that caused them). */
function reply(socket: WebSocket, message: WsResultMessage | null): void {
  if (message && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
}

/** The error envelope that stands in for an answer that could not be sent. */
function unsendable(id: number, name: string): WsResultMessage {
  return {
    type: 'result',
    id,
    envelope: {
      ok: false,
      error: { code: 'handler_failed', message: texts.web.answerUnsendable(name) },
    },
  };
}

/** A malformed frame still gets an answer when its id is readable, so the caller never hangs. */
function malformed(id: number | null): WsResultMessage | null {
  if (id === null) return null;
  return {
    type: 'result',
    id,
    envelope: { ok: false, error: { code: 'invalid_input', message: texts.web.malformedMessage } },
  };
}

function extractId(raw: string): number | null {
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === 'object' && 'id' in value) {
      const id = (value as { id: unknown }).id;
      if (typeof id === 'number' && Number.isInteger(id) && id >= 0) return id;
    }
  } catch {
    // Not JSON at all: nothing to answer to.
  }
  return null;
}

function refuse(socket: Duplex, status: number, reason: string): void {
  // end() flushes the refusal before closing; destroy only once it is written.
  socket.once('finish', () => socket.destroy());
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}
