/**
 * The stored layout: Craft.js's serialized node tree (what `query.serialize()` writes, spec 01
 * §3 "serialized layout JSON"), so the editor built on @craftjs/core reads and writes it as is.
 *
 * ```json
 * { "ROOT": { "type": { "resolvedName": "Container" }, "isCanvas": true, "props": {},
 *             "displayName": "Container", "custom": {}, "parent": null, "hidden": false,
 *             "nodes": ["a1"], "linkedNodes": {} },
 *   "a1":   { "type": { "resolvedName": "Text" }, "isCanvas": false,
 *             "props": { "html": "<p>Oi</p>" }, "displayName": "Text", "custom": {},
 *             "parent": "ROOT", "hidden": false, "nodes": [], "linkedNodes": {} } }
 * ```
 *
 * `type.resolvedName` is the key of the component in the editor's Craft `resolver`; the names
 * are {@link RESOLVED_NAMES} (spec node type → resolver key). Props per type:
 * - Text `{ html }`: rich text, sanitised to the spec's allow-list (rich-text-sanitizer.ts);
 * - Image `{ file, alt? }`, Video `{ file }`, File `{ file, label? }`: `file` is a file field's
 *   value (shared/files/file-field-value.ts: a list of upload records, one record, or a URL);
 * - Container `{ className?, href? }`, the only canvas (isCanvas true, it accepts children);
 * - Products `{ products }`: product ids separated by commas;
 * - Content `{ contentId }`: another content document whose layout is shown here;
 * - Embed `{ html }`: third-party HTML, rendered only in the sandboxed embed frame.
 * Props this module does not know are kept untouched (a later editor version may add some).
 */

/** Craft's id of the root node (`ROOT_NODE` in @craftjs/utils). */
export const ROOT_ID = 'ROOT';

/** The spec's node types (spec 01 §3), in palette order (spec 01 §2). */
export const LAYOUT_NODE_TYPES = [
  'text',
  'image',
  'video',
  'file',
  'container',
  'content',
  'embed',
  'products',
] as const;

export type LayoutNodeType = (typeof LAYOUT_NODE_TYPES)[number];

/** Spec node type → the Craft resolver key stored in `type.resolvedName`. */
export const RESOLVED_NAMES = {
  text: 'Text',
  image: 'Image',
  video: 'Video',
  file: 'File',
  container: 'Container',
  content: 'Content',
  embed: 'Embed',
  products: 'Products',
} as const satisfies Record<LayoutNodeType, string>;

export type ResolvedName = (typeof RESOLVED_NAMES)[LayoutNodeType];

const TYPE_BY_RESOLVED_NAME = new Map<string, LayoutNodeType>(
  LAYOUT_NODE_TYPES.map((type) => [RESOLVED_NAMES[type], type]),
);

/** The spec node type stored under a resolver key; null for a name we do not know. */
export function nodeTypeOfResolvedName(resolvedName: string): LayoutNodeType | null {
  return TYPE_BY_RESOLVED_NAME.get(resolvedName) ?? null;
}

export type NodeId = string;

/**
 * One node as Craft serializes it (`SerializedNode` of @craftjs/core). `displayName`,
 * `custom`, `hidden` and `linkedNodes` are always written by Craft and by this module, and
 * accepted missing in older hand-made data.
 */
export interface SerializedLayoutNode {
  readonly type: { readonly resolvedName: string };
  readonly isCanvas: boolean;
  readonly props: Readonly<Record<string, unknown>>;
  readonly displayName?: string;
  readonly custom?: Readonly<Record<string, unknown>>;
  readonly hidden?: boolean;
  readonly parent: NodeId | null;
  readonly nodes: readonly NodeId[];
  readonly linkedNodes?: Readonly<Record<string, NodeId>>;
}

/** A whole layout: every node by id, ROOT among them (Craft's `SerializedNodes`). */
export type LayoutNodes = Readonly<Record<NodeId, SerializedLayoutNode>>;

/** A detached subtree (the shape of Craft's `NodeTree`): copied, duplicated or about to insert. */
export interface LayoutTree {
  readonly rootNodeId: NodeId;
  readonly nodes: LayoutNodes;
}

/** The spec node type of a node; null when its resolvedName is unknown. */
export function nodeTypeOf(node: SerializedLayoutNode): LayoutNodeType | null {
  return nodeTypeOfResolvedName(node.type.resolvedName);
}

/** True when the node accepts children: a Container, flagged as a Craft canvas. */
export function isContainerNode(node: SerializedLayoutNode | undefined): boolean {
  return node !== undefined && node.isCanvas && nodeTypeOf(node) === 'container';
}

/** Default props of a new node of each type (what the palette inserts). */
export function defaultPropsOf(type: LayoutNodeType): Record<string, unknown> {
  switch (type) {
    case 'text':
      return { html: '<p>Texto</p>' };
    case 'image':
      return { file: '', alt: '' };
    case 'video':
      return { file: '' };
    case 'file':
      return { file: '', label: '' };
    case 'container':
      return { className: '' };
    case 'content':
      return { contentId: '' };
    case 'embed':
      return { html: '' };
    case 'products':
      return { products: '' };
  }
}

/**
 * A fresh, detached node of `type` in Craft's serialized shape (parent null until inserted).
 * `props` are merged over the type's defaults.
 */
export function newLayoutNode(
  type: LayoutNodeType,
  props: Readonly<Record<string, unknown>> = {},
): SerializedLayoutNode {
  return {
    type: { resolvedName: RESOLVED_NAMES[type] },
    isCanvas: type === 'container',
    props: { ...defaultPropsOf(type), ...props },
    displayName: RESOLVED_NAMES[type],
    custom: {},
    parent: null,
    hidden: false,
    nodes: [],
    linkedNodes: {},
  };
}

/** The ids of a Products node's `products` prop: trimmed, empty ones and repeats dropped. */
export function productIdsOf(products: unknown): string[] {
  if (typeof products !== 'string') return [];
  const ids = products
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
  return [...new Set(ids)];
}

/** An empty layout: a root Container with no children. */
export function emptyLayout(): LayoutNodes {
  return { [ROOT_ID]: newLayoutNode('container') };
}
