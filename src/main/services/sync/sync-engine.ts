import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { ConnectionProfile } from '../../../shared/settings/profile';
import {
  concurrencySchema,
  prepareRun,
  type RunInput,
  type RunInputError,
} from '../../../shared/sync/run-input';
import type {
  HistoryEntry,
  RunCounts,
  RunErrorEntry,
  RunStatus,
  SyncCommandResult,
  SyncDelta,
  SyncSnapshot,
} from '../../../shared/sync/run-state';
import { DEFAULT_ROW_WINDOW, type RowWindow } from '../../../shared/sync/run-window';
import { syncTask, type SyncTaskDefinition } from '../../../shared/sync/task-catalogue';
import { texts } from '../../../shared/texts/pt-BR';
import type { HttpClient } from '../http/http-client';
import { createBackendSender } from './backend-send';
import { createDeltaFeed, persistThenEmit, statusDelta, type DeltaSource } from './delta-feed';
import { errorsCsv, errorsCsvPage } from './errors-csv';
import { historyEntryOf } from './history-entry';
import { createHistoryStore } from './history-store';
import { createRunJournal, persistFailedMessage } from './run-journal';
import { RunModel } from './run-model';
import { runCode } from './code-runner';
import { createSlotPool } from './slot-pool';

export interface SyncEngineOptions {
  /** The app's data folder; the engine keeps its files under `<dataDir>/sync/`. */
  dataDir: string;
  http: HttpClient;
  /** The effective profile, read at each start/send (project id, workers URL, store ids). */
  getProfile: () => ConnectionProfile;
  /** The signed-in user's ID token: every workers call and the backend send carry it. */
  getIdToken?: () => Promise<string | undefined> | string | undefined;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  log?: (message: string) => void;
}

export interface SyncProgress {
  runId: string | null;
  status: RunStatus | null;
  counts: RunCounts | null;
  /** Task errors of the run (0 without a run). */
  errorCount: number;
}

/** A run is active while it runs: paused or finished runs may be left (quit, install). */
export const isRunActive = (progress: SyncProgress): boolean => progress.status === 'running';

export interface SyncEngine {
  /** The input's types are checked by the bridge; its values are checked here, per field. */
  start(input: RunInput): Promise<SyncCommandResult>;
  pause(): Promise<SyncCommandResult>;
  resume(): Promise<SyncCommandResult>;
  setConcurrency(n: number): Promise<SyncCommandResult>;
  retryErrors(): Promise<SyncCommandResult>;
  /** Posts the task URLs of the given input, or of the current run when none is given. */
  sendToBackend(input?: RunInput): Promise<SyncCommandResult>;
  /**
   * The current state: what a window gets before the deltas, with one window of the run's rows
   * (built for that window alone), or every row when no window is given.
   */
  snapshot(window?: RowWindow): SyncSnapshot;
  /** Cheap counters for the tray and the window's progress bar. */
  progress(): SyncProgress;
  /** Listener gets every delta once it is persisted; returns the unsubscribe function. */
  onDelta(listener: (delta: SyncDelta) => void): () => void;
  history(): HistoryEntry[];
  /** CSV text of a run's errors (current or from history); null when the run is unknown. */
  errorsCsv(runId: string): string | null;
  /** One page of that text from entry `from` (a browser download); null when unknown. */
  errorsCsvPage(runId: string, from: number): { text: string; next: number | null } | null;
  /** Resolves when no worker is active (used by tests, shutdown and the bench). */
  idle(): Promise<void>;
  dispose(): Promise<void>;
}

const fail = (message: string, errors: RunInputError[] = []): SyncCommandResult => ({
  ok: false,
  message,
  errors,
});
const noToken = () => undefined;

const done = (notices: string[] = []): SyncCommandResult => ({ ok: true, notices });

const realSleep = (ms: number) =>
  ms <= 0 ? Promise.resolve() : new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The bulk-sync pool: a p-limit pool of N slots (1 to 10, changeable while running), each slot
 * taking the next pending code when it starts. Every transition goes to the journal first; its
 * delta is emitted only once the line is fsynced.
 *
 * Wiring (Electron or web host): create one engine per app with the data folder, the HTTP
 * client and the settings' profile getter; a window calls `snapshot()` then listens to
 * `onDelta` through an event-batcher; the tray reads `progress()`; quitting calls `dispose()`.
 * Files under `<dataDir>/sync/`: `current-run.jsonl` (journal of the current run),
 * `history/<runId>.json` (finished runs) and `backend-send.json` (resume state of a send).
 *
 * Semantics worth knowing: a task error does not stop the code's later tasks; a retry re-runs
 * only the tasks in error (done tasks are never redone); codes in flight during a retry finish
 * once rather than being started twice; after a restart, codes that were in flight are pending
 * again and the run is paused until `resume()`.
 */
