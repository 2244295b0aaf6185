import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ContractShape, EventName, EventPayload, HandlerMap } from '../shared/bridge/define';
import { texts } from '../shared/texts/pt-BR';
import { sendSessionPage, type SessionPageReason } from './session-page';
import { LAUNCH_TOKEN_PARAM, type SessionSecret } from './session-secret';
import { findStaticFile, isSpaRoute, type StaticFile } from './static-files';
import { createWsTransport } from './ws-transport';

export interface HostServerOptions<C extends ContractShape> {
  /** 0 picks a free port (tests). */
  port: number;
  staticDir: string;
  contract: C;
  handlers: HandlerMap<C>;
  /** The session secret every request must carry, kept per data folder (session-secret.ts). */
  sessionSecret: SessionSecret;
  /** The page's Content-Security-Policy, read per response: saved profiles can change it. */
  contentSecurityPolicy: () => string;
  log?: (message: string, cause?: unknown) => void;
}

export interface HostServer<C extends ContractShape> {
  /** `http://<own name>.localhost:<port>`: the address browsers use (session-secret.ts). */
  url: string;
  /** The same server at 127.0.0.1, for programs that cannot resolve `*.localhost` (Node). */
  loopbackUrl: string;
  /** `url` with the launch token: the one address that opens a session. */
  launchUrl: string;
  port: number;
  emit<N extends EventName<C>>(name: N, payload: EventPayload<C, N>): void;
  close(): Promise<void>;
}

/** How a request names the host: its own name, another loopback name, or a foreign one. */
type HostKind = 'own' | 'alias' | 'foreign';

/**
 * The web shell's HTTP side, generic over the contract and free of services: static renderer
 * with a strict CSP, SPA fallback and the bridge socket. Files are opened and saved by the
 * browser itself, so there is no route for chosen files and none for scripted dialogs.
 * Listens on 127.0.0.1 only and answers only requests addressed to itself (no DNS rebinding).
 * Browsers use its own `.localhost` name; 127.0.0.1, localhost and other `.localhost` names
 * lead there with the launch token, and otherwise show the session page (the name is not
 * given away: session-secret.ts). A program holding the session cookie may use 127.0.0.1.
 */
