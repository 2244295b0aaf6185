import { useEffect, useMemo } from 'react';
import {
  CONFIG_COLLECTION,
  configDocuments,
} from '../../../shared/forms/definitions/config/config-documents';
import type { DocumentSnapshot } from '../../data/ports';
import { collectionPathOf } from '../../data/paths';
import { useActiveProject, useDataPorts } from '../../data/provider';
import { useLivePages, type LivePages } from '../../data/use-live-pages';
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
