import type { HttpResult } from '../../../shared/bridge/http';
import type { TaskError } from '../../../shared/sync/run-state';
import {
  readTstockDownloadUrl,
  tstockDownloadCall,
  type SyncTaskDefinition,
  type TaskContext,
  type WorkerCall,
} from '../../../shared/sync/task-catalogue';
import { texts } from '../../../shared/texts/pt-BR';
import type { HttpClient } from '../http/http-client';

export type TaskOutcome = { ok: true; durationMs: number } | { ok: false; error: TaskError };

/** Body excerpts kept per error: enough to diagnose, small enough for 10,000 codes. */
export const ERROR_EXCERPT_MAX = 300;

/** What every workers call of one task carries besides its URL. */
export interface TaskCallAuth {
  /** The signed-in user's ID token, when there is one. */
  idToken?: string;
  /**
   * `run:code:task`; each call appends its place in the task (`:0`, `:1`...), so the calls of
   * a parallel or two-step task never share a key.
   */
  idempotencyKey: string;
}

/** The key of one task of one code in one run: the same on every retry after a kill. */
export const taskIdempotencyKey = (runId: string, code: string, taskId: string): string =>
  [runId, code, taskId].map(encodeURIComponent).join(':');

/** The HttpClient never throws by contract; a client that does still yields an error result. */
async function call(
  http: HttpClient,
  workerCall: WorkerCall,
  auth: TaskCallAuth,
  place: number,
): Promise<HttpResult> {
  try {
    return await http.request({
      service: 'workers',
      method: 'GET',
      path: workerCall.path,
      query: workerCall.query,
      idToken: auth.idToken,
      idempotencyKey: `${auth.idempotencyKey}:${place}`,
    });
  } catch (error) {
    return {
      ok: false,
      kind: 'network',
      status: 0,
      url: workerCall.path,
      durationMs: 0,
      message: texts.sync.run.unexpected(String((error as Error)?.message ?? error)),
      bodyExcerpt: '',
    };
  }
}

function toError(result: Extract<HttpResult, { ok: false }>): TaskError {
  return {
    kind: result.kind,
    message: result.message,
    status: result.status,
    url: result.url,
    durationMs: result.durationMs,
    bodyExcerpt: result.bodyExcerpt.slice(0, ERROR_EXCERPT_MAX),
  };
}

function excerptOf(body: unknown): string {
  if (typeof body === 'string') return body.slice(0, ERROR_EXCERPT_MAX);
  try {
    return (JSON.stringify(body) ?? '').slice(0, ERROR_EXCERPT_MAX);
  } catch {
    return '';
  }
}

/** Runs one task of one code. Never throws: every failure is an error outcome. */
export async function runSyncTask(
  http: HttpClient,
  task: SyncTaskDefinition,
  context: TaskContext,
  auth: TaskCallAuth,
): Promise<TaskOutcome> {
  if (task.needsCompany && context.company === null) {
    return {
      ok: false,
      error: {
        kind: 'no_company',
        message: texts.sync.run.noCompany(context.code),
        status: 0,
        url: '',
        durationMs: 0,
        bodyExcerpt: '',
      },
    };
  }
  const calls = task.calls(context);

  if (task.kind === 'parallel') {
    const results = await Promise.all(
      calls.map((workerCall, place) => call(http, workerCall, auth, place)),
    );
    const durationMs = Math.max(0, ...results.map((result) => result.durationMs));
    const failures = results.filter((result) => !result.ok);
    if (failures.length === 0) return { ok: true, durationMs };
    const first = toError(failures[0]);
    const list = failures.map((failure) => `${failure.url} (${failure.status || failure.kind})`);
    return {
      ok: false,
      error: {
        ...first,
        durationMs,
        message: `${first.message} ${texts.sync.run.parallelFailed(list.join(', '))}`,
      },
    };
  }

  const first = await call(http, calls[0], auth, 0);
  if (!first.ok) return { ok: false, error: toError(first) };
  if (task.kind === 'single') return { ok: true, durationMs: first.durationMs };

  const downloadUrl = readTstockDownloadUrl(first.body);
  if (!downloadUrl) {
    return {
      ok: false,
      error: {
        kind: 'unreadable',
        message: texts.sync.run.tstockUnreadable,
        status: first.status,
        url: first.url,
        durationMs: first.durationMs,
        bodyExcerpt: excerptOf(first.body),
      },
    };
  }
  const second = await call(http, tstockDownloadCall(context.code, downloadUrl), auth, 1);
  if (!second.ok) {
    const error = toError(second);
    return { ok: false, error: { ...error, durationMs: first.durationMs + error.durationMs } };
  }
  return { ok: true, durationMs: first.durationMs + second.durationMs };
}