export async function startHostServer<C extends ContractShape>(
  options: HostServerOptions<C>,
): Promise<HostServer<C>> {
  const log = options.log ?? (() => {});
  let port = options.port;
  const secret = options.sessionSecret;
  const ownOrigin = () => `http://${secret.hostName}:${port}`;
  const hostKind = (header: string | undefined): HostKind => {
    const [name, hostPort, ...rest] = (header ?? '').toLowerCase().split(':');
    if (rest.length || hostPort !== String(port)) return 'foreign';
    if (name === secret.hostName) return 'own';
    // *.localhost never leaves the machine in a browser, so it cannot be a rebinding attack.
    const loopback = name === '127.0.0.1' || name === 'localhost' || name.endsWith('.localhost');
    return loopback && /^[a-z0-9.-]+$/.test(name) ? 'alias' : 'foreign';
  };
  const transport = createWsTransport({
    contract: options.contract,
    handlers: options.handlers,
    allowedOrigins: () => [ownOrigin()],
    log,
  });

  const server = createServer((request, response) => {
    setCommonHeaders(response, options.contentSecurityPolicy());
    const kind = hostKind(request.headers.host);
    if (kind === 'foreign') return sendText(response, 421, texts.web.badHost);
    handle(request, response, kind).catch((cause) => {
      log('web host request failed', cause);
      if (!response.headersSent) sendText(response, 500, texts.web.hostFailed);
      else response.destroy();
    });
  });

  const handle = async (request: IncomingMessage, response: ServerResponse, kind: HostKind) => {
    const url = new URL(request.url ?? '/', 'http://host.invalid');
    const path = url.pathname;
    const method = request.method ?? 'GET';
    // A browser gets the pt-BR page; the host's own routes and other methods keep JSON.
    const refuse = (reason: SessionPageReason) =>
      (method === 'GET' || method === 'HEAD') && !path.startsWith('/__')
        ? sendSessionPage(response, reason, method === 'HEAD')
        : sendText(response, 401, texts.web.sessionRequired);

    // The launch URL trades its token for the session cookie, then drops it from the address.
    if (url.searchParams.has(LAUNCH_TOKEN_PARAM)) {
      if (!secret.matches(url.searchParams.get(LAUNCH_TOKEN_PARAM))) return refuse('badToken');
      if (kind !== 'own') {
        // The cookie is set on the own name only; the token proved the name may be shown.
        response.writeHead(303, {
          Location: `${ownOrigin()}${url.pathname}${url.search}`,
          'Cache-Control': 'no-store',
        });
        return void response.end();
      }
      url.searchParams.delete(LAUNCH_TOKEN_PARAM);
      response.writeHead(303, {
        'Set-Cookie': secret.setCookie(port),
        Location: `${url.pathname}${url.search}`,
        'Cache-Control': 'no-store',
      });
      return void response.end();
    }
    if (!secret.matchesCookie(request.headers.cookie, port)) return refuse('missing');

    if (method !== 'GET' && method !== 'HEAD') {
      return sendText(response, 405, texts.web.methodNotAllowed);
    }

    if (path.startsWith('/__')) return sendText(response, 404, texts.web.notFound);

    const file =
      (await findStaticFile(options.staticDir, path)) ??
      (isSpaRoute(path) ? await findStaticFile(options.staticDir, '/index.html') : null);
    if (!file) return sendText(response, 404, texts.web.notFound);
    // Each page load extends the session, so only a console unused for its lifetime logs out.
    if (kind === 'own' && file.contentType.startsWith('text/html')) {
      response.setHeader('Set-Cookie', secret.setCookie(port));
    }
    return sendStatic(response, file, method === 'HEAD', log);
  };

  server.on('upgrade', (request, socket, head) => {
    if (hostKind(request.headers.host) === 'foreign') {
      socket.end('HTTP/1.1 421 Misdirected Request\r\nConnection: close\r\n\r\n');
      return;
    }
    if (!secret.matchesCookie(request.headers.cookie, port)) {
      socket.end('HTTP/1.1 401 Unauthorized\r\nConnection: close\r\n\r\n');
      return;
    }
    transport.handleUpgrade(request, socket, head);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  port = (server.address() as AddressInfo).port;
  const url = ownOrigin();

  let closing: Promise<void> | null = null;
  return {
    url,
    loopbackUrl: `http://127.0.0.1:${port}`,
    launchUrl: `${url}/?${LAUNCH_TOKEN_PARAM}=${secret.value}`,
    port,
    emit: (name, payload) => transport.emit(name, payload),
    close() {
      closing ??= (async () => {
        await transport.close();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
      })();
      return closing;
    },
  };
}

function setCommonHeaders(response: ServerResponse, csp: string): void {
  response.setHeader('Content-Security-Policy', csp);
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.setHeader('Referrer-Policy', 'no-referrer');
  response.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
}

function sendText(response: ServerResponse, status: number, message: string): void {
  const body = JSON.stringify({ error: message });
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    'Cache-Control': 'no-store',
  });
  response.end(body);
}

function sendStatic(
  response: ServerResponse,
  file: StaticFile,
  headOnly: boolean,
  log: (message: string, cause?: unknown) => void,
): void {
  response.writeHead(200, {
    'Content-Type': file.contentType,
    'Content-Length': String(file.size),
    'Cache-Control': file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  if (headOnly) return void response.end();
  pipe(file.open(), response, log);
}

function pipe(
  stream: NodeJS.ReadableStream,
  response: ServerResponse,
  log: (message: string, cause?: unknown) => void,
): void {
  stream.on('error', (cause) => {
    log('web host stream failed', cause);
    response.destroy();
  });
  response.on('close', () => (stream as { destroy?: () => void }).destroy?.());
  stream.pipe(response);
}
