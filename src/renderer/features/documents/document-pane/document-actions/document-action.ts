import type { ComponentType } from 'react';

/** What every document action gets: the document it acts on. */
export interface DocumentActionProps {
  projectId: string;
  collection: string;
  docId: string;
}

export type DocumentAction = ComponentType<DocumentActionProps>;
