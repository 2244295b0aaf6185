import type { HttpRequest, HttpResult } from '../../../shared/bridge/http';
import type { ConnectionProfile, ServiceName } from '../../../shared/settings/profile';
import { formatBytes } from '../../../shared/format/pt-br-format';
import { texts } from '../../../shared/texts/pt-BR';
import { BodyTooLargeError, fetchTransport, type TransportCall } from './transports';
import { nodeHttpTransport } from './node-transport';

/**
 * The largest answer the client reads: far above any spec'd payload (a product, a page of a
 * list), and a bound on what one call can make main hold and send to the renderer.
 */
export const MAX_BODY_BYTES = 20 * 1024 * 1024;

export interface HttpClientOptions {
  /** The effective profile (overrides applied), read on every call so edits apply at once. */
  getProfile: () => ConnectionProfile;
  /** Tests script answers with a fetch; the app uses Node's HTTP client over keep-alive pools. */
  fetch?: typeof fetch;
  now?: () => number;
  defaultTimeoutMs?: number;
  /** Answers past this many bytes are refused (default 20 MB); tests lower it. */
  maxBodyBytes?: number;
  /** Headers only main adds for a service base URL (the embedded demo's secret). */
  serviceHeaders?: (baseUrl: string) => Record<string, string>;
}

export interface HttpClient {
  /** Never throws: every failure is an `ok: false` result. */
  request(input: HttpRequest): Promise<HttpResult>;
  /** Aborts the in-flight request with this id; false when none is running. */
  abort(requestId: string): boolean;
}

export const DEFAULT_TIMEOUT_MS = 30_000;
export const BODY_EXCERPT_MAX = 500;

const baseUrlField = {
  workers: 'workersUrl',
  api: 'apiUrl',
  functions: 'functionsUrl',
} as const satisfies Record<ServiceName, keyof ConnectionProfile>;

/**
 * A path's segments as the URL parser finds them: it drops tabs and newlines anywhere, trims
 * trailing spaces and controls, reads '\\' as '/' in http(s), and ends the path at '?' or '#'.
 */
