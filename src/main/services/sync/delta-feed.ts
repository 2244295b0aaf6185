import type { SyncDelta } from '../../../shared/sync/run-state';
import type { RunJournal, RunJournalCommit } from './run-journal';
import type { JournalRecord, RunModel } from './run-model';

export interface DeltaFeed {
  emit(delta: SyncDelta): void;
  onDelta(listener: (delta: SyncDelta) => void): () => void;
  clear(): void;
}

/** The engine's listeners: one failing listener never stops the others. */
export function createDeltaFeed(log: (message: string) => void): DeltaFeed {
  const listeners = new Set<(delta: SyncDelta) => void>();
  return {
    emit(delta) {
      for (const listener of listeners) {
        try {
          listener(delta);
        } catch (error) {
          log(`sync delta listener failed: ${String(error)}`);
        }
      }
    },
    onDelta(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    clear: () => listeners.clear(),
  };
}

/**
 * A delta as it was at the transition (null: nothing to say), or made at the fsync when the
 * state it reports is only known then.
 */
export type DeltaSource = SyncDelta | null | (() => SyncDelta | null);

export type Persist = (
  record: JournalRecord,
  ...deltas: DeltaSource[]
) => { written: Promise<boolean>; synced: Promise<boolean> };

/**
 * Persist, then acknowledge: deltas go out only once the journal line is fsynced. `written`
 * (the OS has the line, so a killed process loses nothing) lets a worker go on without
 * waiting for the fsync; `synced` is when the change is acknowledged. The records of one
 * journal batch share one commit: their deltas wait in one list behind one promise, in order.
 */
export function persistThenEmit(journal: RunJournal, emit: (delta: SyncDelta) => void): Persist {
  let group: { commit: RunJournalCommit; deltas: DeltaSource[]; answer: RunJournalCommit } | null =
    null;
  return (record, ...deltas) => {
    const commit = journal.commit(record);
    if (commit !== group?.commit) {
      const current = { commit, deltas: [] as DeltaSource[], answer: commit };
      current.answer = {
        written: commit.written,
        synced: commit.synced.then((saved) => {
          if (group === current) group = null;
          if (saved) {
            for (const source of current.deltas) {
              const delta = typeof source === 'function' ? source() : source;
              if (delta) emit(delta);
            }
          }
          return saved;
        }),
      };
      group = current;
    }
    for (const delta of deltas) if (delta) group.deltas.push(delta);
    return group.answer;
  };
}

export function statusDelta(model: RunModel): SyncDelta {
  return {
    type: 'status',
    status: model.status,
    concurrency: model.concurrency,
    finishedAt: model.finishedAt,
  };
}
