import { useEffect, useState } from 'react';
import { errorMessage } from '../../shared/errors/error-message';
import { collectionPathOf } from './paths';
import { useActiveProject, useDataPorts } from './provider';

export interface NamedDocument {
  id: string;
  /** The label field's text; the id when it has none. */
  label: string;
}

export type NamedDocumentsState =
  | { status: 'loading'; documents: readonly NamedDocument[] }
  | { status: 'ready'; documents: readonly NamedDocument[] }
  | { status: 'failed'; documents: readonly NamedDocument[]; error: string };

/** Spec 02 §9 caps the longest lists at 1,000; segments and campaigns are far fewer. */
const LIMIT = 1000;
const NONE: readonly NamedDocument[] = [];

/** A collection's documents with their names, live, sorted by name as pt-BR reads it. */
export function useNamedDocuments(collection: string, labelField: string): NamedDocumentsState {
  const { documents } = useDataPorts();
  const projectId = useActiveProject();
  const [state, setState] = useState<NamedDocumentsState>({ status: 'loading', documents: NONE });

  useEffect(() => {
    let active = true;
    setState({ status: 'loading', documents: NONE });
    const stop = documents.watchQuery(
      collectionPathOf(projectId, collection),
      { limit: LIMIT },
      (snapshots) => {
        if (!active) return;
        const named = snapshots
          .map((snapshot) => {
            const label = snapshot.data?.[labelField];
            return {
              id: snapshot.id,
              label: typeof label === 'string' && label.trim() !== '' ? label.trim() : snapshot.id,
            };
          })
          .sort((a, b) => a.label.localeCompare(b.label, 'pt-BR'));
        setState({ status: 'ready', documents: named });
      },
      (error) =>
        active &&
        setState((previous) => ({
          status: 'failed',
          documents: previous.documents,
          error: errorMessage(error),
        })),
    );
    return () => {
      active = false;
      stop();
    };
  }, [documents, projectId, collection, labelField]);

  return state;
}
