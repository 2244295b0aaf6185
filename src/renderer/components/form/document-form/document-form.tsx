import { useCallback, useState } from 'react';
import type { DocumentFormProps } from './document-form-types';
import { ExistingDocumentForm } from './existing-document-form';
import { NewDocumentForm } from './new-document-form';

export type { DocumentFormController, DocumentFormProps } from './document-form-types';

/**
 * The generic document form (spec 01 §2, §4): renders the definition's fields, autosaves an
 * existing document conflict-safely, or creates a new one through 'Salvar {collection}'.
 */
export function DocumentForm(props: DocumentFormProps) {
  const { projectId, collection, docId, onCreated } = props;
  // Without a screen to navigate, the form switches to the document it created itself.
  const [createdId, setCreatedId] = useState<string | null>(null);
  const created = useCallback(
    (id: string) => (onCreated ? onCreated(id) : setCreatedId(id)),
    [onCreated],
  );
  const id = docId ?? (onCreated ? null : createdId);
  if (id === null) {
    return (
      <NewDocumentForm key={`${projectId}/${collection}/new`} {...props} onCreated={created} />
    );
  }
  return <ExistingDocumentForm key={`${projectId}/${collection}/${id}`} {...props} docId={id} />;
}
