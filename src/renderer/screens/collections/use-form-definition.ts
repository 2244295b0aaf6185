import { useEffect, useState } from 'react';
import type { FormDefinition } from '../../../shared/forms/field-definition';
import { formDefinitionFor } from '../../../shared/forms/form-registry';
import { inferFormDefinition } from '../../../shared/forms/infer-form';
import { texts } from '../../../shared/texts/pt-BR';
import type { DocumentStore } from '../../data/ports';
import { errorMessage } from '../../../shared/errors/error-message';
import { collectionPathOf } from '../../data/paths';

const t = texts.documentEditor.frame;

export type DefinitionState =
  | { kind: 'loading' }
  | { kind: 'ready'; definition: FormDefinition; inferred: boolean }
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
    const read =
      docId === null
        ? documents.query(collectionPath, { limit: 1 }).then((docs) => docs[0]?.data ?? null)
        : documents.get(`${collectionPath}/${docId}`).then((snapshot) => snapshot.data);
    read.then(
      (data) => {
        if (active) {
          setState({
            kind: 'ready',
            definition: inferFormDefinition(collection, data),
            inferred: true,
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
