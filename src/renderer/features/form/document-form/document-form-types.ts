import type { ReactNode, Ref } from 'react';
import type { FormDefinition } from '../../../../shared/forms/field-definition';
import type { DocumentSnapshot } from '../../../data/ports';
import type { FormStore } from '../../../document-session/form-store';

/** What the JSON and AI editors use to reach an open form. */
export interface DocumentFormController {
  store: FormStore;
  /** Saves what is pending now; true when nothing unsaved is left. */
  flush(): Promise<boolean>;
  hasPendingChanges(): boolean;
}

export interface DocumentFormProps {
  definition: FormDefinition;
  projectId: string;
  collection: string;
  /** Null: adding a new document. */
  docId: string | null;
  /**
   * With docId null: the new document's id is this one (a configuration document has a fixed
   * id), rather than the form's id field or a generated id.
   */
  newDocumentId?: string;
  /** The document as the screen just read it: shown at once, before the watch answers. */
  initialSnapshot?: DocumentSnapshot;
  /** After a create; the screen navigates to the new id. */
  onCreated?(id: string): void;
  onPendingChange?(pending: boolean): void;
  onOpenJsonEditor?(): void;
  onOpenAiEditor?(): void;
  renderEmbeddedDocument?(collection: string, docId: string): ReactNode;
  controllerRef?: Ref<DocumentFormController>;
}
