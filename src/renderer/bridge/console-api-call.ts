import type { HttpRequest } from '../../shared/bridge/http';
import { callService, failureDetail, type IdTokenSource } from './service-call';
import type { AppBridge } from './bridge';

/**
 * Every outcome is data: `error` is a pt-BR cause ready to show; `status` is the HTTP status
 * (0 when no answer came: network, timeout, abort), so a caller can tell a refusal from an
 * unknown outcome.
 */
export type ConsoleApiOutcome =
  | { ok: true; body: unknown }
  | { ok: false; error: string; status: number };

/**
 * One console API call, with the user's ID token (callService). Aborting the signal aborts
 * the request in main, so a canceled upload does not register late.
 */
export async function callConsoleApi(
  bridge: AppBridge,
  getIdToken: IdTokenSource,
  request: Pick<HttpRequest, 'method' | 'path' | 'body' | 'query' | 'idempotencyKey'> & {
    timeoutMs: number;
  },
  signal?: AbortSignal,
): Promise<ConsoleApiOutcome> {
  const result = await callService(bridge, getIdToken, { service: 'api', ...request }, signal);
  if (result.ok) return { ok: true, body: result.body };
  return { ok: false, status: result.status, error: failureDetail(result) };
}
