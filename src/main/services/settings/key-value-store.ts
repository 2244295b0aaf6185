/**
 * The small persistence interface settings and window state need. Electron uses
 * electron-store behind it; the web shell and tests use a JSON file. Keys are flat names
 * (no dot paths), values are JSON-serialisable.
 */
export interface KeyValueStore {
  get<T>(key: string): T | undefined;
  set(key: string, value: unknown): void;
}

/** An in-memory store, handy for tests and for a shell that must not touch the disk. */
export function createMemoryStore(initial: Record<string, unknown> = {}): KeyValueStore {
  const data = new Map<string, unknown>(Object.entries(structuredClone(initial)));
  return {
    get<T>(key: string) {
      return data.has(key) ? (structuredClone(data.get(key)) as T) : undefined;
    },
    set(key, value) {
      if (value === undefined) data.delete(key);
      else data.set(key, structuredClone(value));
    },
  };
}
