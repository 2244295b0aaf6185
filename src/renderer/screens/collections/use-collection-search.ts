import { useEffect, useState } from 'react';
import { errorMessage } from '../../../shared/errors/error-message';
import type { DocumentSnapshot } from '../../data/ports';
import { collectionPathOf } from '../../data/paths';
import { searchCollection } from '../../data/prefix-search';
import { useActiveProject, useDataPorts } from '../../data/provider';

/** Matches read from the whole collection for one filter: enough for a list to show. */
const SEARCH_LIMIT = 50;

export type CollectionSearch =
  | { state: 'idle' }
  | { state: 'searching' }
  | { state: 'done'; docs: DocumentSnapshot[] }
  | { state: 'failed'; message: string };

/**
 * The filter asked of the whole collection (by title field or id prefix, through the data
 * port), for a list that has not read every document: a match past the loaded pages is found
 * too. Idle while `enabled` is false or the filter is blank.
 */
export function useCollectionSearch(
  collection: string,
  filter: string,
  enabled: boolean,
): CollectionSearch {
  const { documents } = useDataPorts();
  const projectId = useActiveProject();
  const wanted = enabled ? filter.trim() : '';
  const [result, setResult] = useState<{ key: string; search: CollectionSearch }>({
    key: '',
    search: { state: 'idle' },
  });
  const key = JSON.stringify([projectId, collection, wanted]);
  useEffect(() => {
    if (wanted === '') return;
    let active = true;
    searchCollection(
      documents,
      collectionPathOf(projectId, collection),
      collection,
      wanted,
      SEARCH_LIMIT,
    ).then(
      (docs) => active && setResult({ key, search: { state: 'done', docs } }),
      (error: unknown) =>
        active && setResult({ key, search: { state: 'failed', message: errorMessage(error) } }),
    );
    return () => {
      active = false;
    };
  }, [documents, projectId, collection, wanted, key]);
  if (wanted === '') return { state: 'idle' };
  return result.key === key ? result.search : { state: 'searching' };
}
