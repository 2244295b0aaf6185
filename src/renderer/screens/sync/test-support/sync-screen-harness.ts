import { connectionProfileSchema } from '../../../../shared/settings/profile';
import type {
  CellState,
  RunSnapshot,
  SyncCommandResult,
  SyncSnapshot,
  TaskError,
} from '../../../../shared/sync/run-state';
import type { SyncTaskId } from '../../../../shared/sync/task-catalogue';
import { createFakeBridge } from '../../../../../tests/support/fake-bridge';
import { createFakePorts } from '../../../test-support/fake-ports';

/** A profile that has the workers URL, so the screen shows (not the service notice). */
export const workersProfile = connectionProfileSchema.parse({
  id: 'local',
  name: 'Local',
  kind: 'local',
  projectId: 'demo',
  workersUrl: 'http://127.0.0.1:8787',
  apiUrl: 'http://127.0.0.1:8788',
  storeIds: { shopee: '77' },
});

export const httpError: TaskError = {
  kind: 'http',
  message: 'O serviço respondeu 500.',
  status: 500,
  url: 'http://127.0.0.1:8787/api/bling/bigquery/produtos?project=demo&id=1012',
  durationMs: 153,
  bodyExcerpt: '{"ok":false,"error":"Scripted failure (500)"}',
};

/** A run over `codes` × `tasks` with the given cells (default pending). */
export function makeRun(
  codes: string[],
  tasks: SyncTaskId[],
  cells: (code: string, task: number) => CellState = () => 'pending',
  extra: Partial<RunSnapshot> = {},
): RunSnapshot {
  const items = codes.map((code) => {
    const row = tasks.map((_, task) => cells(code, task));
    const state = row.includes('error')
      ? ('failed' as const)
      : row.every((cell) => cell === 'ok')
        ? ('done' as const)
        : row.includes('running')
          ? ('running' as const)
          : ('pending' as const);
    return { code, state, cells: row };
  });
  const count = (state: string) => items.filter((item) => item.state === state).length;
  const errors = items.flatMap((item, index) =>
    item.cells.flatMap((cell, task) =>
      cell === 'error' ? [{ index, code: item.code, task: tasks[task], error: httpError }] : [],
    ),
  );
  return {
    id: 'run-1',
    input: {
      codes,
      tasks,
      blingAccount: 0,
      concurrency: 2,
      delayMs: 400,
      projectId: 'demo',
      storeIds: workersProfile.storeIds,
    },
    status: 'running',
    concurrency: 2,
    createdAt: Date.parse('2026-11-23T02:00:00Z'),
    finishedAt: null,
    items,
    itemsFrom: 0,
    errors,
    errorCount: errors.length,
    counts: {
      total: items.length,
      pending: count('pending'),
      running: count('running'),
      done: count('done'),
      failed: count('failed'),
    },
    restored: false,
    ...extra,
  };
}

const ok: SyncCommandResult = { ok: true, notices: [] };

/** A fake bridge whose sync procedures answer from `snapshot`; each can be re-scripted. */
export function createSyncBridge(
  snapshot: SyncSnapshot = { run: null, send: null, lastError: null },
) {
  const fake = createFakeBridge({ effectiveProfile: workersProfile });
  fake.script('sync.getState', () => structuredClone(snapshot));
  for (const name of [
    'sync.start',
    'sync.pause',
    'sync.resume',
    'sync.retryErrors',
    'sync.setConcurrency',
    'sync.sendToBackend',
  ] as const) {
    fake.script(name, () => ok);
  }
  fake.script('sync.history', () => []);
  fake.script('sync.exportErrors', () => ({ canceled: true }));
  return fake;
}

export function createSyncPorts() {
  return createFakePorts({
    documents: {
      'project/demo/config/bling': {
        accounts: [{ description: 'Conta principal' }, { description: 'Conta marketplaces' }],
      },
    },
  });
}
