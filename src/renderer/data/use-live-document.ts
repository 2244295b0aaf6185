import { useEffect, useState } from 'react';
import { toError } from '../../shared/errors/error-message';
import type { DocumentSnapshot } from './ports';
import { useDataPorts } from './provider';

export type LiveDocument =
  | { status: 'loading' }
  | { status: 'failed'; error: Error }
  | { status: 'ready'; snapshot: DocumentSnapshot };

/**
 * One document followed live; `path` null reads nothing (shows as loading). A path the store
 * refuses at once (an id with a slash) fails like a refused read, not the whole screen.
 */
export function useLiveDocument(path: string | null): LiveDocument {
  const { documents } = useDataPorts();
  const [state, setState] = useState<{ path: string; doc: LiveDocument } | null>(null);
  useEffect(() => {
    if (!path) return;
    let active = true;
    const fail = (error: unknown) =>
      active && setState({ path, doc: { status: 'failed', error: toError(error) } });
    let stop = () => {};
    try {
      stop = documents.watchDocument(
        path,
        (snapshot) => active && setState({ path, doc: { status: 'ready', snapshot } }),
        fail,
      );
    } catch (error) {
      fail(error);
    }
    return () => {
      active = false;
      stop();
    };
  }, [documents, path]);
  return state && state.path === path ? state.doc : { status: 'loading' };
}
