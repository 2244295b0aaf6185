import { useCallback, useEffect, useMemo, type MouseEvent } from 'react';
import {
  CONFIG_COLLECTION,
  configDocuments,
} from '../../../shared/forms/definitions/config/config-documents';
import type { DocumentSnapshot } from '../../data/ports';
import { collectionPathOf } from '../../data/paths';
import { useActiveProject, useDataPorts, useDataSession } from '../../data/provider';
import { askFirstPageEarly, useLivePages, type LivePages } from '../../data/use-live-pages';
import { listLimitOf } from './list-limits';

export type CollectionEntries = LivePages;

/**
 * The collection's documents, live, in pages of listLimitOf(collection) read with cursors
 * (spec 01 §9: 50 by default; spec 02 §9: 1,000 for category, content and course).
 */
export function useCollectionEntries(collection: string): CollectionEntries {
  const { documents } = useDataPorts();
  const projectId = useActiveProject();
  const collectionPath = collectionPathOf(projectId, collection);
  const entries = useLivePages(documents, collectionPath, listLimitOf(collection));
  const { error } = entries;
  useEffect(() => {
    if (error) console.error('Collection list failed', error);
  }, [error]);
  const docs = useMemo(
    () =>
      collection === CONFIG_COLLECTION && entries.state === 'ready'
        ? withKnownConfigDocuments(entries.docs, collectionPath)
        : entries.docs,
    [collection, collectionPath, entries.state, entries.docs],
  );
  return docs === entries.docs ? entries : { ...entries, docs };
}

/**
 * For a link's onClick to a collection's list: asks for its first page in the click, before
 * React renders the list's screen (a click that opens another tab or window asks nothing).
 */
export function useAskEntriesEarly(): (collection: string, event: MouseEvent) => void {
  // The session, not useDataPorts: the collections screen needs no store to show its links.
  const session = useDataSession();
  const documents = session.status === 'ready' ? session.ports.documents : null;
  const projectId = useActiveProject();
  return useCallback(
    (collection, event) => {
      const plain =
        event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
      if (!plain || !documents) return;
      askFirstPageEarly(
        documents,
        collectionPathOf(projectId, collection),
        listLimitOf(collection),
      );
    },
    [documents, projectId],
  );
}

/**
 * The configuration collection lists every configuration the console knows, written or not
 * (a missing one opens its empty form), besides whatever else is stored there.
 */
export function withKnownConfigDocuments(
  docs: readonly DocumentSnapshot[],
  collectionPath: string,
): DocumentSnapshot[] {
  const stored = new Set(docs.map((doc) => doc.id));
  const missing = configDocuments
    .filter((known) => !stored.has(known.docId))
    .map((known) => ({
      id: known.docId,
      path: `${collectionPath}/${known.docId}`,
      exists: false,
      data: null,
    }));
  return [...docs, ...missing];
}
