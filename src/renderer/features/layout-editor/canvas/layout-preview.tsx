import {
  type LayoutNodes,
  type NodeId,
  ROOT_ID,
  isContainerNode,
  nodeById,
  nodeTypeOf,
} from '../../../../shared/layout';
import { SanitizedHtml } from '../../../components/sanitized-html/sanitized-html';
import { leafViewOf } from '../nodes/leaf-views';
import styles from '../layout-editor.module.css';

export interface LayoutPreviewProps {
  readonly nodes: LayoutNodes;
  readonly id?: NodeId;
}

/**
 * A layout shown read-only: a Contents block's included layout, or a layout without editing
 * rights. Same block views as the canvas, no selection, drag or editing.
 */
export function LayoutPreview({ nodes, id = ROOT_ID }: LayoutPreviewProps) {
  const node = nodeById(nodes, id);
  if (!node) return null;
  const type = nodeTypeOf(node);
  if (isContainerNode(node)) {
    return (
      <div className={styles.previewContainer} data-preview-node-id={id}>
        {node.nodes.map((child) => (
          <LayoutPreview key={child} nodes={nodes} id={child} />
        ))}
      </div>
    );
  }
  if (type === 'text') {
    const html = typeof node.props.html === 'string' ? node.props.html : '';
    return <SanitizedHtml html={html} className={styles.textBlock} />;
  }
  const Leaf = type === null ? null : leafViewOf(type);
  return Leaf ? <Leaf id={id} node={node} /> : null;
}
