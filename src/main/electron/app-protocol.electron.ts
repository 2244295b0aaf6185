import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { protocol } from 'electron';
import { texts } from '../../shared/texts/pt-BR';
import { APP_SCHEME, appFileFor } from './app-protocol';

/** Serves the packaged renderer on app://console/, with our CSP on every document. */
export function handleAppProtocol(rendererDir: string, contentSecurityPolicy: () => string): void {
  protocol.handle(APP_SCHEME, async (request) => {
    const file = appFileFor(rendererDir, request.url);
    const size = file
      ? await stat(file.path).then(
          (info) => (info.isFile() ? info.size : -1),
          () => -1,
        )
      : -1;
    if (!file || size < 0) {
      return new Response(texts.web.notFound, {
        status: 404,
        headers: { 'Content-Type': 'text/plain; charset=utf-8' },
      });
    }
    const body = Readable.toWeb(createReadStream(file.path)) as unknown as ReadableStream;
    return new Response(body, {
      status: 200,
      headers: {
        'Content-Type': file.contentType,
        'Content-Length': String(size),
        'Content-Security-Policy': contentSecurityPolicy(),
        'X-Content-Type-Options': 'nosniff',
      },
    });
  });
}
