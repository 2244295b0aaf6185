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
