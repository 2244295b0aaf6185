import {
  type LayoutEditorState,
  type NodeId,
  nodeById,
  presentNodes,
} from '../../../shared/layout';

/**
 * Listeners keyed by node id: a state change calls only the listeners of the nodes it touched
 * (a new node object, or the selection moving onto or off the node). A store-wide subscription
 * per block made every edit call ~2,000 listeners on a 500-block layout.
 */
export interface NodeListeners {
  subscribe(id: NodeId, listener: () => void): () => void;
  /** Calls the listeners of every node that differs between the two states. */
  notify(previous: LayoutEditorState, next: LayoutEditorState): void;
}

export function createNodeListeners(): NodeListeners {
  const byId = new Map<NodeId, Set<() => void>>();
  return {
    subscribe(id, listener) {
      let set = byId.get(id);
      if (!set) byId.set(id, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0 && byId.get(id) === set) byId.delete(id);
      };
    },
    notify(previous, next) {
      for (const id of touchedIds(previous, next, byId.keys())) {
        byId.get(id)?.forEach((listener) => listener());
      }
    },
  };
}

/** The ids among `watched` whose node or selection differs between the two states. */
export function touchedIds(
  previous: LayoutEditorState,
  next: LayoutEditorState,
  watched: Iterable<NodeId>,
): NodeId[] {
  const touched = new Set<NodeId>();
  const before = presentNodes(previous);
  const after = presentNodes(next);
  if (before !== after) {
    // Layouts share untouched nodes, so identity tells what an edit changed.
    for (const id of watched) if (nodeById(before, id) !== nodeById(after, id)) touched.add(id);
  }
  if (previous.selectedId !== next.selectedId) {
    if (previous.selectedId !== null) touched.add(previous.selectedId);
    if (next.selectedId !== null) touched.add(next.selectedId);
  }
  return [...touched];
}
