import { once } from 'node:events';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EMBED_PAGE_PATH } from '../shared/bridge/embed-frame';
import { texts } from '../shared/texts/pt-BR';
import { embedPageHeaders, embedPageHtml } from '../main/host/embed-page';

export interface EmbedServerOptions {
  /** 0 picks a free port. */
  port: number;
  /** The app origins that may frame the page, read per response (known once the host listens). */
  frameAncestors: () => readonly string[];
}

export interface EmbedServer {
  /** `http://127.0.0.1:<port>`: the embed origin the renderer frames and the app CSP allows. */
  origin: string;
  close(): Promise<void>;
}

/**
 * The web shell's embed origin (issue 16): a second 127.0.0.1 port, so an embed's scripts run
 * in an origin that is not the app's. It serves the one embed page and nothing else: no session
 * cookie, no bridge, no files. Like the host server it answers only requests addressed to
 * itself (no DNS rebinding).
 */
export async function startEmbedServer(options: EmbedServerOptions): Promise<EmbedServer> {
  let port = options.port;
  const page = Buffer.from(embedPageHtml(), 'utf8');
  const server = createServer((request, response) => {
    const host = request.headers.host ?? '';
    if (host !== `127.0.0.1:${port}` && host !== `localhost:${port}`) {
      return sendText(response, 421, texts.web.badHost);
    }
    const path = new URL(request.url ?? '/', 'http://host.invalid').pathname;
    if (path !== EMBED_PAGE_PATH) return sendText(response, 404, texts.web.notFound);
    const method = request.method ?? 'GET';
    if (method !== 'GET' && method !== 'HEAD') {
      return sendText(response, 405, texts.web.methodNotAllowed);
    }
    response.writeHead(200, {
      ...embedPageHeaders({ frameAncestors: options.frameAncestors() }),
      'Content-Length': String(page.length),
    });
    response.end(method === 'HEAD' ? undefined : page);
  });
  // once() rejects on 'error' (a port in use) as well.
  server.listen(options.port, '127.0.0.1');
  await once(server, 'listening');
  port = (server.address() as AddressInfo).port;
  let closing: Promise<void> | null = null;
  return {
    origin: `http://127.0.0.1:${port}`,
    close() {
      closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return closing;
    },
  };
}

function sendText(response: ServerResponse, status: number, message: string): void {
  response.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(message)),
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-store',
  });
  response.end(message);
}
