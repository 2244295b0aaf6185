import type { HttpRequest } from '../../shared/bridge/http';
import { errorMessage } from '../../shared/errors/error-message';
import type { AppBridge } from './bridge';

/**
 * Every outcome is data: `error` is a pt-BR cause ready to show; `status` is the HTTP status
 * (0 when no answer came: network, timeout, abort), so a caller can tell a refusal from an
 * unknown outcome.
 */
export type ConsoleApiOutcome =
  | { ok: true; body: unknown }
  | { ok: false; error: string; status: number };

const EXCERPT_CHARS = 300;
let requestCounter = 0;

/**
 * One console API call through the bridge's HTTP client, with the user's ID token. Aborting
 * the signal aborts the request in main, so a canceled upload does not register late.
 */
export async function callConsoleApi(
  bridge: AppBridge,
  getIdToken: () => Promise<string | null>,
  request: Pick<HttpRequest, 'method' | 'path' | 'body' | 'query' | 'idempotencyKey'> & {
    timeoutMs: number;
  },
  signal?: AbortSignal,
): Promise<ConsoleApiOutcome> {
  const requestId = `console-api-${++requestCounter}`;
  const abort = () => void bridge.invoke('http.abort', { requestId }).catch(() => undefined);
  signal?.addEventListener('abort', abort, { once: true });
  try {
    const idToken = await getIdToken().catch(() => null);
    const result = await bridge.invoke('http.request', {
      service: 'api',
      ...request,
      requestId,
      ...(idToken ? { idToken } : {}),
    });
    if (result.ok) return { ok: true, body: result.body };
    const excerpt = result.bodyExcerpt.trim().slice(0, EXCERPT_CHARS);
    return {
      ok: false,
      status: result.status,
      error: excerpt ? `${result.message} ${excerpt}` : result.message,
    };
  } catch (error) {
    return { ok: false, status: 0, error: errorMessage(error) };
  } finally {
    signal?.removeEventListener('abort', abort);
  }
}
