import {
  Agent as HttpAgent,
  request as httpRequest,
  STATUS_CODES,
  type ClientRequest,
  type IncomingMessage,
} from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import {
  CappedBody,
  type HttpTransport,
  type TransportCall,
  type TransportResponse,
} from './transports';

/** The keep-alive pools, one per scheme: sockets past `maxSockets` wait in the pool's queue. */
export interface NodePools {
  http: HttpAgent;
  https: HttpsAgent;
}

/** Idle sockets close after this long; a bulk sync keeps them busy far more often. */
const IDLE_SOCKET_MS = 10_000;

export function keepAlivePools(maxSockets = 32): NodePools {
  const options = { keepAlive: true, maxSockets, timeout: IDLE_SOCKET_MS };
  return { http: new HttpAgent(options), https: new HttpsAgent(options) };
}

const headerValue = (value: string | string[] | undefined): string =>
  Array.isArray(value) ? value.join(', ') : (value ?? '');

class NodeCall implements TransportCall {
  readonly response: Promise<TransportResponse>;
  private resolve!: (response: TransportResponse) => void;
  private reject!: (error: Error) => void;
  private settled = false;
  private readonly body: CappedBody;

  constructor(
    private readonly request: ClientRequest,
    maxBytes: number,
  ) {
    this.body = new CappedBody(maxBytes);
    this.response = new Promise((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
    });
    request.on('response', (answer) => this.read(answer));
    request.on('error', (error) => this.fail(error));
  }

  abort(): void {
    this.stop(new Error('aborted'));
  }

  private read(answer: IncomingMessage): void {
    try {
      this.body.announce(headerValue(answer.headers['content-length']));
    } catch (error) {
      return this.stop(error as Error);
    }
    answer.on('data', (chunk: Buffer) => {
      if (this.settled) return;
      try {
        this.body.add(chunk);
      } catch (error) {
        this.stop(error as Error);
      }
    });
    answer.on('end', () => {
      if (this.settled) return;
      this.settled = true;
      const status = answer.statusCode ?? 0;
      this.resolve({
        status,
        statusText: answer.statusMessage || STATUS_CODES[status] || '',
        contentType: headerValue(answer.headers['content-type']),
        text: this.body.text(),
      });
    });
    answer.on('error', (error) => this.fail(error));
  }

  private fail(error: Error): void {
    if (this.settled) return;
    this.settled = true;
    this.reject(error);
  }

  /**
   * Rejects with `error` and drops the socket: a queued call never goes out. The socket is
   * destroyed without the error, which the answer already carries: once an answer has
   * started, Node raises a destroy's error where no listener is left to take it.
   */
  private stop(error: Error): void {
    if (this.settled) return;
    this.fail(error);
    this.request.destroy();
  }
}

/**
 * Node's own HTTP client over keep-alive pools. It is already in every Node and Electron
 * process, where an HTTP library would be loaded for it: undici's import alone was 20 MB of
 * the main process's memory.
 */
export function nodeHttpTransport(pools: NodePools = keepAlivePools()): HttpTransport {
  return (url, init) => {
    const secure = url.startsWith('https:');
    const request = (secure ? httpsRequest : httpRequest)(url, {
      method: init.method,
      headers: init.headers,
      agent: secure ? pools.https : pools.http,
    });
    const call = new NodeCall(request, init.maxBytes);
    request.end(init.body);
    return call;
  };
}
