/**
 * Edits of a serialized layout (Craft's node map), pure and immutable with structural
 * sharing: an edit copies the id → node map once (shallow) and replaces only the nodes it
 * touches, so untouched nodes keep their identity (cheap undo, memoized rendering) and a
 * 500-node layout is never deep-cloned. Every edit answers a {@link LayoutEdit}: the new nodes
 * and the node to select next, or a pt-BR error and nothing changed.
 */
import { layoutTexts } from '../texts/layout';
import { type NodeIdFactory, freshId, randomNodeId } from './layout-ids';
import {
  type LayoutNodeType,
  type LayoutNodes,
  type LayoutTree,
  type NodeId,
  ROOT_ID,
  type SerializedLayoutNode,
  isContainerNode,
  newLayoutNode,
  nodeTypeOf,
} from './layout-node';
import { childIdsOf, isSelfOrDescendant, nodeById, subtreeIds } from './layout-tree';
import { propsProblem, validateTree } from './layout-validation';
import { sanitizeTextHtml } from './rich-text-sanitizer';

const t = layoutTexts;

export type LayoutEdit =
  | { readonly ok: true; readonly nodes: LayoutNodes; readonly nodeId: NodeId }
  | { readonly ok: false; readonly error: string };

const failure = (error: string): LayoutEdit => ({ ok: false, error });

/** An index clamped into 0..length; undefined (or NaN) means the end. */
function clampIndex(index: number | undefined, length: number): number {
  if (index === undefined || Number.isNaN(index)) return length;
  return Math.min(Math.max(Math.floor(index), 0), length);
}

function withChildInserted(list: readonly NodeId[], index: number, id: NodeId): NodeId[] {
  return [...list.slice(0, index), id, ...list.slice(index)];
}

/**
 * A text node's props with its HTML sanitised to the allow-list (spec 01 §5): on insert, paste
 * and every edit. Other types are returned as they are.
 */
function sanitizedNode(node: SerializedLayoutNode): SerializedLayoutNode {
  if (nodeTypeOf(node) !== 'text' || typeof node.props.html !== 'string') return node;
  const html = sanitizeTextHtml(node.props.html);
  return html === node.props.html ? node : { ...node, props: { ...node.props, html } };
}

/**
 * The subtree under `id`, detached: its root's parent is null, nodes are shared, not copied.
 * Null when the node does not exist.
 */
export function extractTree(nodes: LayoutNodes, id: NodeId): LayoutTree | null {
  const root = nodeById(nodes, id);
  if (!root) return null;
  const subtree: Record<NodeId, SerializedLayoutNode> = {};
  for (const nodeId of subtreeIds(nodes, id)) subtree[nodeId] = nodes[nodeId];
  subtree[id] = { ...root, parent: null };
  return { rootNodeId: id, nodes: subtree };
}

/**
 * A copy of `tree` where every node has a new id unused in `nodes` (children lists, linked
 * nodes and parents rewritten to match), and every text node's HTML sanitised again.
 */
function withFreshIds(tree: LayoutTree, nodes: LayoutNodes, makeId: NodeIdFactory): LayoutTree {
  const ids = subtreeIds(tree.nodes, tree.rootNodeId);
  const taken = new Set<NodeId>();
  const renamed = new Map<NodeId, NodeId>();
  for (const id of ids) {
    const next = freshId(nodes, makeId, taken);
    taken.add(next);
    renamed.set(id, next);
  }
  const out: Record<NodeId, SerializedLayoutNode> = {};
  for (const id of ids) {
    const node = tree.nodes[id];
    const linked = node.linkedNodes
      ? Object.fromEntries(
          Object.entries(node.linkedNodes).map(([key, child]) => [
            key,
            renamed.get(child) ?? child,
          ]),
        )
      : undefined;
    out[renamed.get(id)!] = sanitizedNode({
      ...node,
      parent: id === tree.rootNodeId ? null : (renamed.get(node.parent ?? '') ?? null),
      nodes: node.nodes.map((child) => renamed.get(child) ?? child),
      ...(linked ? { linkedNodes: linked } : {}),
    });
  }
  return { rootNodeId: renamed.get(tree.rootNodeId)!, nodes: out };
}

/**
 * Inserts a detached tree into the canvas `parentId` at `index` (end when omitted). The tree's
 * nodes always get fresh ids (so a tree can be inserted twice, and never collides) and their
 * text is sanitised. Refused with 'Objeto não é um canvas' when the target is not a Container,
 * and with 'Dados inválidos' when the tree is not a valid subtree.
 */
export function insertTree(
  nodes: LayoutNodes,
  tree: LayoutTree,
  parentId: NodeId,
  index?: number,
  makeId: NodeIdFactory = randomNodeId,
): LayoutEdit {
  const parent = nodeById(nodes, parentId);
  if (!parent) return failure(t.operations.nodeMissing(parentId));
  if (!isContainerNode(parent)) return failure(t.notACanvas);
  // A tree from anywhere but this module may be malformed: never splice it in half-linked.
  if (validateTree(tree.rootNodeId, tree.nodes).length > 0) return failure(t.invalidData);
  const fresh = withFreshIds(tree, nodes, makeId);
  const next: Record<NodeId, SerializedLayoutNode> = { ...nodes, ...fresh.nodes };
  next[fresh.rootNodeId] = { ...fresh.nodes[fresh.rootNodeId], parent: parentId };
  next[parentId] = {
    ...parent,
    nodes: withChildInserted(
      parent.nodes,
      clampIndex(index, parent.nodes.length),
      fresh.rootNodeId,
    ),
  };
  return { ok: true, nodes: next, nodeId: fresh.rootNodeId };
}

