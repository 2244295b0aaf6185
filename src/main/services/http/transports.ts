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
  text(): Promise<string>;
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
      text: () => response.text(),
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
      text: () => response.body.text(),
    };
  };
}
