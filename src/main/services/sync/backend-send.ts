import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { BACKEND_CHUNK_SIZE } from '../../../shared/sync/constants';
import { preparedRunSchema, type PreparedRun } from '../../../shared/sync/run-input';
import {
  sendStateSchema,
  type SendState,
  type SyncCommandResult,
} from '../../../shared/sync/run-state';
import { runTaskCalls } from '../../../shared/sync/task-calls';
import { texts } from '../../../shared/texts/pt-BR';
import { buildServiceUrl, type HttpClient } from '../http/http-client';
import { writeFileAtomicSync } from '../files/atomic-file';

export const QUEUE_TASKS_PATH = '/api/console/queue/tasks';

/** Every full task URL of a run, code by code in task order; calls that cannot be built are counted. */
export function runTaskUrls(
  run: PreparedRun,
  workersUrl: string,
): { urls: string[]; skipped: number } {
  const { calls, skipped } = runTaskCalls(run);
  return { urls: calls.map((call) => buildServiceUrl(workersUrl, call.path, call.query)), skipped };
}

const sendJobSchema = z.object({
  state: sendStateSchema,
  /** What the URLs are rebuilt from: the same input resumes, another one starts over. */
  key: z.string(),
  run: preparedRunSchema,
  workersUrl: z.string(),
  sentChunks: z.array(z.number().int()),
});
type SendJob = z.infer<typeof sendJobSchema>;

export interface BackendSenderOptions {
  filePath: string;
  http: HttpClient;
  getIdToken?: () => Promise<string | undefined> | string | undefined;
  now: () => number;
  log: (message: string) => void;
  onState: (state: SendState) => void;
}

export interface BackendSender {
  /** The last send's state while it is on show; null once dismissed. */
  state(): SendState | null;
  /**
   * A result belongs to its action: a new run hides the last send's banner (a failed send
   * stays resumable on disk). False while a send is going, which keeps its progress on show.
   */
  dismiss(): boolean;
  /** Sends the chunks not sent yet; the same run and workers URL resume a failed send. */
  send(
    runId: string | null,
    run: PreparedRun,
    workersUrl: string,
    apiUrl: string,
  ): Promise<SyncCommandResult>;
}

function keyOf(run: PreparedRun, workersUrl: string): string {
  return JSON.stringify([
    workersUrl,
    run.projectId,
    run.codes,
    run.tasks,
    run.blingAccount,
    run.storeIds,
  ]);
}

/**
 * Posts task URLs to the platform queue in chunks of at most 500. Each acknowledged chunk
 * is persisted (atomic write) before moving on, so a retry, even after a restart, sends only
 * the chunks that did not go through.
 */
export function createBackendSender(options: BackendSenderOptions): BackendSender {
  let job: SendJob | null = load();
  let sending = false;
  // After a restart only a send that failed is worth showing: it can be resumed.
  let shown = job?.state.status === 'error';

  function load(): SendJob | null {
    try {
      const parsed = sendJobSchema.parse(JSON.parse(readFileSync(options.filePath, 'utf8')));
      // A send cut by a restart resumes as an error the user can retry.
      if (parsed.state.status === 'sending') parsed.state = { ...parsed.state, status: 'error' };
      return parsed;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
        options.log(
          texts.sync.journal.sendStateUnreadable(
            options.filePath,
            String((error as Error)?.message ?? error),
          ),
        );
      }
      return null;
    }
  }

  function update(state: SendState): void {
    if (!job) return;
    job = { ...job, state };
    writeFileAtomicSync(options.filePath, JSON.stringify(job), { createFolder: true });
    options.onState(state);
  }

  return {
    state: () => (shown ? (job?.state ?? null) : null),
    dismiss() {
      if (sending || !shown) return false;
      shown = false;
      return true;
    },
    async send(runId, run, workersUrl, apiUrl) {
      if (sending) return { ok: false, message: texts.sync.send.alreadySending, errors: [] };
      shown = true;
      if (!apiUrl.trim()) return { ok: false, message: texts.sync.send.noApiUrl, errors: [] };
      const { urls, skipped } = runTaskUrls(run, workersUrl);
      if (urls.length === 0)
        return { ok: false, message: texts.sync.send.nothingToSend, errors: [] };
      const totalChunks = Math.ceil(urls.length / BACKEND_CHUNK_SIZE);
      const key = keyOf(run, workersUrl);
      if (
        !job ||
        job.key !== key ||
        job.state.status === 'done' ||
        job.state.totalChunks !== totalChunks
      ) {
        job = {
          key,
          run,
          workersUrl,
          sentChunks: [],
          state: {
            id: randomUUID(),
            runId,
            status: 'sending',
            totalUrls: urls.length,
            totalChunks,
            sentChunks: 0,
            sentUrls: 0,
            skipped,
            error: null,
            startedAt: options.now(),
            finishedAt: null,
          },
        };
      }
      sending = true;
      try {
        const sent = new Set(job.sentChunks);
        const countUrls = (chunks: Set<number>) =>
          [...chunks].reduce(
            (sum, chunk) =>
              sum + Math.min(BACKEND_CHUNK_SIZE, urls.length - chunk * BACKEND_CHUNK_SIZE),
            0,
          );
        update({ ...job.state, status: 'sending', error: null, finishedAt: null });
        const idToken = (await options.getIdToken?.()) || undefined;
        for (let chunk = 0; chunk < totalChunks; chunk++) {
          if (sent.has(chunk)) continue;
          const result = await options.http.request({
            service: 'api',
            method: 'POST',
            path: QUEUE_TASKS_PATH,
            body: {
              urls: urls.slice(chunk * BACKEND_CHUNK_SIZE, (chunk + 1) * BACKEND_CHUNK_SIZE),
            },
            idToken,
          });
          if (!result.ok) {
            const message = texts.sync.send.chunkFailed(chunk + 1, totalChunks, result.message);
            options.log(`${message} ${result.url} ${result.bodyExcerpt}`);
            update({ ...job.state, status: 'error', error: message });
            return { ok: false, message, errors: [] };
          }
          sent.add(chunk);
          job = { ...job, sentChunks: [...sent] };
          update({ ...job.state, sentChunks: sent.size, sentUrls: countUrls(sent) });
        }
        update({ ...job.state, status: 'done', finishedAt: options.now() });
        const notices = skipped > 0 ? [texts.sync.send.skippedNoCompany(skipped)] : [];
        return { ok: true, notices };
      } finally {
        sending = false;
      }
    },
  };
}