/** Inserts a new node of `type` (the palette's), with `props` over the type's defaults. */
export function insertNode(
  nodes: LayoutNodes,
  type: LayoutNodeType,
  parentId: NodeId,
  index?: number,
  options: { props?: Readonly<Record<string, unknown>>; makeId?: NodeIdFactory } = {},
): LayoutEdit {
  const node = newLayoutNode(type, options.props);
  const problem = propsProblem(type, node.props);
  if (problem !== null) return failure(t.operations.invalidProps(problem));
  return insertTree(
    nodes,
    { rootNodeId: 'new', nodes: { new: node } },
    parentId,
    index,
    options.makeId,
  );
}

/**
 * Moves a node into the canvas `parentId`, before the child now at `index` of that canvas
 * (Craft's `actions.move` semantics: the index counts the target's children before the node
 * leaves its place; omitted: the end). Never into itself or one of its descendants; never ROOT.
 */
export function moveNode(
  nodes: LayoutNodes,
  id: NodeId,
  parentId: NodeId,
  index?: number,
): LayoutEdit {
  const node = nodeById(nodes, id);
  if (!node) return failure(t.operations.nodeMissing(id));
  if (id === ROOT_ID || node.parent === null) return failure(t.operations.rootLocked);
  const target = nodeById(nodes, parentId);
  if (!target) return failure(t.operations.nodeMissing(parentId));
  if (isSelfOrDescendant(nodes, parentId, id)) return failure(t.operations.intoItself);
  if (!isContainerNode(target)) return failure(t.notACanvas);
  const oldParent = nodeById(nodes, node.parent);
  if (!oldParent) return failure(t.operations.nodeMissing(node.parent));

  const at = clampIndex(index, target.nodes.length);
  const next: Record<NodeId, SerializedLayoutNode> = { ...nodes };
  if (oldParent === target) {
    const from = target.nodes.indexOf(id);
    // Mark, insert, then drop the mark: the index means the same as before the move.
    const marked = withChildInserted(target.nodes, at, id);
    const staleAt = at <= from ? from + 1 : from;
    const reordered = marked.filter((_, i) => i !== staleAt);
    if (reordered.every((child, i) => child === target.nodes[i])) {
      return { ok: true, nodes, nodeId: id }; // dropped where it already was
    }
    next[parentId] = { ...target, nodes: reordered };
  } else {
    next[node.parent] = { ...oldParent, nodes: oldParent.nodes.filter((child) => child !== id) };
    next[parentId] = { ...target, nodes: withChildInserted(target.nodes, at, id) };
    next[id] = { ...node, parent: parentId };
  }
  return { ok: true, nodes: next, nodeId: id };
}

/** Deletes a node with all its descendants; the answer selects its former parent. Never ROOT. */
export function deleteNode(nodes: LayoutNodes, id: NodeId): LayoutEdit {
  const node = nodeById(nodes, id);
  if (!node) return failure(t.operations.nodeMissing(id));
  if (id === ROOT_ID || node.parent === null) return failure(t.operations.rootLocked);
  const parent = nodeById(nodes, node.parent);
  const next: Record<NodeId, SerializedLayoutNode> = { ...nodes };
  for (const gone of subtreeIds(nodes, id)) delete next[gone];
  if (parent) {
    const linked = parent.linkedNodes
      ? Object.fromEntries(Object.entries(parent.linkedNodes).filter(([, child]) => child !== id))
      : undefined;
    next[node.parent] = {
      ...parent,
      nodes: parent.nodes.filter((child) => child !== id),
      ...(linked ? { linkedNodes: linked } : {}),
    };
  }
  return { ok: true, nodes: next, nodeId: node.parent };
}

/** Duplicates a node and its descendants (fresh ids) right after it in the same canvas. */
export function duplicateNode(
  nodes: LayoutNodes,
  id: NodeId,
  makeId: NodeIdFactory = randomNodeId,
): LayoutEdit {
  const node = nodeById(nodes, id);
  if (!node) return failure(t.operations.nodeMissing(id));
  if (id === ROOT_ID || node.parent === null) return failure(t.operations.rootLocked);
  const parent = nodeById(nodes, node.parent);
  if (!parent) return failure(t.operations.nodeMissing(node.parent));
  const tree = extractTree(nodes, id)!;
  return insertTree(nodes, tree, node.parent, parent.nodes.indexOf(id) + 1, makeId);
}

/**
 * Sets props of one node: `patch` is merged over its props, a key set to undefined is removed
 * (Craft does not serialize undefined props). The result is checked for the node's type; a
 * text node's HTML is sanitised. Unchanged props answer the very same `nodes` (no-op edit).
 */
export function setNodeProps(
  nodes: LayoutNodes,
  id: NodeId,
  patch: Readonly<Record<string, unknown>>,
): LayoutEdit {
  const node = nodeById(nodes, id);
  if (!node) return failure(t.operations.nodeMissing(id));
  const type = nodeTypeOf(node);
  const props: Record<string, unknown> = { ...node.props };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) delete props[key];
    else props[key] = value;
  }
  if (type !== null) {
    const problem = propsProblem(type, props);
    if (problem !== null) return failure(t.operations.invalidProps(problem));
  }
  const edited = sanitizedNode({ ...node, props });
  const keys = new Set([...Object.keys(node.props), ...Object.keys(edited.props)]);
  if ([...keys].every((key) => Object.is(node.props[key], edited.props[key]))) {
    return { ok: true, nodes, nodeId: id };
  }
  return { ok: true, nodes: { ...nodes, [id]: edited }, nodeId: id };
}

/** The children ids of a node as the editor lists them (ROOT's when `id` is omitted). */
export function childrenOf(nodes: LayoutNodes, id: NodeId = ROOT_ID): readonly NodeId[] {
  const node = nodeById(nodes, id);
  return node ? childIdsOf(node) : [];
}
