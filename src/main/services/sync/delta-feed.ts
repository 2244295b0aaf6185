import type { SyncDelta } from '../../../shared/sync/run-state';
import type { RunJournal } from './run-journal';
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

export type Persist = (
  record: JournalRecord,
  ...deltas: Array<() => SyncDelta | null>
) => { written: Promise<boolean>; synced: Promise<boolean> };

/**
 * Persist, then acknowledge: deltas go out only once the journal line is fsynced. `written`
 * (the OS has the line, so a killed process loses nothing) lets a worker go on without
 * waiting for the fsync; `synced` is when the change is acknowledged.
 */
export function persistThenEmit(journal: RunJournal, emit: (delta: SyncDelta) => void): Persist {
  return (record, ...deltas) => {
    const commit = journal.commit(record);
    return {
      written: commit.written,
      synced: commit.synced.then((saved) => {
        if (saved) {
          for (const make of deltas) {
            const delta = make();
            if (delta) emit(delta);
          }
        }
        return saved;
      }),
    };
  };
}

/** Deltas hold the state at the transition, not at the (later) fsync. */
export const captured = (delta: SyncDelta) => () => delta;

export function statusDelta(model: RunModel): SyncDelta {
  return {
    type: 'status',
    status: model.status,
    concurrency: model.concurrency,
    finishedAt: model.finishedAt,
  };
}
