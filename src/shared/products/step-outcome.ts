import type { HttpRequest, HttpResult } from '../bridge/http';
import type { FlowEvent } from './step-flow';

/** What the screen does for one step: a service call, or the final navigation. */
export type StepAction =
  | { kind: 'request'; request: HttpRequest }
  | { kind: 'navigate'; code: string; to: string }
  /** The step cannot run with what earlier steps gave; it fails with this detail. */
  | { kind: 'unavailable'; detail: string };

export function productPath(code: string): string {
  return `/console/product/${encodeURIComponent(code)}`;
}

/**
 * The event a step's HTTP result gives. A 2xx whose body says `ok: false` is a failure too:
 * the workers answer that way when they could not do the job. `readPatch` returns the context
 * the next steps need, or a string saying why the answer is unusable.
 */
export function stepOutcome<Context>(
  step: number,
  attempt: number,
  result: HttpResult,
  readPatch?: (body: unknown) => Partial<Context> | string,
): FlowEvent<Context> {
  if (!result.ok) {
    const detail = [result.message, result.bodyExcerpt].filter((part) => part.trim()).join(' — ');
    return { type: 'failed', step, attempt, status: result.status, detail: detail || result.url };
  }
  const body = result.body as { ok?: unknown; error?: unknown } | null;
  if (body && typeof body === 'object' && body.ok === false) {
    const error = typeof body.error === 'string' ? body.error : JSON.stringify(body);
    return { type: 'failed', step, attempt, status: result.status, detail: error };
  }
  const patch = readPatch?.(result.body);
  if (typeof patch === 'string') {
    return { type: 'failed', step, attempt, status: result.status, detail: patch };
  }
  return { type: 'succeeded', step, attempt, patch };
}
