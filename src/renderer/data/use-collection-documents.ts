import { useCallback, useEffect, useState } from 'react';
import type { DocumentSnapshot, DocumentStore, QuerySpec } from './ports';
import { errorMessage } from '../../shared/errors/error-message';
import { collectionPathOf } from './paths';

/** How many documents a form field reads from another collection (spec 01 §9). */
export const COLLECTION_READ_LIMIT = 1000;

/** A document's children in another collection (a course's lessons): their `parent` names it. */
export const childrenQuery = (docId: string): QuerySpec => ({
  where: [{ field: 'parent', op: '==', value: docId }],
  limit: COLLECTION_READ_LIMIT,
});

export type CollectionDocuments =
  | { status: 'idle' | 'loading'; documents: readonly DocumentSnapshot[] }
  | { status: 'ready'; documents: readonly DocumentSnapshot[] }
  | { status: 'error'; documents: readonly DocumentSnapshot[]; error: string };

const NONE: readonly DocumentSnapshot[] = [];

/**
 * Documents of `collection` in `source`'s project (a form's: not always the active one): read
 * once (`live` false) or watched. `spec` null means "do not read" (e.g. children of a document
 * not yet created).
 */
export function useCollectionDocuments(
  source: { documents: DocumentStore; projectId: string },
  collection: string,
  spec: QuerySpec | null,
  live = false,
): CollectionDocuments & { retry(): void } {
  const { documents, projectId } = source;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<CollectionDocuments>({ status: 'loading', documents: NONE });
  const specKey = spec === null ? null : JSON.stringify(spec);
  const collectionPath = collectionPathOf(projectId, collection);

  useEffect(() => {
    if (specKey === null) {
      setState({ status: 'idle', documents: NONE });
      return;
    }
    const query = JSON.parse(specKey) as QuerySpec;
    setState((previous) => ({ status: 'loading', documents: previous.documents }));
    const fail = (error: unknown) =>
      setState({
        status: 'error',
        documents: NONE,
        error: errorMessage(error),
      });
    if (live) {
      try {
        return documents.watchQuery(
          collectionPath,
          query,
          (snapshots) => setState({ status: 'ready', documents: snapshots }),
          fail,
        );
      } catch (error) {
        fail(error);
        return;
      }
    }
    let current = true;
    Promise.resolve()
      .then(() => documents.query(collectionPath, query))
      .then(
        (snapshots) => current && setState({ status: 'ready', documents: snapshots }),
        (error: unknown) => current && fail(error),
      );
    return () => {
      current = false;
    };
  }, [documents, collectionPath, specKey, live, attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { ...state, retry };
}
