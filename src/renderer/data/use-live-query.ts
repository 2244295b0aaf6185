import { useEffect, useState } from 'react';
import type { DocumentSnapshot, DocumentStore } from './ports';

export type LiveList =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; docs: DocumentSnapshot[] };

/** A live query: follows every change until the path changes or the screen goes away. */
export function useLiveQuery(
  store: DocumentStore,
  collectionPath: string,
  limit: number,
): LiveList {
  const [result, setResult] = useState<{ path: string; list: LiveList } | null>(null);
  useEffect(() => {
    let active = true;
    const stop = store.watchQuery(
      collectionPath,
      { limit },
      (docs) => active && setResult({ path: collectionPath, list: { status: 'ready', docs } }),
      (error) =>
        active &&
        setResult({ path: collectionPath, list: { status: 'error', message: error.message } }),
    );
    return () => {
      active = false;
      stop();
    };
  }, [store, collectionPath, limit]);
  return result && result.path === collectionPath ? result.list : { status: 'loading' };
}
