import { Flex } from 'antd';
import {
  documentActionsFor,
  useDocumentActionRegistry,
  type DocumentActionProps,
  type DocumentActionViewer,
} from '../../../contributions/document-actions';

export interface DocumentActionsProps extends DocumentActionProps {
  viewer: DocumentActionViewer;
  /** The actions the form definition names, besides those contributed for the collection. */
  named?: readonly string[];
}

/** The document's contributed actions, one under the other; nothing when none applies. */
export function DocumentActions({ viewer, named, ...props }: DocumentActionsProps) {
  const registry = useDocumentActionRegistry();
  const actions = documentActionsFor(
    registry,
    { collection: props.collection, docId: props.docId, named },
    viewer,
  );
  if (actions.length === 0) return null;
  return (
    <Flex vertical gap={12} align="stretch" style={{ marginBottom: 16 }}>
      {actions.map(({ id, component: Action }) => (
        // A div each: a lone button keeps its own width.
        <div key={id}>
          <Action {...props} />
        </div>
      ))}
    </Flex>
  );
}
