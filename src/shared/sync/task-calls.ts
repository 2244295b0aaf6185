import { companyForProductCode } from '../products/company-lookup';
import type { PreparedRun } from './run-input';
import { syncTask, type WorkerCall } from './task-catalogue';

/**
 * Every workers call of a run, code by code in task order, as the engine would make them;
 * `skipped` counts the tasks that cannot be built (a task that needs a company, for a code
 * whose prefix has none). The backend send posts these; the screen counts them first.
 */
export function runTaskCalls(run: PreparedRun): { calls: WorkerCall[]; skipped: number } {
  const calls: WorkerCall[] = [];
  let skipped = 0;
  const tasks = run.tasks.map(syncTask);
  for (const code of run.codes) {
    const company = companyForProductCode(code);
    for (const task of tasks) {
      if (task.needsCompany && company === null) {
        skipped++;
        continue;
      }
      calls.push(
        ...task.calls({
          code,
          projectId: run.projectId,
          company,
          blingAccount: run.blingAccount,
          storeIds: run.storeIds,
        }),
      );
    }
  }
  return { calls, skipped };
}
