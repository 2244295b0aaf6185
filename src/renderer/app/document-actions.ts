import type { DocumentActionContribution } from '../contributions/document-actions';
import { messagingDocumentActions } from '../features/messaging/document-actions/messaging-document-actions';

/**
 * Every feature's document actions, in the order the editor frame shows them. The next
 * feature with actions adds its list here; the document pane reads them from context.
 */
export const appDocumentActions: readonly DocumentActionContribution[] = [
  ...messagingDocumentActions,
];
