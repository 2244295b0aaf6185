import { useEffect, useState } from 'react';
import type { DocumentStore } from './ports';

export type Existence = 'unknown' | 'exists' | 'missing';

/** Whether `path` holds a document, live; 'unknown' until the first answer, or when off. */
export function useDocumentExistence(
  documents: DocumentStore,
  path: string,
  enabled: boolean,
): Existence {
  const [answer, setAnswer] = useState<{ path: string; existence: Existence } | null>(null);
  useEffect(() => {
    if (!enabled) return;
    return documents.watchDocument(
      path,
      (snapshot) => setAnswer({ path, existence: snapshot.exists ? 'exists' : 'missing' }),
      // The frame below shows read errors; here they only mean "not known".
      () => setAnswer({ path, existence: 'unknown' }),
    );
  }, [documents, path, enabled]);
  return enabled && answer?.path === path ? answer.existence : 'unknown';
}
