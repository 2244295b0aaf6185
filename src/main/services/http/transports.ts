import { STATUS_CODES } from 'node:http';
import { Agent, type Dispatcher } from 'undici';

export interface TransportRequest {
  method: string;
  headers: Record<string, string>;
  body?: string;
  /** Answers past this many bytes are refused (BodyTooLargeError), never read whole. */
  maxBytes: number;
}

/** A whole answer, its body read as UTF-8 text. */
export interface TransportResponse {
  status: number;
  statusText: string;
  contentType: string;
  text: string;
}

/** One call: its answer (headers and body), and a way to stop it, which rejects the answer. */
export interface TransportCall {
  response: Promise<TransportResponse>;
  abort(): void;
}

/** How the HTTP client reaches the network. */
export type HttpTransport = (url: string, init: TransportRequest) => TransportCall;

/** An answer larger than the client takes; the rest of it is never read. */
export class BodyTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`body larger than ${maxBytes} bytes`);
    this.name = 'BodyTooLargeError';
  }
}

/** Without `stream`, each decode starts afresh: one decoder serves every answer. */
const utf8 = new TextDecoder('utf-8');

const headerValue = (value: string | string[] | undefined): string =>
  Array.isArray(value) ? value.join(', ') : (value ?? '');

/**
 * An answer's body within a byte cap: chunks are kept as they come and decoded once at the end
 * (a character split across chunks included), so a huge answer costs at most the cap.
 */
export class CappedBody {
  private chunks: Uint8Array[] = [];
  private size = 0;

  constructor(readonly maxBytes: number) {}

  /** Throws BodyTooLargeError when the announced length is past the cap. */
  announce(length: string | null | undefined): void {
    if (length && Number(length) > this.maxBytes) throw new BodyTooLargeError(this.maxBytes);
  }

  /** Throws BodyTooLargeError (and drops what it kept) once the chunks pass the cap. */
  add(chunk: Uint8Array): void {
    this.size += chunk.byteLength;
    if (this.size > this.maxBytes) {
      this.chunks = [];
      throw new BodyTooLargeError(this.maxBytes);
    }
    this.chunks.push(chunk);
  }

  text(): string {
    const chunks = this.chunks;
    this.chunks = [];
    return utf8.decode(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
  }
}

/** WHATWG fetch: what tests inject to script answers. */
export function fetchTransport(doFetch: typeof fetch): HttpTransport {
  return (url, init) => {
    const controller = new AbortController();
    const read = async (): Promise<TransportResponse> => {
      const { maxBytes, ...request } = init;
      const response = await doFetch(url, { ...request, signal: controller.signal });
      const body = new CappedBody(maxBytes);
      try {
        body.announce(response.headers.get('content-length'));
        if (response.body) {
          for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
            body.add(chunk);
          }
        }
      } catch (error) {
        void response.body?.cancel().catch(() => undefined);
        throw error;
      }
      return {
        status: response.status,
        statusText: response.statusText,
        contentType: response.headers.get('content-type') ?? '',
        text: body.text(),
      };
    };
    return { response: read(), abort: () => controller.abort() };
  };
}

/**
 * One call over undici's dispatcher, the layer below its request API: no body stream, no
 * AbortSignal and no async resource per call, just this handler. A bulk sync makes thousands
 * of calls, and what each one allocates is what the main process's memory grows by.
 */
class UndiciCall implements Dispatcher.DispatchHandler, TransportCall {
  readonly response: Promise<TransportResponse>;
  private resolve!: (response: TransportResponse) => void;
  private reject!: (error: Error) => void;
  private controller: Dispatcher.DispatchController | null = null;
  /** Why the call ended early; set once, the answer rejected with it. */
  private stopped: Error | null = null;
  private readonly body: CappedBody;
  private status = 0;
  private contentType = '';

  constructor(maxBytes: number) {
    this.body = new CappedBody(maxBytes);
    this.response = new Promise((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
    });
  }

  abort(): void {
    this.stop(new Error('aborted'));
  }

  private stop(error: Error): void {
    if (this.stopped) return;
    this.stopped = error;
    this.reject(error);
    // Not yet on a socket: undici is told when it starts (onRequestStart).
    this.controller?.abort(error);
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.controller = controller;
    if (this.stopped) controller.abort(this.stopped);
  }

  onResponseStart(
    _controller: Dispatcher.DispatchController,
    statusCode: number,
    headers: Record<string, string | string[] | undefined>,
  ): void {
    // 1xx answers are informational: the real one follows.
    if (statusCode < 200 || this.stopped) return;
    this.status = statusCode;
    this.contentType = headerValue(headers['content-type']);
    try {
      this.body.announce(headerValue(headers['content-length']));
    } catch (error) {
      this.stop(error as Error);
    }
  }

  onResponseData(_controller: Dispatcher.DispatchController, chunk: Buffer): void {
    if (this.stopped) return;
    try {
      this.body.add(chunk);
    } catch (error) {
      this.stop(error as Error);
    }
  }

  onResponseEnd(): void {
    if (this.stopped) return;
    this.resolve({
      status: this.status,
      statusText: STATUS_CODES[this.status] ?? '',
      contentType: this.contentType,
      text: this.body.text(),
    });
  }

  onResponseError(_controller: Dispatcher.DispatchController, error: Error): void {
    if (this.stopped) return;
    this.stopped = error;
    this.reject(error);
  }
}

/**
 * undici over a keep-alive pool: about three times cheaper per call than fetch, which matters
 * when a bulk sync fires thousands of workers calls.
 */
export function undiciTransport(
  dispatcher: Dispatcher = new Agent({ connections: 32, keepAliveTimeout: 10_000 }),
): HttpTransport {
  return (url, init) => {
    const call = new UndiciCall(init.maxBytes);
    // The client hands over a URL it built with the URL parser: its path starts at the first
    // '/' after the scheme's '//'.
    const pathStart = url.indexOf('/', url.indexOf('//') + 2);
    dispatcher.dispatch(
      {
        origin: url.slice(0, pathStart),
        path: url.slice(pathStart),
        method: init.method as Dispatcher.HttpMethod,
        headers: init.headers,
        body: init.body,
      },
      call,
    );
    return call;
  };
}
