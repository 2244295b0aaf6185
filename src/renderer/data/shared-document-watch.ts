import type { DocumentSnapshot, DocumentStore, Unsubscribe } from './ports';

/**
 * How long a shared watch outlives its last reader: a screen change unmounts its readers and
 * mounts the next screen's, which then find the document read instead of asking again.
 */
export const SHARED_WATCH_LINGER_MS = 30_000;

/** null until the first answer; an Error once the watch failed (it is not retried). */
export type SharedDocumentState = DocumentSnapshot | Error | null;

export interface SharedDocumentWatch {
  /** For useSyncExternalStore: starts (or keeps) the one watch while anyone listens. */
  subscribe(listener: () => void): Unsubscribe;
  current(): SharedDocumentState;
}

interface Entry {
  state: SharedDocumentState;
  listeners: Set<() => void>;
  stop: Unsubscribe | null;
  linger: ReturnType<typeof setTimeout> | null;
}

const entries = new WeakMap<DocumentStore, Map<string, Entry>>();

function entryOf(documents: DocumentStore, path: string): Entry {
  let byPath = entries.get(documents);
  if (!byPath) entries.set(documents, (byPath = new Map()));
  let entry = byPath.get(path);
  if (!entry) {
    byPath.set(path, (entry = { state: null, listeners: new Set(), stop: null, linger: null }));
  }
  return entry;
}

function publish(entry: Entry, state: SharedDocumentState): void {
  entry.state = state;
  for (const listener of [...entry.listeners]) listener();
}

function start(documents: DocumentStore, path: string, entry: Entry): void {
  const byPath = entries.get(documents)!;
  entry.stop = documents.watchDocument(
    path,
    (snapshot) => publish(entry, snapshot),
    (error) => {
      // A failed watch is dropped, so the next reader to come asks again.
      if (byPath.get(path) === entry) byPath.delete(path);
      entry.stop = null;
      publish(entry, error);
    },
  );
}

/**
 * One live watch of `path` per store, however many components read it (the CSV buttons, the
 * document pane, the forms' privileged check each read config/console): one query, not one
 * per reader, and not one more each time a screen mounts them again.
 */
export function sharedDocumentWatch(documents: DocumentStore, path: string): SharedDocumentWatch {
  // The entry this reader listens to (still read once a failure dropped it from the map).
  let last: Entry | null = null;
  return {
    subscribe(listener) {
      const entry = entryOf(documents, path);
      last = entry;
      entry.listeners.add(listener);
      if (entry.linger !== null) {
        clearTimeout(entry.linger);
        entry.linger = null;
      }
      if (!entry.stop && !(entry.state instanceof Error)) start(documents, path, entry);
      return () => {
        entry.listeners.delete(listener);
        if (entry.listeners.size > 0 || !entry.stop) return;
        entry.linger = setTimeout(() => {
          entry.linger = null;
          entry.stop?.();
          entry.stop = null;
          const byPath = entries.get(documents);
          if (byPath?.get(path) === entry) byPath.delete(path);
        }, SHARED_WATCH_LINGER_MS);
      };
    },
    current: () => (last ?? entries.get(documents)?.get(path))?.state ?? null,
  };
}
