import { useEffect } from 'react';
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
  const entries = useLivePages(
    documents,
    collectionPathOf(projectId, collection),
    listLimitOf(collection),
  );
  const { error } = entries;
  useEffect(() => {
    if (error) console.error('Collection list failed', error);
  }, [error]);
  return entries;
}
