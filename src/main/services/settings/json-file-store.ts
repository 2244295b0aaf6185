import { readFileSync, renameSync } from 'node:fs';
import { texts } from '../../../shared/texts/pt-BR';
import { writeFileAtomicSync } from '../files/atomic-file';
import type { KeyValueStore } from './key-value-store';

export interface JsonFileStoreOptions {
  log?: (message: string) => void;
}

/**
 * A KeyValueStore in one JSON file. Every set rewrites the file atomically (temp file, fsync,
 * rename), so a crash mid-write leaves the previous version intact. A file that cannot be
 * parsed is moved aside to `<file>.corrupt` and the store starts empty instead of failing.
 */
export function createJsonFileStore(
  filePath: string,
  options: JsonFileStoreOptions = {},
): KeyValueStore {
  const log = options.log ?? ((message: string) => console.warn(message));
  let data = load(filePath, log);

  function persist(next: Record<string, unknown>) {
    writeFileAtomicSync(filePath, `${JSON.stringify(next, null, 2)}\n`, { createFolder: true });
  }

  return {
    get<T>(key: string) {
      return Object.hasOwn(data, key) ? (structuredClone(data[key]) as T) : undefined;
    },
    set(key, value) {
      const next = { ...data };
      if (value === undefined) delete next[key];
      else next[key] = structuredClone(value);
      // Write first, then adopt: a failed write leaves memory and disk in agreement.
      persist(next);
      data = next;
    },
  };
}

function load(filePath: string, log: (message: string) => void): Record<string, unknown> {
  let raw: string;
  try {
    raw = readFileSync(filePath, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      return parsed as Record<string, unknown>;
    }
  } catch {
    // Falls through to the corrupt-file path below.
  }
  const backup = `${filePath}.corrupt`;
  renameSync(filePath, backup);
  log(texts.services.store.corruptFile(filePath, backup));
  return {};
}
