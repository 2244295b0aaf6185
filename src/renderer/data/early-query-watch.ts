import { toError } from '../../shared/errors/error-message';
import type { DocumentSnapshot, DocumentStore, QuerySpec, Unsubscribe } from './ports';

/**
 * How long a live read asked for early waits to be taken: a render that React throws away
 * never takes its read, which then stops by itself.
 */
export const EARLY_WATCH_UNTAKEN_MS = 10_000;

type Listener = {
  onNext(docs: DocumentSnapshot[]): void;
  onError(error: Error): void;
};

interface Entry {
  stop: Unsubscribe;
  /** The answer that came before the read was taken, handed to whoever takes it. */
  last: { docs: DocumentSnapshot[] } | { error: Error } | null;
  listener: Listener | null;
  expiry: ReturnType<typeof setTimeout> | null;
}

const entries = new WeakMap<DocumentStore, Map<string, Entry>>();

const keyOf = (path: string, spec: QuerySpec) => JSON.stringify([path, spec]);

function byKeyOf(documents: DocumentStore): Map<string, Entry> {
  let byKey = entries.get(documents);
  if (!byKey) entries.set(documents, (byKey = new Map()));
  return byKey;
}

/**
 * Asks the store for a live read now, from a render, so that its answer is on its way while
 * the screen that shows it still renders and commits (on Firebase the listen goes out that
 * much sooner; the list's layout effect would only ask once the whole screen is committed).
 * The effect then takes it with takeQueryWatch. Does nothing while a read of the same query
 * is waiting or taken; one never taken stops after EARLY_WATCH_UNTAKEN_MS.
 */
export function watchQueryEarly(documents: DocumentStore, path: string, spec: QuerySpec): void {
  const byKey = byKeyOf(documents);
  const key = keyOf(path, spec);
  if (byKey.has(key)) return;
  const entry: Entry = { stop: () => {}, last: null, listener: null, expiry: null };
  const settle = (last: NonNullable<Entry['last']>) => {
    if (!entry.listener) entry.last = last;
    else if ('docs' in last) entry.listener.onNext(last.docs);
    else entry.listener.onError(last.error);
  };
  try {
    entry.stop = documents.watchQuery(
      path,
      spec,
      (docs) => settle({ docs }),
      (error) => settle({ error }),
    );
  } catch (error) {
    // A query the store refuses: the taker hears it as the read's failure.
    entry.last = { error: toError(error) };
  }
  entry.expiry = setTimeout(() => {
    if (byKey.get(key) === entry) byKey.delete(key);
    entry.stop();
  }, EARLY_WATCH_UNTAKEN_MS);
  byKey.set(key, entry);
}

/**
 * The live read of `spec`, as documents.watchQuery gives it: the one asked for early when it
 * is waiting (its answer so far delivered at once), else a new one. Stopping it stops the read.
 */
export function takeQueryWatch(
  documents: DocumentStore,
  path: string,
  spec: QuerySpec,
  onNext: (docs: DocumentSnapshot[]) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  const byKey = byKeyOf(documents);
  const key = keyOf(path, spec);
  const entry = byKey.get(key);
  if (!entry || entry.listener) return documents.watchQuery(path, spec, onNext, onError);
  if (entry.expiry !== null) clearTimeout(entry.expiry);
  entry.expiry = null;
  entry.listener = { onNext, onError };
  const last = entry.last;
  entry.last = null;
  if (last && 'docs' in last) onNext(last.docs);
  if (last && 'error' in last) onError(last.error);
  return () => {
    if (byKey.get(key) === entry) byKey.delete(key);
    entry.listener = null;
    entry.stop();
  };
}
