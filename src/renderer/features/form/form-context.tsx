import { createContext, useContext, type ReactNode } from 'react';
import type { DocumentStore } from '../../data/ports';
import type { FormStore } from '../../document-session/form-store';

/** What every field of one open form can reach. */
export interface FormContextValue {
  store: FormStore;
  documents: DocumentStore;
  projectId: string;
  collection: string;
  /** Null while a new document is being added. */
  docId: string | null;
  /** Adding a new document: the id field is editable only then. */
  isNew: boolean;
  /**
   * Renders another document's editor in place (doc-editor, collection-editor). Given by the
   * screen that owns the editor, so fields need not import it (no import cycle).
   */
  renderEmbeddedDocument?: (collection: string, docId: string) => ReactNode;
}

export const FormContext = createContext<FormContextValue | null>(null);

export function useFormContext(): FormContextValue {
  const value = useContext(FormContext);
  if (!value) throw new Error('useFormContext outside a FormContext provider');
  return value;
}
