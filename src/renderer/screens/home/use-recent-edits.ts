import { useEffect, useState } from 'react';
import { entrySummary } from '../../../shared/collections/entry-summary';
import { collectionName } from '../../../shared/collections/collection-names';
import { errorMessage } from '../../../shared/errors/error-message';
import type { DocumentStore, QuerySpec } from '../../data/ports';
import { collectionPathOf } from '../../data/paths';

/** Where people edit documents by hand (spec 02 §3's forms); each read newest first. */
const EDITED_COLLECTIONS = [
  'product',
  'category',
  'content',
  'course',
  'post',
  'brand',
  'customer',
  'customer-segment',
  'campaign-email',
  'campaign-whatsapp',
  'email-template',
  'pricing-rule',
  'sales-rule',
  'stock',
  'config',
];
const PER_COLLECTION = 5;
export const RECENT_EDITS_SHOWN = 8;

export interface RecentEdit {
  collection: string;
  id: string;
  title: string;
  collectionLabel: string;
  updatedAt: Date;
}

export type RecentEdits =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; edits: RecentEdit[] };

/** A collection's newest saves (one field ordered: Firestore's automatic index serves it). */
export function recentEditsQuery(): QuerySpec {
  return { orderBy: [{ field: 'updatedAt', direction: 'desc' }], limit: PER_COLLECTION };
}

/**
 * The documents saved most recently (every save stamps `updatedAt`) across the hand-edited
 * collections, newest first. A collection that cannot be read is left out; all failing fails.
 */
export function useRecentEdits(store: DocumentStore, projectId: string): RecentEdits {
  const [result, setResult] = useState<{ projectId: string; edits: RecentEdits } | null>(null);
  useEffect(() => {
    let active = true;
    const reads = EDITED_COLLECTIONS.map((collection) =>
      store.query(collectionPathOf(projectId, collection), recentEditsQuery()).then((docs) =>
        docs.flatMap((doc): RecentEdit[] => {
          const updatedAt = doc.data?.updatedAt;
          if (!(updatedAt instanceof Date)) return [];
          return [
            {
              collection,
              id: doc.id,
              title: entrySummary(collection, doc.id, doc.data).title,
              collectionLabel: collectionName(collection).singular,
              updatedAt,
            },
          ];
        }),
      ),
    );
    void Promise.allSettled(reads).then((answers) => {
      if (!active) return;
      const failed = answers.find((answer) => answer.status === 'rejected');
      if (failed && answers.every((answer) => answer.status === 'rejected')) {
        setResult({ projectId, edits: { state: 'failed', message: errorMessage(failed.reason) } });
        return;
      }
      const edits = answers
        .flatMap((answer) => (answer.status === 'fulfilled' ? answer.value : []))
        .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())
        .slice(0, RECENT_EDITS_SHOWN);
      setResult({ projectId, edits: { state: 'ready', edits } });
    });
    return () => {
      active = false;
    };
  }, [store, projectId]);
  return result?.projectId === projectId ? result.edits : { state: 'loading' };
}
