import { createStore, type StoreApi } from 'zustand/vanilla';
import { UploadCanceledError } from '../../data/ports';
import { errorMessage } from '../../../shared/errors/error-message';

export type UploadState = 'queued' | 'uploading' | 'registering' | 'done' | 'failed' | 'canceled';

/** Still under way: waiting, sending or being registered. */
export const isActive = (state: UploadState) =>
  state === 'queued' || state === 'uploading' || state === 'registering';

/** What a running upload can report and be stopped by. */
export interface UploadRunContext {
  signal: AbortSignal;
  /** Fraction of the bytes sent, 0..1. */
  onProgress(fraction: number): void;
  /**
   * The bytes are stored and registration begins: from here the job cannot be canceled.
   * False when a cancel came first; the run then removes the bytes and stops.
   */
  onRegistering(): boolean;
}

export interface UploadRequest<R> {
  name: string;
  size: number;
  /** Who asked (a form field path, the files screen): owners show their own uploads. */
  owner: string;
  /** The whole flow of one file; rejects with UploadCanceledError when the signal aborts. */
  run(context: UploadRunContext): Promise<R>;
  /** Called once with the result of a successful run (a retry that succeeds included). */
  onDone?(result: R): void;
}

export interface UploadJob {
  id: string;
  name: string;
  size: number;
  owner: string;
  state: UploadState;
  fraction: number;
  /** Null until two progress samples a moment apart exist. */
  bytesPerSecond: number | null;
  remainingMs: number | null;
  /** pt-BR cause of a failure. */
  error: string | null;
  /**
   * The bytes started moving, then none moved for STALL_AFTER_MS: the store cannot reach its
   * storage and is retrying. The next progress clears it.
   */
  stalled: boolean;
}

export interface UploadQueueState {
  jobs: UploadJob[];
}

export interface UploadQueue {
  store: StoreApi<UploadQueueState>;
  add<R>(request: UploadRequest<R>): string;
  cancel(id: string): void;
  retry(id: string): void;
  /** Drops done, failed and canceled jobs from the list. */
  clearFinished(): void;
}

export const UPLOAD_CONCURRENCY = 3;
/** Speed is measured over the last few seconds, so a stall shows quickly. */
const SPEED_WINDOW_MS = 3_000;
/**
 * A store reports every 256 KB chunk: a 500 MB file would re-render the panel 2,000 times.
 * The job shows at most this often (the eye needs no more), and always its last report.
 */
const SHOW_EVERY_MS = 100;
/** How long an upload may move no byte before the queue says it cannot reach the storage. */
export const STALL_AFTER_MS = 5_000;

interface Entry {
  request: UploadRequest<unknown>;
  controller: AbortController | null;
  samples: Array<{ at: number; bytes: number }>;
  shownAt: number;
  /** The last fraction reported (-1: none yet), to tell movement from a repeated report. */
  reported: number;
  stallTimer: ReturnType<typeof setTimeout> | null;
}

/**
 * The upload queue: at most `concurrency` files move at once, the rest wait in order. Each
 * job shows its percent, speed and remaining time; it can be canceled while queued or
 * running, and a failed or canceled one can be retried.
 */
