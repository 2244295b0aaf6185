import { useEffect, useState } from 'react';
import type { FormDefinition } from '../../../shared/forms/field-definition';
import { formDefinitionFor } from '../../../shared/forms/form-registry';
import { inferFormDefinition } from '../../../shared/forms/infer-form';
import { texts } from '../../../shared/texts/pt-BR';
import type { DocumentData, DocumentSnapshot, DocumentStore } from '../../data/ports';
import { errorMessage } from '../../../shared/errors/error-message';
import { collectionPathOf } from '../../data/paths';

const t = texts.documentEditor.frame;

export type DefinitionState =
  | { kind: 'loading' }
  | {
      kind: 'ready';
      definition: FormDefinition;
      inferred: boolean;
      /** The document read to infer the form: its form starts from it (no second read). */
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
  const written = formDefinitionFor(collection);
  const [state, setState] = useState<DefinitionState>(() =>
    written ? { kind: 'ready', definition: written, inferred: false } : { kind: 'loading' },
  );

  useEffect(() => {
    if (written) {
      setState({ kind: 'ready', definition: written, inferred: false });
      return;
    }
    let active = true;
    setState({ kind: 'loading' });
    const collectionPath = collectionPathOf(projectId, collection);
    const read: Promise<{ data: DocumentData | null; snapshot?: DocumentSnapshot }> =
      docId === null
        ? documents
            .query(collectionPath, { limit: 1 })
            .then((docs) => ({ data: docs[0]?.data ?? null }))
        : documents
            .get(`${collectionPath}/${docId}`)
            .then((snapshot) => ({ data: snapshot.data, snapshot }));
    read.then(
      ({ data, snapshot }) => {
        if (active) {
          setState({
            kind: 'ready',
            definition: inferFormDefinition(collection, data),
            inferred: true,
            snapshot,
          });
        }
      },
      (error: unknown) => {
        if (active) {
          setState({
            kind: 'failed',
            message: t.loadFailed(errorMessage(error)),
          });
        }
      },
    );
    return () => {
      active = false;
    };
  }, [written, documents, projectId, collection, docId, reload]);

  return state;
}
