import type { HistoryEntry } from '../../../shared/sync/run-state';
import type { RunModel } from './run-model';

/** The history record of a run that ended (finished, or replaced before it could). */
export function historyEntryOf(
  model: RunModel,
  outcome: HistoryEntry['outcome'],
  finishedAt: number,
): HistoryEntry {
  return {
    id: model.id,
    projectId: model.input.projectId,
    codes: model.input.codes,
    tasks: model.input.tasks,
    counts: { ...model.counts },
    createdAt: model.createdAt,
    finishedAt,
    durationMs: Math.max(0, finishedAt - model.createdAt),
    outcome,
    errors: model.errorEntries(),
  };
}
