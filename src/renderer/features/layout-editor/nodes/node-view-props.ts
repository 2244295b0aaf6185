import type { NodeId, SerializedLayoutNode } from '../../../../shared/layout';

/** What the canvas gives every leaf block's view (Image, Video, Arquivo, Products, Contents, Embed). */
export interface LeafNodeViewProps {
  readonly id: NodeId;
  readonly node: SerializedLayoutNode;
}

/** What the property panel gives each block type's form. */
export interface NodePropsFormProps {
  readonly id: NodeId;
  readonly node: SerializedLayoutNode;
  /**
   * Merges `patch` into the node's props as one undo step; edits with the same
   * `coalesceKey` in a row (typing in one input) join one step.
   */
  readonly onChange: (patch: Readonly<Record<string, unknown>>, coalesceKey?: string) => void;
}
