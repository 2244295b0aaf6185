import { useCallback, useState } from 'react';
import { definitionHasAdminOnly } from '../../../../shared/forms/admin-only';
import type { DocumentStore } from '../../../data/ports';
import { useDataPorts } from '../../../data/provider';
import type { DocumentFormProps } from './document-form-types';
import { PrivilegedViewerProvider } from '../admin-only/privileged-viewer-provider';
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
  const form =
    id === null ? (
      <NewDocumentForm
        key={`${store}:${projectId}/${collection}/new`}
        {...props}
        onCreated={created}
      />
    ) : (
      <ExistingDocumentForm
        key={`${store}:${projectId}/${collection}/${id}`}
        {...props}
        docId={id}
      />
    );
  // Only a form with admin-only parts asks who is viewing (a watch of config/console).
  return definitionHasAdminOnly(props.definition) ? (
    <PrivilegedViewerProvider>{form}</PrivilegedViewerProvider>
  ) : (
    form
  );
}
