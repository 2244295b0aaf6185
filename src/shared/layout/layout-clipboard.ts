/**
 * Copy and paste of layout nodes (spec 01 §5). The clipboard holds JSON text naming its kind,
 * so any other text (or a stale format) is refused with 'Dados inválidos' before anything is
 * touched:
 * `{ "kind": "console-desktop/layout-nodes", "version": 1, "rootNodeId", "nodes" }`,
 * where `nodes` is the copied node and its descendants in Craft's serialized shape.
 */
import { layoutTexts } from '../texts/layout';
import { type NodeIdFactory, randomNodeId } from './layout-ids';
import { type LayoutNodes, type LayoutTree, type NodeId, isContainerNode } from './layout-node';
import { type LayoutEdit, extractTree, insertTree } from './layout-operations';
import { nodeById } from './layout-tree';
import { validateTree } from './layout-validation';

export const CLIPBOARD_KIND = 'console-desktop/layout-nodes';
export const CLIPBOARD_VERSION = 1;

export type ClipboardRead =
  | { readonly ok: true; readonly tree: LayoutTree }
  | { readonly ok: false; readonly error: string };

/**
 * The clipboard text for a node and its descendants (ROOT included: it copies the whole page
 * as a Container). Null when the node does not exist.
 */
export function copyNode(nodes: LayoutNodes, id: NodeId): string | null {
  const tree = extractTree(nodes, id);
  if (!tree) return null;
  return JSON.stringify({
    kind: CLIPBOARD_KIND,
    version: CLIPBOARD_VERSION,
    rootNodeId: tree.rootNodeId,
    nodes: tree.nodes,
  });
}

/**
 * Reads clipboard text as a detached tree: it must be our JSON, and the nodes a valid subtree
 * (known types, valid props, consistent parents). Anything else: 'Dados inválidos'.
 */
export function readClipboard(text: unknown): ClipboardRead {
  const invalid: ClipboardRead = { ok: false, error: layoutTexts.invalidData };
  if (typeof text !== 'string') return invalid;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return invalid;
  }
  if (data === null || typeof data !== 'object') return invalid;
  const { kind, version, rootNodeId, nodes } = data as Record<string, unknown>;
  if (kind !== CLIPBOARD_KIND || version !== CLIPBOARD_VERSION) return invalid;
  if (typeof rootNodeId !== 'string') return invalid;
  if (validateTree(rootNodeId, nodes).length > 0) return invalid;
  return { ok: true, tree: { rootNodeId, nodes: nodes as LayoutNodes } };
}

/**
 * Pastes clipboard text into the Container `targetId` (at `index`, default the end). Invalid
 * clipboard data: 'Dados inválidos'; a target that is not a Container: 'Objeto não é um
 * canvas' (spec 01 §5, in that order). Pasted nodes get fresh ids and their text is sanitised
 * again; the answer selects the pasted top node.
 */
export function pasteNodes(
  nodes: LayoutNodes,
  clipboardText: unknown,
  targetId: NodeId,
  options: { index?: number; makeId?: NodeIdFactory } = {},
): LayoutEdit {
  const read = readClipboard(clipboardText);
  if (!read.ok) return read;
  if (!isContainerNode(nodeById(nodes, targetId))) {
    return { ok: false, error: layoutTexts.notACanvas };
  }
  return insertTree(nodes, read.tree, targetId, options.index, options.makeId ?? randomNodeId);
}
