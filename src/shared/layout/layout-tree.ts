import type { LayoutNodes, NodeId, SerializedLayoutNode } from './layout-node';

const hasOwn = (record: object, key: string) => Object.prototype.hasOwnProperty.call(record, key);

/**
 * The node with this id, or undefined. Own keys only: a stored id such as "constructor" or
 * "__proto__" must never reach Object.prototype.
 */
export function nodeById(nodes: LayoutNodes, id: NodeId): SerializedLayoutNode | undefined {
  return hasOwn(nodes, id) ? nodes[id] : undefined;
}

/** A node's children: its `nodes`, then its Craft linked nodes. */
export function childIdsOf(node: SerializedLayoutNode): readonly NodeId[] {
  const linked = node.linkedNodes ? Object.values(node.linkedNodes) : [];
  return linked.length > 0 ? [...node.nodes, ...linked] : node.nodes;
}

/** The node and every node under it, parents before children (depth first, in order). */
export function subtreeIds(nodes: LayoutNodes, id: NodeId): NodeId[] {
  const ids: NodeId[] = [];
  const seen = new Set<NodeId>();
  const stack: NodeId[] = [id];
  while (stack.length > 0) {
    const current = stack.pop()!;
    const node = nodeById(nodes, current);
    // `seen` guards against a malformed tree that lists a node twice.
    if (!node || seen.has(current)) continue;
    seen.add(current);
    ids.push(current);
    const children = childIdsOf(node);
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
  }
  return ids;
}

/** True when `id` is `ancestorId` or lies under it (walks up the parents: O(depth)). */
export function isSelfOrDescendant(nodes: LayoutNodes, id: NodeId, ancestorId: NodeId): boolean {
  let current: NodeId | null = id;
  const seen = new Set<NodeId>();
  while (current !== null && !seen.has(current)) {
    if (current === ancestorId) return true;
    seen.add(current);
    current = nodeById(nodes, current)?.parent ?? null;
  }
  return false;
}

/** The ids from ROOT down to the node (inclusive); empty when the node is missing. */
export function pathTo(nodes: LayoutNodes, id: NodeId): NodeId[] {
  const path: NodeId[] = [];
  const seen = new Set<NodeId>();
  let current: NodeId | null = id;
  while (current !== null && !seen.has(current)) {
    const node = nodeById(nodes, current);
    if (!node) return [];
    seen.add(current);
    path.push(current);
    current = node.parent;
  }
  return path.reverse();
}
