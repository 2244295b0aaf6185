import type { WrapType } from '../../../../../shared/condition/condition-edits';
import type {
  ConditionNode,
  NodePath,
  NodeType,
} from '../../../../../shared/condition/condition-node';

/** What a node row can ask of the editor; each is one undoable change of the whole tree. */
export interface ConditionActions {
  replace(path: NodePath, node: ConditionNode): void;
  /** The node at `path` as another type (operands kept where they read the same). */
  retype(path: NodePath, type: NodeType): void;
  remove(path: NodePath): void;
  addOperand(path: NodePath): void;
  wrap(path: NodePath, type: WrapType): void;
  move(path: NodePath, delta: -1 | 1): void;
}
