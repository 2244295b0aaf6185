import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, WebSocket } from 'ws';
import type { ContractShape, EventName, EventPayload, HandlerMap } from '../shared/bridge/define';
import { createDispatcher } from '../shared/bridge/dispatcher';
import {
  WS_BRIDGE_PATH,
  parseWsMessage,
  wsClientMessageSchema,
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
}

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

  server.on('connection', (socket: WebSocket) => {
    socket.on('message', (data, isBinary) => {
      if (isBinary) return reply(socket, malformed(null));
      const raw = data.toString();
      const message = parseWsMessage(wsClientMessageSchema, raw);
      if (!message) return reply(socket, malformed(extractId(raw)));
      void dispatch(message.name, message.input).then((envelope) =>
        reply(socket, { type: 'result', id: message.id, envelope } as WsResultMessage),
      );
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
      const frame = JSON.stringify({
        type: 'event',
        name,
        payload: checked.payload,
      } as WsEventMessage);
      for (const client of server.clients) {
        if (client.readyState === WebSocket.OPEN) client.send(frame);
      }
    },
    clientCount: () => server.clients.size,
    close() {
      for (const client of server.clients) client.terminate();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

function reply(socket: WebSocket, message: WsResultMessage | null): void {
  if (message && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
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
