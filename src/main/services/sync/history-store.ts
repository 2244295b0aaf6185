import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { HISTORY_LIMIT } from '../../../shared/sync/constants';
import { historyEntrySchema, type HistoryEntry } from '../../../shared/sync/run-state';
import { texts } from '../../../shared/texts/pt-BR';
import { writeFileAtomic } from './atomic-file';

/** Finished runs, one JSON file each (atomic write), newest first, the oldest pruned. */
export interface HistoryStore {
  save(entry: HistoryEntry): void;
  list(): HistoryEntry[];
  get(runId: string): HistoryEntry | null;
}

const fileName = (runId: string) => `${runId.replace(/[^A-Za-z0-9_-]/g, '_')}.json`;

export function createHistoryStore(folder: string, log: (message: string) => void): HistoryStore {
  function readAll(): HistoryEntry[] {
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
    return entries.sort((a, b) => b.finishedAt - a.finishedAt || b.createdAt - a.createdAt);
  }

  return {
    save(entry) {
      writeFileAtomic(join(folder, fileName(entry.id)), JSON.stringify(entry));
      const entries = readAll();
      for (const old of entries.slice(HISTORY_LIMIT)) {
        rmSync(join(folder, fileName(old.id)), { force: true });
      }
    },
    list: () => readAll().slice(0, HISTORY_LIMIT),
    get(runId) {
      try {
        return historyEntrySchema.parse(
          JSON.parse(readFileSync(join(folder, fileName(runId)), 'utf8')),
        );
      } catch {
        return null;
      }
    },
  };
}
