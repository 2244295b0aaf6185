/**
 * select_nested options (spec 01 §3, §9): a collection's documents as a tree by `parent`,
 * flattened depth first, at most six levels deep.
 */
import { compareText } from '../format/compare-text';

export interface NestedSourceDocument {
  id: string;
  data: Readonly<Record<string, unknown>> | null;
}

export interface NestedOption {
  /** The document id, stored by the field. */
  value: string;
  label: string;
  /** 0 for a root; clamped to 5 (the sixth level). */
  depth: number;
  /** Ids from the root down to this node's parent: a document's descendants have it here. */
  ancestors: readonly string[];
}

export const MAX_NESTED_DEPTH = 6;

interface Node {
  id: string;
  label: string;
  order: number;
  parent: string | null;
  children: Node[];
}

/** Label: `labelField` if given and set, then title, then name, then the id. */
export function nestedLabel(document: NestedSourceDocument, labelField?: string): string {
  const data = document.data ?? {};
  const candidates = [labelField ? data[labelField] : undefined, data.title, data.name];
  for (const candidate of candidates) {
    if (typeof candidate === 'string' && candidate.trim() !== '') return candidate;
    if (typeof candidate === 'number' && Number.isFinite(candidate)) return String(candidate);
  }
  return document.id;
}

function parentOf(document: NestedSourceDocument): string | null {
  const parent = document.data?.parent;
  if (typeof parent === 'string' && parent !== '') return parent;
  if (typeof parent === 'number' && Number.isFinite(parent)) return String(parent);
  return null;
}

const bySiblingOrder = (a: Node, b: Node): number =>
  a.order - b.order || compareText(a.label, b.label) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Flattens the documents into a depth-first list: siblings by `order` (missing last) then
 * label; a document whose parent is unknown (or itself) is a root; a cycle is cut where it is
 * first met, so every document appears exactly once; deeper nodes stay at the sixth level.
 */
export function buildNestedOptions(
  documents: readonly NestedSourceDocument[],
  labelField?: string,
): NestedOption[] {
  const nodes = new Map<string, Node>();
  for (const document of documents) {
    if (nodes.has(document.id)) continue;
    const order = document.data?.order;
    nodes.set(document.id, {
      id: document.id,
      label: nestedLabel(document, labelField),
      order: typeof order === 'number' && Number.isFinite(order) ? order : Number.POSITIVE_INFINITY,
      parent: parentOf(document),
      children: [],
    });
  }
  const roots: Node[] = [];
  for (const node of nodes.values()) {
    const parent =
      node.parent !== null && node.parent !== node.id ? nodes.get(node.parent) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  for (const node of nodes.values()) node.children.sort(bySiblingOrder);
  roots.sort(bySiblingOrder);

  const result: NestedOption[] = [];
  const visited = new Set<string>();
  const walk = (root: Node) => {
    // An explicit stack: a 1,000-long parent chain must not overflow the call stack.
    const stack: Array<{ node: Node; ancestors: readonly string[] }> = [
      { node: root, ancestors: [] },
    ];
    while (stack.length > 0) {
      const { node, ancestors } = stack.pop()!;
      if (visited.has(node.id)) continue;
      visited.add(node.id);
      result.push({
        value: node.id,
        label: node.label,
        depth: Math.min(ancestors.length, MAX_NESTED_DEPTH - 1),
        ancestors,
      });
      const childAncestors = [...ancestors, node.id];
      for (let index = node.children.length - 1; index >= 0; index -= 1) {
        stack.push({ node: node.children[index], ancestors: childAncestors });
      }
    }
  };
  for (const root of roots) walk(root);
  // What is left hangs from a cycle: cut it at its first node in sibling order.
  const unreached = [...nodes.values()]
    .filter((node) => !visited.has(node.id))
    .sort(bySiblingOrder);
  for (const node of unreached) walk(node);
  return result;
}

/** Lower case without accents: "Pressão" matches "pressao". */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The options whose label or id holds `query` (case and accents aside), each with its
 * ancestors, so a match is always seen where it sits in the tree. An empty query keeps all.
 */
export function filterNestedOptions(
  options: readonly NestedOption[],
  query: string,
): NestedOption[] {
  const wanted = foldForSearch(query.trim());
  if (wanted === '') return [...options];
  const keep = new Set<string>();
  for (const option of options) {
    if (
      foldForSearch(option.label).includes(wanted) ||
      foldForSearch(option.value).includes(wanted)
    ) {
      keep.add(option.value);
      for (const ancestor of option.ancestors) keep.add(ancestor);
    }
  }
  return options.filter((option) => keep.has(option.value));
}
