import { createContext, useContext, type ComponentType } from 'react';
import type { ConsoleConfig } from '../../shared/settings/console-config';
import type { ConsoleUser } from '../data/ports';

/** What every document action gets: the document it acts on. */
export interface DocumentActionProps {
  projectId: string;
  collection: string;
  docId: string;
}

/** Who is looking, in which project configuration: what `shownWhen` decides on. */
export interface DocumentActionViewer {
  user: ConsoleUser | null;
  privileged: boolean;
  consoleConfig: ConsoleConfig;
}

/**
 * One action of the document editor frame (spec 02 §2 "document actions"), contributed by the
 * feature that owns it and assembled by app/. The document pane knows none of them.
 */
export interface DocumentActionContribution {
  /** Unique; a form definition names the actions it wants by this id. */
  id: string;
  /** The collections whose documents show it; `documents` narrows it to those ids. */
  appliesTo?: { collections: readonly string[]; documents?: readonly string[] };
  /** Shown only when this holds for the viewer; always shown without it. */
  shownWhen?(viewer: DocumentActionViewer): boolean;
  component: ComponentType<DocumentActionProps>;
}

export interface DocumentActionTarget {
  collection: string;
  docId: string;
  /** Action ids the document's form definition asks for, besides those applying to it. */
  named?: readonly string[];
}

const applies = (action: DocumentActionContribution, target: DocumentActionTarget) =>
  action.appliesTo !== undefined &&
  action.appliesTo.collections.includes(target.collection) &&
  (action.appliesTo.documents === undefined || action.appliesTo.documents.includes(target.docId));

/** The actions shown for one document, in the order app/ assembled them. */
export function documentActionsFor(
  registry: readonly DocumentActionContribution[],
  target: DocumentActionTarget,
  viewer: DocumentActionViewer,
): readonly DocumentActionContribution[] {
  return registry.filter(
    (action) =>
      (applies(action, target) || (target.named?.includes(action.id) ?? false)) &&
      (action.shownWhen?.(viewer) ?? true),
  );
}

/** Every contributed document action; app/ provides them, none outside the app. */
export const DocumentActionsContext = createContext<readonly DocumentActionContribution[]>([]);

export const useDocumentActionRegistry = () => useContext(DocumentActionsContext);
