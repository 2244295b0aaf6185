import { useCallback, useState } from 'react';
import type { DocumentStore } from '../../../data/ports';
import { useDataPorts } from '../../../data/provider';
import type { DocumentFormProps } from './document-form-types';
import { ExistingDocumentForm } from './existing-document-form';
import { NewDocumentForm } from './new-document-form';

export type { DocumentFormController, DocumentFormProps } from './document-form-types';

/** A number per DocumentStore instance: new ports (another profile) remount the form. */
const storeKeys = new WeakMap<DocumentStore, number>();
let nextStoreKey = 0;
function storeKeyOf(documents: DocumentStore): number {
  let key = storeKeys.get(documents);
  if (key === undefined) {
    key = ++nextStoreKey;
    storeKeys.set(documents, key);
  }
  return key;
}

/**
 * The generic document form (spec 01 §2, §4): renders the definition's fields, autosaves an
 * existing document conflict-safely, or creates a new one through 'Salvar {collection}'.
 */
export function DocumentForm(props: DocumentFormProps) {
  const { projectId, collection, docId, onCreated } = props;
  const store = storeKeyOf(useDataPorts().documents);
  // Without a screen to navigate, the form switches to the document it created itself.
  const [createdId, setCreatedId] = useState<string | null>(null);
  const created = useCallback(
    (id: string) => (onCreated ? onCreated(id) : setCreatedId(id)),
    [onCreated],
  );
  const id = docId ?? (onCreated ? null : createdId);
  if (id === null) {
    return (
      <NewDocumentForm
        key={`${store}:${projectId}/${collection}/new`}
        {...props}
        onCreated={created}
      />
    );
  }
  return (
    <ExistingDocumentForm key={`${store}:${projectId}/${collection}/${id}`} {...props} docId={id} />
  );
}
