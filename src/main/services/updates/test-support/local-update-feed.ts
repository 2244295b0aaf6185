import { createHash } from 'node:crypto';
import { createServer, request, type ClientRequest, type RequestOptions } from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import {
  HttpExecutor,
  configureRequestOptions,
  configureRequestUrl,
  type DownloadOptions,
} from 'builder-util-runtime';
import { AppImageUpdater, type AppUpdater } from 'electron-updater';

/**
 * A generic-provider update feed on a loopback port, as a build publishes it: latest-linux.yml
 * naming an AppImage with its size and sha512, and the file itself. Records the paths asked.
 */
export async function startLocalUpdateFeed(options: { version: string; bytes?: number }) {
  const version = options.version;
  let body = Buffer.alloc(options.bytes ?? 256 * 1024, 7);
  const sha512 = createHash('sha512').update(body).digest('base64');
  const fileName = () => `Console-Desktop-${version}.AppImage`;
  const requests: string[] = [];
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://feed').pathname;
    requests.push(path);
    if (path === '/latest-linux.yml') {
      res.writeHead(200, { 'Content-Type': 'text/yaml' });
      res.end(
        [
          `version: ${version}`,
          'files:',
          `  - url: ${fileName()}`,
          `    sha512: ${sha512}`,
          `    size: ${body.length}`,
          `path: ${fileName()}`,
          `sha512: ${sha512}`,
          "releaseDate: '2026-11-20T12:00:00.000Z'",
          '',
        ].join('\n'),
      );
      return;
    }
    if (path === `/${fileName()}`) {
      res.writeHead(200, {
        'Content-Type': 'application/octet-stream',
        'Content-Length': body.length,
      });
      res.end(body);
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    requests,
    /** Serves other bytes than the listed sha512 describes (a corrupted upload). */
    corrupt() {
      body = Buffer.alloc(body.length, 8);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Node's http as electron-updater's transport (in the app it is Electron's net module). */
class NodeHttpExecutor extends HttpExecutor<ClientRequest> {
  createRequest(options: RequestOptions, callback: (response: unknown) => void): ClientRequest {
    return request(options, callback);
  }
  /** What electron-updater's own executor adds to the base: a download to a file. */
  download(url: URL, destination: string, options: DownloadOptions): Promise<string> {
    return options.cancellationToken.createPromise<string>((resolve, reject, onCancel) => {
      const requestOptions: RequestOptions = { headers: options.headers ?? undefined };
      configureRequestUrl(url, requestOptions);
      configureRequestOptions(requestOptions);
      this.doDownload(
        requestOptions,
        {
          destination,
          options,
          onCancel,
          callback: (error) => (error ? reject(error) : resolve(destination)),
          responseHandler: null,
        },
        0,
      );
    });
  }
}

/**
 * The real electron-updater (its Linux AppImage updater) outside Electron: an app adapter
 * over a folder, the app-update.yml a build writes (generic provider, the feed's URL), and
 * Node's http. `APPIMAGE` must name a file: that is how it knows it runs as an AppImage.
 */
export function createNodeAppImageUpdater(options: {
  dir: string;
  currentVersion: string;
  feedUrl: string;
}): AppUpdater {
  mkdirSync(options.dir, { recursive: true });
  const configPath = join(options.dir, 'app-update.yml');
  writeFileSync(
    configPath,
    `provider: generic\nurl: ${options.feedUrl}\nupdaterCacheDirName: console-desktop-updater\n`,
  );
  const updater = new AppImageUpdater(undefined, {
    version: options.currentVersion,
    name: 'Console Desktop',
    isPackaged: true,
    appUpdateConfigPath: configPath,
    userDataPath: join(options.dir, 'user-data'),
    baseCachePath: join(options.dir, 'cache'),
    whenReady: () => Promise.resolve(),
    relaunch: () => {},
    quit: () => {},
    onQuit: () => {},
  });
  // With an adapter of its own, electron-updater leaves the transport to the caller.
  (updater as unknown as { httpExecutor: HttpExecutor<ClientRequest> }).httpExecutor =
    new NodeHttpExecutor();
  updater.logger = null;
  return updater;
}