export function createSyncEngine(options: SyncEngineOptions): SyncEngine {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? realSleep;
  const log = options.log ?? ((message: string) => console.warn(message));
  const folder = join(options.dataDir, 'sync');
  mkdirSync(folder, { recursive: true });
  const historyStore = createHistoryStore(join(folder, 'history'), log);
  const feed = createDeltaFeed(log);
  const emit = feed.emit;
  const sender = createBackendSender({
    filePath: join(folder, 'backend-send.json'),
    http: options.http,
    getIdToken: options.getIdToken,
    now,
    log,
    onState: (send) => emit({ type: 'send', send }),
  });

  let run: RunModel | null = null;
  let tasks: SyncTaskDefinition[] = [];
  let lastError: string | null = null;
  let disposed = false;
  /** A run's errors: the current run's, or those kept in its history entry. */
  const errorsOf = (runId: string): readonly RunErrorEntry[] | null =>
    run?.id === runId ? run.errorEntries() : (historyStore.get(runId)?.errors ?? null);
  const pool = createSlotPool({
    currentRun: () => run,
    isDisposed: () => disposed,
    runOne: async (model, index) => {
      await runCode(
        { http: options.http, tasks, persist, emit, getIdToken: options.getIdToken ?? noToken },
        model,
        index,
      );
      // Each finished product resolves after the delay (spec §4); the slot is held meanwhile.
      await sleep(model.input.delayMs);
    },
    settled: (model) => maybeFinish(model),
    log,
  });

  const journal = createRunJournal({
    filePath: join(folder, 'current-run.jsonl'),
    now,
    log,
    onFailure: persistFailed,
  });

  const persist = persistThenEmit(journal, emit);

  function persistFailed(error: unknown): void {
    const message = persistFailedMessage(error);
    if (lastError === message) return;
    lastError = message;
    log(message);
    if (run && run.status === 'running') run.status = 'paused';
    pool.clearQueue();
    emit({ type: 'error', message });
    if (run) emit(statusDelta(run));
  }

  function restore(): void {
    const restored = journal.restore();
    if (!restored) return;
    lastError = restored.error;
    // Killed between the finish and its history entry: write the entry now.
    const { model } = restored;
    if (!model.restored && !historyStore.get(model.id)) saveHistory(model, 'finished');
    adopt(model);
  }

  function adopt(model: RunModel): void {
    pool.clearQueue();
    pool.setConcurrency(model.concurrency);
    run = model;
    tasks = model.input.tasks.map(syncTask);
  }

  /** After a failed write the journal may miss lines: rewrite it from memory first. */
  async function reopenJournal(model: RunModel): Promise<string | null> {
    const failure = await journal.reopen(model);
    if (!failure) lastError = null;
    return failure;
  }

  function maybeFinish(model: RunModel): void {
    if (run !== model || model.status === 'finished' || pool.activeSlots() > 0) return;
    if (model.counts.pending > 0 || model.counts.running > 0) return;
    model.status = 'finished';
    model.finishedAt = now();
    const finishedAt = model.finishedAt;
    void persist({ k: 'st', s: 'finished', at: finishedAt }, statusDelta(model)).synced.then(
      (saved) => {
        if (saved) saveHistory(model, 'finished');
      },
    );
  }

  function saveHistory(model: RunModel, outcome: HistoryEntry['outcome']): void {
    const finishedAt = model.finishedAt ?? now();
    try {
      historyStore.save(historyEntryOf(model, outcome, finishedAt));
    } catch (error) {
      log(persistFailedMessage(error));
    }
  }

  async function setStatus(model: RunModel, status: RunStatus): Promise<boolean> {
    const previous = model.status;
    model.status = status;
    const saved = await persist({ k: 'st', s: status, at: now() }, statusDelta(model)).synced;
    if (!saved) model.status = previous === 'running' ? 'paused' : previous;
    return saved;
  }

  restore();

  return {
    async start(input) {
      if (run?.status === 'running') return fail(texts.sync.run.alreadyRunning);
      // Paused, but codes in flight are finishing: they belong to the current run's journal.
      if (pool.activeSlots() > 0) return fail(texts.sync.run.stillFinishing);
      const profile = options.getProfile();
      const prepared = prepareRun(input, profile);
      if (!prepared.ok) {
        return fail(prepared.errors.map((e) => e.message).join(' '), prepared.errors);
      }
      if (run && run.status !== 'finished') saveHistory(run, 'interrupted');
      const model = new RunModel(randomUUID(), prepared.run, now());
      model.status = 'running';
      const failure = await journal.begin(model);
      if (failure) return fail(failure);
      lastError = null;
      adopt(model);
      // Windows get a new run's first window (run-window.ts): 20,000 rows are never built here.
      emit({ type: 'run', run: model.snapshot(DEFAULT_ROW_WINDOW) });
      if (sender.dismiss()) emit({ type: 'send', send: null });
      pool.pump();
      return done(prepared.notices);
    },

    async pause() {
      if (!run || run.status === 'finished')
        return fail(run ? texts.sync.run.alreadyFinished : texts.sync.run.noRun);
      if (run.status === 'running') {
        // Queued slots have no code yet: dropping them stops new codes; in-flight ones finish.
        pool.clearQueue();
        await setStatus(run, 'paused');
      }
      return done();
    },

    async resume() {
      const model = run;
      if (!model) return fail(texts.sync.run.noRun);
      if (model.status === 'finished') return fail(texts.sync.run.alreadyFinished);
      if (lastError !== null) {
        const reopened = await reopenJournal(model);
        if (reopened) return fail(reopened);
      }
      if (model.status === 'paused') {
        if (!(await setStatus(model, 'running'))) return fail(lastError ?? texts.sync.run.noRun);
      }
      pool.pump();
      return done();
    },

    async setConcurrency(n) {
      const parsed = concurrencySchema.safeParse(n);
      if (!parsed.success) return fail(texts.sync.input.badConcurrency);
      const model = run;
      if (!model) return fail(texts.sync.run.noRun);
      model.concurrency = parsed.data;
      pool.setConcurrency(parsed.data);
      if (lastError !== null) {
        // The journal needs its rewrite first (see resume); the value is kept in memory.
        const delta = statusDelta(model);
        emit(delta);
        return done();
      }
      await persist({ k: 'cc', n: parsed.data }, statusDelta(model)).synced;
      pool.pump();
      return done();
    },

    async retryErrors() {
      const model = run;
      if (!model || !model.hasErrors()) return fail(texts.sync.run.noErrorsToRetry);
      if (lastError !== null) {
        const reopened = await reopenJournal(model);
        if (reopened) return fail(reopened);
      }
      const changes: DeltaSource[] = [];
      // In-flight codes keep running (never twice at once); failed ones go back to pending.
      model.retryFailed((index, task) =>
        changes.push(
          task === null
            ? { type: 'item', index, state: 'pending' }
            : { type: 'cell', index, task, state: 'pending' },
        ),
      );
      model.status = 'running';
      model.finishedAt = null;
      lastError = null;
      await persist({ k: 'retry', at: now() }, ...changes).synced;
      await setStatus(model, 'running');
      pool.pump();
      return done();
    },

    async sendToBackend(input) {
      const profile = options.getProfile();
      if (input === undefined) {
        if (!run) return fail(texts.sync.run.noRun);
        return sender.send(run.id, run.input, profile.workersUrl, profile.apiUrl);
      }
      const prepared = prepareRun(input, profile);
      if (!prepared.ok) {
        return fail(prepared.errors.map((e) => e.message).join(' '), prepared.errors);
      }
      const result = await sender.send(null, prepared.run, profile.workersUrl, profile.apiUrl);
      return result.ok ? done([...prepared.notices, ...(result.notices ?? [])]) : result;
    },

    snapshot: (window) => ({
      run: run?.snapshot(window) ?? null,
      send: sender.state(),
      lastError,
    }),

    progress: () => ({
      runId: run?.id ?? null,
      status: run?.status ?? null,
      counts: run ? { ...run.counts } : null,
      errorCount: run?.errorCount() ?? 0,
    }),

    onDelta: feed.onDelta,

    history: () => historyStore.list(),

    errorsCsv(runId) {
      const errors = errorsOf(runId);
      return errors ? errorsCsv(errors) : null;
    },

    errorsCsvPage(runId, from) {
      const errors = errorsOf(runId);
      return errors ? errorsCsvPage(errors, from) : null;
    },

    idle: () => pool.idle(),

    async dispose() {
      disposed = true;
      feed.clear();
      pool.clearQueue();
      await pool.idle();
      await journal.close();
    },
  };
}
