import type { HttpRequest, HttpResult } from '../../shared/bridge/http';
import { errorMessage } from '../../shared/errors/error-message';
import type { AppBridge } from './bridge';

/** A call to the console API, the workers or the functions; the token and request id are added. */
export type ServiceRequest = Omit<HttpRequest, 'idToken' | 'requestId'>;

/** The signed-in user's ID token, or null (signed out, or a profile without sign-in). */
export type IdTokenSource = () => Promise<string | null>;

let requestCounter = 0;

/**
 * The one way the renderer calls a service (through main's HTTP client): the signed-in user's
 * ID token goes as Bearer whenever there is one, so no call is sent without it by mistake.
 * Aborting `signal` aborts the request in main. Nothing throws: a bridge failure comes back
 * as a result with status 0, like a network error.
 */
export async function callService(
  bridge: AppBridge,
  getIdToken: IdTokenSource,
  request: ServiceRequest,
  signal?: AbortSignal,
): Promise<HttpResult> {
  const requestId = `service-${++requestCounter}`;
  const abort = () => void bridge.invoke('http.abort', { requestId }).catch(() => undefined);
  signal?.addEventListener('abort', abort, { once: true });
  try {
    const idToken = await getIdToken().catch(() => null);
    return await bridge.invoke('http.request', {
      ...request,
      requestId,
      ...(idToken ? { idToken } : {}),
    });
  } catch (error) {
    const message = errorMessage(error);
    return {
      ok: false,
      status: 0,
      url: '',
      durationMs: 0,
      kind: 'network',
      message,
      bodyExcerpt: '',
    };
  } finally {
    signal?.removeEventListener('abort', abort);
  }
}

const EXCERPT_CHARS = 300;

/** A failure as one pt-BR cause: the client's message, then the start of the answer's body. */
export function failureDetail(result: Extract<HttpResult, { ok: false }>): string {
  const excerpt = result.bodyExcerpt.trim().slice(0, EXCERPT_CHARS);
  return excerpt ? `${result.message} ${excerpt}` : result.message;
}
