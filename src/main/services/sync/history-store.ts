import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { HISTORY_LIMIT } from '../../../shared/sync/constants';
import { historyEntrySchema, type HistoryEntry } from '../../../shared/sync/run-state';
import { texts } from '../../../shared/texts/pt-BR';
import { writeFileAtomicSync } from '../files/atomic-file';

/** Finished runs, one JSON file each (atomic write), newest first, the oldest pruned. */
export interface HistoryStore {
  save(entry: HistoryEntry): void;
  list(): HistoryEntry[];
  get(runId: string): HistoryEntry | null;
}

const newestFirst = (a: HistoryEntry, b: HistoryEntry) =>
  b.finishedAt - a.finishedAt || b.createdAt - a.createdAt;

const fileName = (runId: string) => `${runId.replace(/[^A-Za-z0-9_-]/g, '_')}.json`;

export function createHistoryStore(folder: string, log: (message: string) => void): HistoryStore {
  // Read from disk once, then kept in step with save(): a window may ask often.
  let cache: HistoryEntry[] | null = null;

  function readAll(): HistoryEntry[] {
    cache ??= readFromDisk();
    return cache;
  }

  function readFromDisk(): HistoryEntry[] {
    let names: string[];
    try {
      names = readdirSync(folder).filter((name) => name.endsWith('.json'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const entries: HistoryEntry[] = [];
    for (const name of names) {
      try {
        entries.push(
          historyEntrySchema.parse(JSON.parse(readFileSync(join(folder, name), 'utf8'))),
        );
      } catch (error) {
        log(texts.sync.journal.historyUnreadable(name, String((error as Error)?.message ?? error)));
      }
    }
    return entries.sort(newestFirst);
  }

  return {
    save(entry) {
      writeFileAtomicSync(join(folder, fileName(entry.id)), JSON.stringify(entry), {
        createFolder: true,
      });
      const entries = [entry, ...readAll().filter((old) => old.id !== entry.id)].sort(newestFirst);
      cache = entries.slice(0, HISTORY_LIMIT);
      for (const old of entries.slice(HISTORY_LIMIT)) {
        rmSync(join(folder, fileName(old.id)), { force: true });
      }
    },
    list: () => readAll().slice(0, HISTORY_LIMIT),
    get: (runId) => readAll().find((entry) => entry.id === runId) ?? null,
  };
}
