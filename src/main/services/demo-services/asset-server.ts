import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serveAsset } from './assets';
import { isLoopbackHost } from './guard';
import { sendJson, splitTarget } from './http-io';

/**
 * The embedded demo's public, read-only assets on an origin of their own: the product images
 * a page shows in <img> (which cannot send the services' secret), the video player pages (the
 * demo's video host, so a frame source that serves no service) and the files uploads point at.
 * GET and HEAD only; every answer forbids scripts, frames and sniffing.
 */

export interface AssetServer {
  /** http://127.0.0.1:port, no trailing slash: the demo's asset base and video host. */
  readonly url: string;
  close(): Promise<void>;
}

const ASSET_HEADERS = {
  'content-security-policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
  'x-content-type-options': 'nosniff',
};

export async function startAssetServer(): Promise<AssetServer> {
  let port = 0;
  let url = '';
  const server = createServer((req, res) => {
    const method = req.method ?? 'GET';
    if (!isLoopbackHost(req.headers.host, port)) {
      sendJson(res, 403, { ok: false, error: 'Host not allowed' });
      return;
    }
    if (method !== 'GET' && method !== 'HEAD') {
      res.setHeader('allow', 'GET, HEAD');
      sendJson(res, 405, { ok: false, error: `${method} not allowed: the assets are read-only` });
      return;
    }
    const { path, search } = splitTarget(req.url ?? '/');
    const asset = serveAsset('GET', path.replace(/^\/+/, ''), new URLSearchParams(search), url);
    res.writeHead(asset.status, {
      ...ASSET_HEADERS,
      'content-type': asset.contentType,
      'content-length': Buffer.byteLength(asset.body),
    });
    res.end(method === 'HEAD' ? undefined : asset.body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  port = (server.address() as AddressInfo).port;
  url = `http://127.0.0.1:${port}`;
  let closing: Promise<void> | null = null;
  return {
    url,
    close() {
      closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return closing;
    },
  };
}
