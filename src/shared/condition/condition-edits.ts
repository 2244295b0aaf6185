/**
 * Pure edits of a condition tree, addressed by node path. Each returns a new tree and leaves
 * the old one untouched, so undo is keeping the previous tree.
 */
import type { ConditionFieldKind, ConditionFieldOption } from './condition-fields';
import { allowedFunction } from './condition-functions';
import { isArithmetic, type ConditionNode, type NodePath, type NodeType } from './condition-node';

export function nodeAt(root: ConditionNode, path: NodePath): ConditionNode | undefined {
  let node: ConditionNode | undefined = root;
  for (const index of path) node = node?.params?.[index];
  return node;
}

/** `root` with the node at `path` replaced by `update(node)`. */
export function updateAt(
  root: ConditionNode,
  path: NodePath,
  update: (node: ConditionNode) => ConditionNode,
): ConditionNode {
  if (path.length === 0) return update(root);
  const [index, ...rest] = path as [number, ...number[]];
  const params = [...(root.params ?? [])];
  if (!params[index]) return root;
  params[index] = updateAt(params[index], rest, update);
  return { ...root, params };
}

/** `root` without the node at `path`; null when the root itself goes. */
export function removeAt(root: ConditionNode, path: NodePath): ConditionNode | null {
  if (path.length === 0) return null;
  const parentPath = path.slice(0, -1);
  const index = path[path.length - 1]!;
  return updateAt(root, parentPath, (parent) => ({
    ...parent,
    params: (parent.params ?? []).filter((_, at) => at !== index),
  }));
}

export function appendOperand(
  root: ConditionNode,
  path: NodePath,
  operand: ConditionNode,
): ConditionNode {
  return updateAt(root, path, (node) => ({ ...node, params: [...(node.params ?? []), operand] }));
}

/** Swaps the node with its sibling `delta` places away; the tree is unchanged at an edge. */
export function moveAt(
  root: ConditionNode,
  path: NodePath,
  delta: -1 | 1,
): { root: ConditionNode; path: NodePath } {
  if (path.length === 0) return { root, path };
  const parentPath = path.slice(0, -1);
  const index = path[path.length - 1]!;
  const siblings = nodeAt(root, parentPath)?.params ?? [];
  const target = index + delta;
  if (target < 0 || target >= siblings.length) return { root, path };
  const next = updateAt(root, parentPath, (parent) => {
    const params = [...(parent.params ?? [])];
    [params[index], params[target]] = [params[target]!, params[index]!];
    return { ...parent, params };
  });
  return { root: next, path: [...parentPath, target] };
}

export type WrapType = 'AND' | 'OR' | 'IF';

/** The node at `path` becomes the first operand of a new AND, OR or IF. */
export function wrapAt(root: ConditionNode, path: NodePath, type: WrapType): ConditionNode {
  return updateAt(root, path, (node) =>
    type === 'IF'
      ? { type, params: [node, { type: 'bool', value: true }, { type: 'bool', value: false }] }
      : { type, params: [node] },
  );
}

// The value a new comparison compares with is left for the person to give: a placeholder such
// as `Price = 0` would be a real clause that autosave stores. Until it is given the tree cannot
// make SQL, so it is stored as invalid (stored-condition.ts) and shown as incomplete.
const literalFor = (kind: ConditionFieldKind | undefined): ConditionNode =>
  kind === 'number' ? { type: 'numeric' } : kind === 'bool' ? { type: 'bool' } : { type: 'string' };

const fieldNode = (field: ConditionFieldOption | undefined): ConditionNode =>
  field ? { type: 'field', field: field.name } : { type: 'field' };

/** A new node of `type`, pre-filled so that it is as close to complete as the type allows. */
export function defaultNode(
  type: NodeType,
  fields: readonly ConditionFieldOption[],
): ConditionNode {
  const first = fields[0];
  const firstOf = (kind: ConditionFieldKind) =>
    fields.find((field) => field.kind === kind) ?? first;
  switch (type) {
    case 'AND':
    case 'OR':
      return { type, params: [defaultNode('=', fields)] };
    case 'IF':
      return wrapAt(defaultNode('=', fields), [], 'IF');
    case 'BETWEEN':
      return {
        type,
        params: [
          fieldNode(firstOf('number')),
          { type: 'numeric', value: 0 },
          { type: 'numeric', value: 0 },
        ],
      };
    case 'LIKE':
      return { type, params: [fieldNode(firstOf('string')), { type: 'string', value: '%' }] };
    case 'IN':
      return { type, params: [fieldNode(firstOf('string')), { type: 'list', value: [] }] };
    case 'ROUND':
      return { type, params: [fieldNode(firstOf('number')), { type: 'numeric', value: 2 }] };
    case 'field':
      return fieldNode(first);
    case 'string':
      return { type, value: '' };
    case 'list':
      return { type, value: [] };
    case 'numeric':
      return { type, value: 0 };
    case 'bool':
      return { type, value: true };
    case 'null':
      return { type };
    case 'function':
      return { type, value: 'LOWER', params: [fieldNode(firstOf('string'))] };
    default:
      if (isArithmetic(type)) {
        return { type, params: [fieldNode(firstOf('number')), { type: 'numeric', value: 1 }] };
      }
      return { type, params: [fieldNode(first), literalFor(first?.kind)] };
  }
}

const TWO_SIDED = new Set<NodeType>(['!=', '=', '>', '>=', '<', '<=', 'LIKE', '/', '*', '+', '-']);

/**
 * The node as `type`. Operands carry over between types that read them the same way (= to >,
 * AND to OR, + to *); anything else starts afresh.
 */
export function changeType(
  node: ConditionNode,
  type: NodeType,
  fields: readonly ConditionFieldOption[],
): ConditionNode {
  if (node.type === type) return node;
  const sameShape =
    (TWO_SIDED.has(node.type) && TWO_SIDED.has(type)) ||
    ((node.type === 'AND' || node.type === 'OR') && (type === 'AND' || type === 'OR'));
  if (sameShape && node.params) return { type, params: node.params };
  return defaultNode(type, fields);
}

/** Whether operands can be added to a node of this type (AND, OR, functions, ROUND's digits). */
export function takesMoreOperands(node: ConditionNode): boolean {
  if (node.type === 'AND' || node.type === 'OR') return true;
  if (node.type === 'function') {
    return (node.params ?? []).length < (allowedFunction(node.value)?.maxArgs ?? 0);
  }
  return node.type === 'ROUND' && (node.params ?? []).length < 2;
}
