import { useEffect, useMemo, useState } from 'react';
import type { FormDefinition } from '../../../../shared/forms/field-definition';
import { formDefinitionFor } from '../../../../shared/forms/form-registry';
import { inferFormDefinition } from '../../../../shared/forms/infer-form';
import { texts } from '../../../../shared/texts/pt-BR';
import type { DocumentData, DocumentSnapshot, DocumentStore } from '../../../data/ports';
import { errorMessage } from '../../../../shared/errors/error-message';
import { collectionPathOf } from '../../../data/paths';

const t = texts.documentEditor.frame;

export type DefinitionState =
  | { kind: 'loading' }
  | {
      kind: 'ready';
      definition: FormDefinition;
      inferred: boolean;
      /** The document read to infer the form: the form starts from it, not waiting for a watch. */
      snapshot?: DocumentSnapshot;
    }
  | { kind: 'failed'; message: string };

/**
 * The form of a collection: its written definition, else one inferred from the document's data
 * (for a new document, from the collection's first document). `reload` re-reads it, say after
 * the JSON editor added keys.
 */
export function useFormDefinition(
  documents: DocumentStore,
  projectId: string,
  collection: string,
  docId: string | null,
  reload: number,
): DefinitionState {
  const written = formDefinitionFor(collection, docId);
  const request = useMemo(
    () => ({ documents, projectId, collection, docId, reload }),
    [documents, projectId, collection, docId, reload],
  );
  // An answer counts only for the request it answers: another document (or a reload) is
  // loading until its own read returns, never shown with the previous document's data.
  const [answer, setAnswer] = useState<{ request: object; state: DefinitionState } | null>(null);
  const writtenState = useMemo<DefinitionState | null>(
    () => (written ? { kind: 'ready', definition: written, inferred: false } : null),
    [written],
  );

  useEffect(() => {
    if (written) return;
    let active = true;
    const collectionPath = collectionPathOf(request.projectId, request.collection);
    const read: Promise<{ data: DocumentData | null; snapshot?: DocumentSnapshot }> =
      request.docId === null
        ? request.documents
            .query(collectionPath, { limit: 1 })
            .then((docs) => ({ data: docs[0]?.data ?? null }))
        : request.documents
            .get(`${collectionPath}/${request.docId}`)
            .then((snapshot) => ({ data: snapshot.data, snapshot }));
    read.then(
      ({ data, snapshot }) => {
        if (!active) return;
        const definition = inferFormDefinition(request.collection, data);
        setAnswer({ request, state: { kind: 'ready', definition, inferred: true, snapshot } });
      },
      (error: unknown) => {
        if (!active) return;
        const message = t.loadFailed(errorMessage(error));
        setAnswer({ request, state: { kind: 'failed', message } });
      },
    );
    return () => {
      active = false;
    };
  }, [written, request]);

  if (writtenState) return writtenState;
  return answer?.request === request ? answer.state : LOADING;
}

const LOADING: DefinitionState = { kind: 'loading' };
