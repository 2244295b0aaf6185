import { texts } from '../../../shared/texts/pt-BR';
import { JournalWriter, readJournal, writeJournal, type JournalCommit } from './journal';
import { RunModel, type JournalRecord } from './run-model';

export interface RunJournalOptions {
  /** `<dataDir>/sync/current-run.jsonl`. */
  filePath: string;
  now: () => number;
  log: (message: string) => void;
  /** A record could not be written or fsynced: the caller pauses the run. */
  onFailure: (error: unknown) => void;
}

/** What `commit` settles to: true once written / fsynced, false when that failed. */
export interface RunJournalCommit {
  written: Promise<boolean>;
  synced: Promise<boolean>;
}

export interface RestoredRun {
  model: RunModel;
  /** The clean rewrite failed: nothing may be appended until `reopen` succeeds. */
  error: string | null;
}

export interface RunJournal {
  /** The run left on disk by the last process, paused if it was active; null when none. */
  restore(): RestoredRun | null;
  /** Starts a fresh journal for a new run. Returns an error message, or null. */
  begin(model: RunModel): Promise<string | null>;
  /** Rewrites the journal from memory after a failed write. Returns an error message, or null. */
  reopen(model: RunModel): Promise<string | null>;
  commit(record: JournalRecord): RunJournalCommit;
  close(): Promise<void>;
}

export const persistFailedMessage = (error: unknown): string =>
  texts.sync.run.persistFailed(String((error as Error)?.message ?? error));

/**
 * The durability of the current run: its journal on disk, replayed at start-up, rewritten
 * compact whenever the file may miss or tear lines, appended with group commit otherwise.
 */
export function createRunJournal(options: RunJournalOptions): RunJournal {
  const { filePath, now, log } = options;
  let writer: JournalWriter | null = null;
  /** The last batch's commit and its answer. */
  let last: { commit: JournalCommit; answer: RunJournalCommit } | null = null;

  const failed = (error: unknown) => {
    options.onFailure(error);
    return false;
  };
  const answerOf = (commit: JournalCommit): RunJournalCommit => ({
    written: commit.written.then(() => true, failed),
    synced: commit.synced.then(() => true, failed),
  });

  /** The shortest journal that replays to this model's persisted state. */
  function compactRecords(model: RunModel): JournalRecord[] {
    const records: JournalRecord[] = [model.header(), { k: 'cc', n: model.concurrency }];
    for (let index = 0; index < model.size; index++) {
      for (let task = 0; task < model.input.tasks.length; task++) {
        const cell = model.cell(index, task);
        if (cell === 'ok') records.push({ k: 'ok', i: index, t: task });
        if (cell === 'error')
          records.push({ k: 'er', i: index, t: task, e: model.errors.get(index)!.get(task)! });
      }
    }
    records.push({ k: 'st', s: model.status, at: model.finishedAt ?? now() });
    return records;
  }

  function replay(): { model: RunModel; damaged: boolean } | null {
    let contents;
    try {
      contents = readJournal(filePath, log);
    } catch (error) {
      log(texts.sync.journal.unreadable(filePath, String(error)));
      return null;
    }
    if (!contents) return null;
    let model: RunModel;
    try {
      model = RunModel.fromHeader(contents.header);
    } catch (error) {
      log(texts.sync.journal.unreadable(filePath, String((error as Error)?.message ?? error)));
      return null;
    }
    for (const record of contents.records) model.apply(record);
    model.resetInFlight();
    model.restored = model.status !== 'finished';
    if (model.status === 'running') model.status = 'paused';
    return { model, damaged: contents.damaged };
  }

  return {
    restore() {
      const replayed = replay();
      if (!replayed) return null;
      const { model } = replayed;
      let error: string | null = null;
      if (replayed.damaged || model.restored) {
        // A clean journal of the restored state: drops the torn tail, records the pause.
        try {
          writeJournal(filePath, compactRecords(model));
        } catch (cause) {
          // Nothing may be appended after a torn line: the caller reopens before appending.
          error = persistFailedMessage(cause);
          log(error);
        }
      }
      if (model.restored) log(texts.sync.run.restored(model.id));
      writer = new JournalWriter(filePath);
      return { model, error };
    },

    async begin(model) {
      await writer?.close();
      try {
        writeJournal(filePath, [model.header(), { k: 'st', s: 'running', at: model.createdAt }]);
      } catch (error) {
        const message = persistFailedMessage(error);
        log(message);
        return message;
      }
      writer = new JournalWriter(filePath);
      return null;
    },

    async reopen(model) {
      await writer?.close().catch(() => undefined);
      try {
        writeJournal(filePath, compactRecords(model));
      } catch (error) {
        return persistFailedMessage(error);
      }
      writer = new JournalWriter(filePath);
      return null;
    },

    commit(record) {
      if (!writer) return { written: Promise.resolve(false), synced: Promise.resolve(false) };
      const commit = writer.append(record);
      // The records of one batch share its commit, so they share its answer too.
      if (commit !== last?.commit) last = { commit, answer: answerOf(commit) };
      return last.answer;
    },

    close: async () => writer?.close(),
  };
}
