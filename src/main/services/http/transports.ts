import { STATUS_CODES } from 'node:http';
import { Agent, request, type Dispatcher } from 'undici';

export interface TransportRequest {
  method: string;
  headers: Record<string, string>;
  body?: string;
  /** Aborts the request and the reading of its body. */
  signal: AbortSignal;
}

export interface TransportResponse {
  status: number;
  statusText: string;
  contentType: string;
  /** The body as UTF-8 text, read as a stream; BodyTooLargeError past `maxBytes`. */
  text(maxBytes: number): Promise<string>;
}

/** An answer larger than the client takes; the rest of it is never read. */
export class BodyTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`body larger than ${maxBytes} bytes`);
    this.name = 'BodyTooLargeError';
  }
}

/**
 * Reads chunks until the end or until `maxBytes` is passed, then stops the stream: a huge
 * answer costs at most the cap in memory, never its whole size.
 */
export async function readCapped(
  chunks: AsyncIterable<Uint8Array>,
  maxBytes: number,
  declaredLength: string | null | undefined,
  stop: () => void,
): Promise<string> {
  if (declaredLength && Number(declaredLength) > maxBytes) {
    stop();
    throw new BodyTooLargeError(maxBytes);
  }
  const decoder = new TextDecoder('utf-8');
  let size = 0;
  let text = '';
  for await (const chunk of chunks) {
    size += chunk.byteLength;
    if (size > maxBytes) {
      stop();
      throw new BodyTooLargeError(maxBytes);
    }
    text += decoder.decode(chunk, { stream: true });
  }
  return text + decoder.decode();
}

/** How the HTTP client reaches the network. */
export type HttpTransport = (url: string, init: TransportRequest) => Promise<TransportResponse>;

/** WHATWG fetch: what tests inject to script answers. */
export function fetchTransport(doFetch: typeof fetch): HttpTransport {
  return async (url, init) => {
    const response = await doFetch(url, init);
    return {
      status: response.status,
      statusText: response.statusText,
      contentType: response.headers.get('content-type') ?? '',
      text: (maxBytes) =>
        response.body
          ? readCapped(
              response.body as unknown as AsyncIterable<Uint8Array>,
              maxBytes,
              response.headers.get('content-length'),
              () => void response.body?.cancel().catch(() => undefined),
            )
          : Promise.resolve(''),
    };
  };
}

/**
 * undici's request API over a keep-alive pool: about three times cheaper per call than fetch,
 * which matters when a bulk sync fires thousands of workers calls.
 */
export function undiciTransport(
  dispatcher: Dispatcher = new Agent({ connections: 32, keepAliveTimeout: 10_000 }),
): HttpTransport {
  return async (url, init) => {
    const response = await request(url, {
      method: init.method as Dispatcher.HttpMethod,
      headers: init.headers,
      body: init.body,
      signal: init.signal,
      dispatcher,
    });
    const contentType = response.headers['content-type'];
    return {
      status: response.statusCode,
      statusText: STATUS_CODES[response.statusCode] ?? '',
      contentType: Array.isArray(contentType) ? contentType.join(', ') : (contentType ?? ''),
      text: (maxBytes) => {
        const length = response.headers['content-length'];
        // Destroying the body makes undici emit an abort error nobody waits for.
        return readCapped(response.body, maxBytes, Array.isArray(length) ? length[0] : length, () =>
          response.body.on('error', () => undefined).destroy(),
        );
      },
    };
  };
}
