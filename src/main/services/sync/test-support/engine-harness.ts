import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { startSandbox, type Sandbox } from '../../../../../tests/support/sandbox';
import { defaultLocalProfile, type ConnectionProfile } from '../../../../shared/settings/profile';
import type { SyncDelta } from '../../../../shared/sync/run-state';
import { createHttpClient } from '../../http/http-client';
import { createSyncEngine, type SyncEngine, type SyncEngineOptions } from '../sync-engine';
import { createFakeHttp, testProfile } from './fake-http';

export { createFakeHttp, createGate, testProfile, until } from './fake-http';

export interface HarnessEngine {
  engine: SyncEngine;
  /** Every log line, in order. */
  logs: string[];
  /** Every delta the engine emitted, in order. */
  deltas: SyncDelta[];
}

export interface EngineHarness {
  /** This test's data folder (fresh for each test, removed after it). */
  readonly dataDir: string;
  /** `<dataDir>/sync/current-run.jsonl`. */
  readonly journalFile: string;
  /**
   * An engine on this test's folder, disposed after the test. Defaults: a fake HTTP client,
   * the fake test profile, no delay between codes, logs and deltas recorded.
   */
  start(options?: Partial<SyncEngineOptions>): HarnessEngine;
  /** Finished and acknowledged: the finished status delta (sent after the fsync) is out. */
  finished(engine: SyncEngine): () => boolean;
}

/**
 * The setup every sync test shares, registered as vitest hooks in the calling scope: a temp
 * data folder per test and engines disposed before it is removed. `defaults` is read per
 * engine, so it may use values set up in a `beforeEach`.
 */
export function useEngineHarness(
  prefix: string,
  defaults: () => Partial<SyncEngineOptions> = () => ({}),
): EngineHarness {
  let dataDir = '';
  const engines: SyncEngine[] = [];
  const deltaLogs = new WeakMap<SyncEngine, SyncDelta[]>();

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), `${prefix}-`));
    mkdirSync(join(dataDir, 'sync'));
  });
  afterEach(async () => {
    await Promise.all(engines.splice(0).map((engine) => engine.dispose()));
    rmSync(dataDir, { recursive: true, force: true });
  });

  return {
    get dataDir() {
      return dataDir;
    },
    get journalFile() {
      return join(dataDir, 'sync', 'current-run.jsonl');
    },
    start(options = {}) {
      const logs: string[] = [];
      const deltas: SyncDelta[] = [];
      const engine = createSyncEngine({
        dataDir,
        http: createFakeHttp().client,
        getProfile: () => testProfile(),
        sleep: () => Promise.resolve(),
        log: (message) => logs.push(message),
        ...defaults(),
        ...options,
      });
      engine.onDelta((delta) => deltas.push(delta));
      deltaLogs.set(engine, deltas);
      engines.push(engine);
      return { engine, logs, deltas };
    },
    finished: (engine) => () => {
      if (engine.snapshot().run?.status !== 'finished') return false;
      const statuses = (deltaLogs.get(engine) ?? []).filter((delta) => delta.type === 'status');
      return statuses.at(-1)?.status === 'finished';
    },
  };
}

export interface SandboxHarness {
  readonly sandbox: Sandbox;
  /** Points at the sandbox (workers and API) at each test's start; a test may replace it. */
  profile: ConnectionProfile;
  /** Engine options for {@link useEngineHarness}: the real HTTP client, the current profile. */
  engineDefaults(): Partial<SyncEngineOptions>;
}

/** The sandbox workers/API server for the scope: started once, reset before each test. */
export function useSandbox(
  overrides: (url: string) => Partial<ConnectionProfile> = () => ({}),
): SandboxHarness {
  let sandbox: Sandbox | undefined;
  const harness: SandboxHarness = {
    get sandbox() {
      if (!sandbox) throw new Error('sandbox not started');
      return sandbox;
    },
    profile: defaultLocalProfile() as ConnectionProfile,
    engineDefaults: () => {
      // Read at each call, so a profile changed mid-test is seen, as in the app.
      const getProfile = () => harness.profile;
      return { http: createHttpClient({ getProfile }), getProfile };
    },
  };
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0 });
  });
  afterAll(async () => {
    await sandbox?.close();
  });
  beforeEach(() => {
    harness.sandbox.reset();
    harness.profile = {
      ...defaultLocalProfile(),
      workersUrl: harness.sandbox.url,
      apiUrl: harness.sandbox.url,
      ...overrides(harness.sandbox.url),
    } as ConnectionProfile;
  });
  return harness;
}

/** A journal header as the engine writes it, for tests that lay a journal down by hand. */
export function journalHeader(codes: string[], tasks: string[], concurrency = 2) {
  return {
    k: 'run',
    v: 1,
    id: 'run-1',
    createdAt: 1000,
    input: {
      codes,
      tasks,
      blingAccount: null,
      concurrency,
      delayMs: 0,
      projectId: 'demo',
      storeIds: { shopee: '', amazon: '', magalu: '', madeiramadeira: '', default: '' },
    },
  };
}

/** One journal line per record. */
export const journalLines = (...records: object[]) =>
  records.map((record) => `${JSON.stringify(record)}\n`).join('');