export function createUploadQueue(
  options: { concurrency?: number; now?: () => number; newId?: () => string } = {},
): UploadQueue {
  const concurrency = options.concurrency ?? UPLOAD_CONCURRENCY;
  const now = options.now ?? (() => performance.now());
  let counter = 0;
  const newId = options.newId ?? (() => `upload-${++counter}`);
  const store = createStore<UploadQueueState>(() => ({ jobs: [] }));
  const entries = new Map<string, Entry>();

  const patch = (id: string, change: Partial<UploadJob>) =>
    store.setState((state) => ({
      jobs: state.jobs.map((job) => (job.id === id ? { ...job, ...change } : job)),
    }));
  const jobOf = (id: string) => store.getState().jobs.find((job) => job.id === id);

  const pump = () => {
    const jobs = store.getState().jobs;
    let running = jobs.filter(
      (job) => job.state === 'uploading' || job.state === 'registering',
    ).length;
    for (const job of jobs) {
      if (running >= concurrency) return;
      if (job.state !== 'queued') continue;
      running += 1;
      start(job.id);
    }
  };

  const stopWatching = (entry: Entry) => {
    if (entry.stallTimer !== null) clearTimeout(entry.stallTimer);
    entry.stallTimer = null;
  };

  /**
   * Armed by the store's first report (the bytes start moving: reading a chosen file before
   * that is not the storage's doing) and again by every report that moved bytes.
   */
  const watchStall = (id: string, entry: Entry, fraction: number) => {
    if (fraction <= entry.reported) return;
    entry.reported = fraction;
    stopWatching(entry);
    if (jobOf(id)?.stalled) patch(id, { stalled: false });
    entry.stallTimer = setTimeout(() => {
      entry.stallTimer = null;
      if (jobOf(id)?.state === 'uploading') {
        patch(id, { stalled: true, bytesPerSecond: null, remainingMs: null });
      }
    }, STALL_AFTER_MS);
  };

  const progress = (id: string, entry: Entry, fraction: number) => {
    const job = jobOf(id);
    if (!job || job.state !== 'uploading') return;
    watchStall(id, entry, fraction);
    const at = now();
    if (fraction < 1 && at - entry.shownAt < SHOW_EVERY_MS) return;
    entry.shownAt = at;
    const bytes = Math.min(1, Math.max(0, fraction)) * job.size;
    entry.samples.push({ at, bytes });
    while (entry.samples.length > 2 && at - entry.samples[0].at > SPEED_WINDOW_MS) {
      entry.samples.shift();
    }
    const first = entry.samples[0];
    const elapsed = (at - first.at) / 1000;
    const speed = elapsed > 0.2 ? (bytes - first.bytes) / elapsed : null;
    patch(id, {
      fraction: Math.max(job.fraction, Math.min(1, fraction)),
      bytesPerSecond: speed,
      remainingMs: speed && speed > 0 ? ((job.size - bytes) / speed) * 1000 : null,
    });
  };

  const start = (id: string) => {
    const entry = entries.get(id);
    if (!entry) return;
    const controller = new AbortController();
    entry.controller = controller;
    entry.samples = [{ at: now(), bytes: 0 }];
    entry.shownAt = -Infinity;
    entry.reported = -1;
    patch(id, {
      state: 'uploading',
      fraction: 0,
      error: null,
      bytesPerSecond: null,
      remainingMs: null,
      stalled: false,
    });
    entry.request
      .run({
        signal: controller.signal,
        onProgress: (fraction) => progress(id, entry, fraction),
        onRegistering: () => {
          if (controller.signal.aborted) return false;
          stopWatching(entry);
          patch(id, { state: 'registering', fraction: 1, remainingMs: 0, stalled: false });
          return true;
        },
      })
      .then(
        (result) => {
          if (controller.signal.aborted) return;
          patch(id, { state: 'done', fraction: 1, remainingMs: 0, stalled: false });
          entry.request.onDone?.(result);
        },
        (error: unknown) => {
          const canceled = controller.signal.aborted || error instanceof UploadCanceledError;
          patch(
            id,
            canceled
              ? { state: 'canceled', bytesPerSecond: null, remainingMs: null, stalled: false }
              : {
                  state: 'failed',
                  error: errorMessage(error),
                  bytesPerSecond: null,
                  remainingMs: null,
                  stalled: false,
                },
          );
        },
      )
      .finally(() => {
        stopWatching(entry);
        entry.controller = null;
        pump();
      });
  };

  return {
    store,
    add(request) {
      const id = newId();
      entries.set(id, {
        request: request as UploadRequest<unknown>,
        controller: null,
        samples: [],
        shownAt: -Infinity,
        reported: -1,
        stallTimer: null,
      });
      const job: UploadJob = {
        id,
        name: request.name,
        size: request.size,
        owner: request.owner,
        state: 'queued',
        fraction: 0,
        bytesPerSecond: null,
        remainingMs: null,
        error: null,
        stalled: false,
      };
      store.setState((state) => ({ jobs: [...state.jobs, job] }));
      pump();
      return id;
    },
    cancel(id) {
      const job = jobOf(id);
      if (!job) return;
      if (job.state === 'queued') patch(id, { state: 'canceled' });
      else if (job.state === 'uploading') {
        // Registering is not cancelable, so a cancel never leaves a registered file behind.
        // The run settles as canceled; its slot is freed when it does.
        const entry = entries.get(id);
        if (entry) stopWatching(entry);
        entry?.controller?.abort();
        patch(id, { state: 'canceled', bytesPerSecond: null, remainingMs: null, stalled: false });
      }
    },
    retry(id) {
      const job = jobOf(id);
      if (!job || (job.state !== 'failed' && job.state !== 'canceled')) return;
      patch(id, { state: 'queued', fraction: 0, error: null });
      pump();
    },
    clearFinished() {
      const finished = (job: UploadJob) =>
        job.state === 'done' || job.state === 'failed' || job.state === 'canceled';
      for (const job of store.getState().jobs) if (finished(job)) entries.delete(job.id);
      store.setState((state) => ({ jobs: state.jobs.filter((job) => !finished(job)) }));
    },
  };
}