function segmentsAsParsed(path: string): string[] {
  return (
    path
      .replace(/[\t\n\r]/g, '')
      // eslint-disable-next-line no-control-regex -- the controls the parser trims
      .replace(/[\x00-\x20]+$/, '')
      .split(/[/\\?#]/)
  );
}

/** Joins a base URL (which may carry a path prefix) and a path, and encodes the query. */
export function buildServiceUrl(
  base: string,
  path: string,
  query: Record<string, string> = {},
): string {
  // The URL parser would resolve `.`, `..` and their %2e spellings away: a code or an id
  // must never walk up the service's path, so such a path is refused instead.
  if (segmentsAsParsed(path).some((segment) => /^(\.|%2e){1,2}$/i.test(segment))) {
    throw new Error(texts.services.http.dotSegment(path));
  }
  const url = new URL(`${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`);
  for (const [key, value] of Object.entries(query)) url.searchParams.append(key, value);
  // URLSearchParams writes spaces as '+'; %20 is understood by every server.
  url.search = url.search.replace(/\+/g, '%20');
  return url.toString();
}

function parseBody(text: string, contentType: string): unknown {
  if (text === '') return null;
  if (/json/i.test(contentType) || /^\s*[[{]/.test(text)) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

function describeCause(error: unknown): string {
  // Node's HTTP client puts the system code on the error itself, fetch on its cause.
  const own = (error as { code?: unknown })?.code;
  if (typeof own === 'string') return own;
  const cause = (error as { cause?: { code?: string; message?: string } })?.cause;
  if (cause?.code) return cause.code;
  if (cause?.message) return cause.message;
  return error instanceof Error ? error.message : String(error);
}

/**
 * The one way main talks to the workers service, the console API and the functions service:
 * base URLs from settings, JSON in and out, the user's ID token, a timeout and abort.
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const send = options.fetch ? fetchTransport(options.fetch) : nodeHttpTransport();
  const now = options.now ?? (() => performance.now());
  const defaultTimeoutMs = options.defaultTimeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxBodyBytes = options.maxBodyBytes ?? MAX_BODY_BYTES;
  /** Stops the in-flight request of each id. */
  const inFlight = new Map<string, () => void>();

  async function request(input: HttpRequest): Promise<HttpResult> {
    const started = now();
    const elapsed = () => Math.max(0, Math.round(now() - started));
    const service = input.service;
    const failure = (
      kind: Extract<HttpResult, { ok: false }>['kind'],
      message: string,
      url: string,
      status = 0,
      bodyExcerpt = '',
    ): HttpResult => ({
      ok: false,
      kind,
      message,
      url,
      status,
      bodyExcerpt,
      durationMs: elapsed(),
    });

    let base: string;
    try {
      base = options.getProfile()[baseUrlField[service]];
    } catch (error) {
      return failure('not_configured', String((error as Error)?.message ?? error), '');
    }
    if (!base) return failure('not_configured', texts.services.http.notConfigured(service), '');

    let url: string;
    try {
      url = buildServiceUrl(base, input.path, input.query);
    } catch (error) {
      return failure('not_configured', texts.services.http.badUrl(service, String(error)), '');
    }

    const method = input.method ?? 'GET';
    const headers: Record<string, string> = {
      ...options.serviceHeaders?.(base),
      Accept: 'application/json',
    };
    const hasBody = input.body !== undefined && method !== 'GET';
    if (hasBody) headers['Content-Type'] = 'application/json';
    if (input.idToken) headers.Authorization = `Bearer ${input.idToken}`;
    if (input.idempotencyKey) headers['Idempotency-Key'] = input.idempotencyKey;

    const timeoutMs = input.timeoutMs ?? defaultTimeoutMs;
    let reason: 'timeout' | 'aborted' | undefined;
    let call: TransportCall | undefined;
    // The timeout covers reading the body too: the answer settles once the body is read.
    const timer = setTimeout(() => {
      reason = 'timeout';
      call?.abort();
    }, timeoutMs);
    const requestId = input.requestId;
    const stop = () => {
      reason ??= 'aborted';
      call?.abort();
    };
    if (requestId) {
      inFlight.get(requestId)?.();
      inFlight.set(requestId, stop);
    }

    try {
      call = send(url, {
        method,
        headers,
        body: hasBody ? JSON.stringify(input.body) : undefined,
        maxBytes: maxBodyBytes,
      });
      const response = await call.response;
      const text = response.text;
      if (response.status < 200 || response.status > 299) {
        return failure(
          'http',
          texts.services.http.httpError(service, response.status, response.statusText),
          url,
          response.status,
          text.slice(0, BODY_EXCERPT_MAX),
        );
      }
      const body = parseBody(text, response.contentType);
      return { ok: true, status: response.status, url, durationMs: elapsed(), body };
    } catch (error) {
      if (error instanceof BodyTooLargeError) {
        return failure(
          'too_large',
          texts.services.http.tooLarge(service, formatBytes(error.maxBytes)),
          url,
        );
      }
      if (reason === 'timeout') {
        return failure(
          'timeout',
          texts.services.http.timeout(service, Math.round(timeoutMs / 100) / 10),
          url,
        );
      }
      if (reason === 'aborted') return failure('aborted', texts.services.http.aborted, url);
      return failure(
        'network',
        texts.services.http.network(service, url, describeCause(error)),
        url,
      );
    } finally {
      clearTimeout(timer);
      if (requestId && inFlight.get(requestId) === stop) inFlight.delete(requestId);
    }
  }

  return {
    request,
    abort(requestId) {
      const stop = inFlight.get(requestId);
      if (!stop) return false;
      stop();
      inFlight.delete(requestId);
      return true;
    },
  };
}
