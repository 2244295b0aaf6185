import { companyForProductCode } from '../../../shared/products/company-lookup';
import type { ItemState, SyncDelta, TaskError } from '../../../shared/sync/run-state';
import type { SyncTaskDefinition } from '../../../shared/sync/task-catalogue';
import type { HttpClient } from '../http/http-client';
import type { Persist } from './delta-feed';
import type { JournalRecord, RunModel } from './run-model';
import { runSyncTask, taskIdempotencyKey } from './task-runner';

export interface CodeRunContext {
  http: HttpClient;
  /** The run's tasks, in catalogue order. */
  tasks: SyncTaskDefinition[];
  /** Journals a record; the deltas go out once it is fsynced. */
  persist: Persist;
  emit: (delta: SyncDelta) => void;
  /** The signed-in user's ID token at the moment a task starts (refreshed by the renderer). */
  getIdToken: () => Promise<string | undefined> | string | undefined;
}

/**
 * Runs one code's pending tasks in order, journaling each start and result. A task error
 * does not stop the code's later tasks; a result that cannot be written leaves the code
 * pending for a later resume.
 */
export async function runCode(
  { http, tasks, persist, emit, getIdToken }: CodeRunContext,
  model: RunModel,
  index: number,
): Promise<void> {
  const code = model.input.codes[index];
  const context = {
    code,
    projectId: model.input.projectId,
    company: companyForProductCode(code),
    blingAccount: model.input.blingAccount,
    storeIds: model.input.storeIds,
  };
  let announced = false;
  for (let task = 0; task < tasks.length; task++) {
    // Done tasks are never redone (after a restart or a retry).
    if (model.cell(index, task) !== 'pending') continue;
    model.setCell(index, task, 'running');
    const announceItem = !announced;
    announced = true;
    void persist(
      { k: 'go', i: index, t: task },
      announceItem ? { type: 'item', index, state: 'running' } : null,
      { type: 'cell', index, task, state: 'running' },
    );
    const outcome = await runSyncTask(http, tasks[task], context, {
      idToken: (await getIdToken()) || undefined,
      idempotencyKey: taskIdempotencyKey(model.id, code, tasks[task].id),
    });
    const error: TaskError | null = outcome.ok ? null : outcome.error;
    const record: JournalRecord = error
      ? { k: 'er', i: index, t: task, e: error }
      : { k: 'ok', i: index, t: task };
    let settledState: ItemState | null = null;
    const commit = persist(
      record,
      error
        ? { type: 'cell', index, task, state: 'error', error }
        : { type: 'cell', index, task, state: 'ok' },
      () => (settledState ? { type: 'item', index, state: settledState } : null),
    );
    if (!(await commit.written)) {
      // Not on disk, so not done: the code goes back to pending for a later resume.
      model.setCell(index, task, 'pending');
      model.setItem(index, 'pending');
      emit({ type: 'cell', index, task, state: 'pending' });
      emit({ type: 'item', index, state: 'pending' });
      return;
    }
    settledState = model.settleCell(index, task, error);
  }
  // Every task was already settled (only possible after a replay): close the code.
  if (model.item(index) === 'running') {
    const state = model.settledState(index);
    model.setItem(index, state);
    emit({ type: 'item', index, state });
  }
}
