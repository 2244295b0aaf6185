import { z } from 'zod';
import { layoutTexts } from '../texts/layout';
import { isSafeHref } from '../rich-text/rich-text-rules';
import {
  type LayoutNodeType,
  type LayoutNodes,
  type NodeId,
  ROOT_ID,
  emptyLayout,
  nodeTypeOfResolvedName,
} from './layout-node';

const t = layoutTexts.problems;

/** Stops a hostile or broken document from producing thousands of lines of problems. */
const MAX_PROBLEMS = 20;

const text = z.string({ error: 'deve ser um texto' });
/** A file field's value: a URL, one upload record or a list of them (shared/files). */
const fileValue = z.union([z.string(), z.array(z.unknown()), z.record(z.string(), z.unknown())], {
  error: 'deve ser uma URL, um arquivo enviado ou uma lista deles',
});
const optionalText = text.optional();

/** Props per node type; looseObject keeps props this version does not know. */
const PROPS_SCHEMAS: Record<LayoutNodeType, z.ZodType> = {
  text: z.looseObject({ html: text }),
  image: z.looseObject({ file: fileValue.optional(), alt: optionalText }),
  video: z.looseObject({ file: fileValue.optional() }),
  file: z.looseObject({ file: fileValue.optional(), label: optionalText }),
  container: z.looseObject({
    className: optionalText,
    href: text
      .refine((href) => href === '' || isSafeHref(href), {
        error: 'link só com http, https, mailto, tel ou endereço relativo',
      })
      .optional(),
  }),
  content: z.looseObject({ contentId: text }),
  embed: z.looseObject({ html: text }),
  products: z.looseObject({ products: text }),
};

const nodeId = z.string({ error: 'id deve ser um texto' }).min(1, { error: 'id vazio' });

/** Craft's SerializedNode; looseObject keeps fields Craft may add (e.g. legacy `_childCanvas`). */
const NODE_SCHEMA = z.looseObject({
  type: z.looseObject(
    { resolvedName: z.string({ error: 'deve ser um texto' }) },
    {
      error: 'type deve ser { resolvedName }',
    },
  ),
  isCanvas: z.boolean({ error: 'deve ser verdadeiro ou falso' }),
  props: z.record(z.string(), z.unknown(), { error: 'deve ser um objeto' }),
  displayName: z.string({ error: 'deve ser um texto' }).optional(),
  custom: z.record(z.string(), z.unknown(), { error: 'deve ser um objeto' }).optional(),
  hidden: z.boolean({ error: 'deve ser verdadeiro ou falso' }).optional(),
  parent: nodeId.nullable(),
  nodes: z.array(nodeId, { error: 'deve ser uma lista de ids' }),
  linkedNodes: z.record(z.string(), nodeId, { error: 'deve ser um objeto de ids' }).optional(),
});

function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ` : '') + issue.message)
    .join('; ');
}

/** Problems of one node's props for its type; null when they are valid. */
export function propsProblem(type: LayoutNodeType, props: unknown): string | null {
  const parsed = PROPS_SCHEMAS[type].safeParse(props);
  return parsed.success ? null : describeIssues(parsed.error);
}

export type LayoutValidation =
  | { readonly ok: true; readonly nodes: LayoutNodes }
  | { readonly ok: false; readonly problems: readonly string[] };

const hasOwn = (record: object, key: string) => Object.prototype.hasOwnProperty.call(record, key);

/** Children of a serialized node: its `nodes`, then its linked nodes (Craft renders both). */
function childIdsOf(node: { nodes: readonly string[]; linkedNodes?: Record<string, string> }) {
  return node.linkedNodes ? [...node.nodes, ...Object.values(node.linkedNodes)] : node.nodes;
}

interface TreeCheck {
  /** The node every other node must hang from. */
  rootId: NodeId;
  /** A whole layout: ROOT must be a Container. A copied subtree's top may be any node. */
  rootMustBeContainer: boolean;
}

/**
 * Problems of a node map in Craft's serialized shape hanging from `rootId`: every node's shape
 * and props for its type (unknown types refused, unknown props kept), only Containers as
 * canvases, the top without parent, every child listed once with a matching `parent`, and every
 * node reachable from the top (so there is no cycle).
 */
function treeProblems(value: unknown, check: TreeCheck): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [t.notObject];
  const record = value as Record<string, unknown>;
  if (!hasOwn(record, check.rootId)) {
    return [check.rootId === ROOT_ID ? t.noRoot : t.noTreeRoot(check.rootId)];
  }
  const problems: string[] = [];
  const add = (problem: string) => {
    if (problems.length < MAX_PROBLEMS) problems.push(problem);
  };
  const parsedNodes = new Map<NodeId, z.infer<typeof NODE_SCHEMA>>();
  for (const [id, raw] of Object.entries(record)) {
    // Assigning this key would set an object's prototype instead of storing a node.
    if (id === '__proto__' || id === '') {
      add(t.shape(id, 'id reservado'));
      continue;
    }
    const parsed = NODE_SCHEMA.safeParse(raw);
    if (!parsed.success) {
      add(t.shape(id, describeIssues(parsed.error)));
      continue;
    }
    const node = parsed.data;
    parsedNodes.set(id, node);
    const type = nodeTypeOfResolvedName(node.type.resolvedName);
    if (type === null) {
      add(t.unknownType(id, node.type.resolvedName));
      continue;
    }
    const propsIssue = propsProblem(type, node.props);
    if (propsIssue !== null) add(t.props(id, propsIssue));
    if (node.isCanvas !== (type === 'container')) add(t.canvasFlag(id));
    else if (!node.isCanvas && node.nodes.length > 0) add(t.childrenOnLeaf(id));
  }
  const root = parsedNodes.get(check.rootId);
  if (root) {
    const rootType = nodeTypeOfResolvedName(root.type.resolvedName);
    if (check.rootMustBeContainer && rootType !== 'container') add(t.rootNotContainer);
    if (root.parent !== null) add(t.rootHasParent);
  }
  if (problems.length > 0 || !root) return problems;

  // Walk from the top: each child exists, points back to its parent and is met once.
  const reached = new Set<NodeId>([check.rootId]);
  const stack: NodeId[] = [check.rootId];
  while (stack.length > 0) {
    const id = stack.pop()!;
    for (const child of childIdsOf(parsedNodes.get(id)!)) {
      const childNode = parsedNodes.get(child);
      if (!childNode) {
        add(t.missingChild(id, child));
      } else if (reached.has(child)) {
        add(t.repeatedChild(child));
      } else if (childNode.parent !== id) {
        add(t.wrongParent(child, id));
      } else {
        reached.add(child);
        stack.push(child);
      }
    }
  }
  if (problems.length === 0) {
    for (const id of parsedNodes.keys()) if (!reached.has(id)) add(t.orphan(id));
  }
  return problems;
}

/**
 * Checks a whole layout in Craft's serialized shape (see treeProblems; ROOT must be a
 * Container). On success the very same object is returned, so an untouched layout saves back
 * byte for byte.
 */
export function validateLayout(value: unknown): LayoutValidation {
  const problems = treeProblems(value, { rootId: ROOT_ID, rootMustBeContainer: true });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, nodes: value as LayoutNodes };
}

/**
 * Checks a detached subtree (a copied node with its descendants) hanging from `rootNodeId`;
 * the same rules as a layout, except that its top may be any node type.
 */
export function validateTree(rootNodeId: NodeId, nodes: unknown): readonly string[] {
  return treeProblems(nodes, { rootId: rootNodeId, rootMustBeContainer: false });
}

/**
 * A content document's stored layout (spec 01 §3: serialized layout JSON, as text or already
 * an object) checked with {@link validateLayout}. Nothing stored yet (undefined, null, '')
 * reads as an empty layout, which is what a new content starts from.
 */
export function parseStoredLayout(stored: unknown): LayoutValidation {
  if (stored === undefined || stored === null || stored === '') {
    return { ok: true, nodes: emptyLayout() };
  }
  if (typeof stored !== 'string') return validateLayout(stored);
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch (error) {
    return { ok: false, problems: [t.notJson(error instanceof Error ? error.message : '')] };
  }
  return validateLayout(value);
}

/** The layout as stored: the JSON text Craft's `query.serialize()` gives for the same nodes. */
export function serializeLayout(nodes: LayoutNodes): string {
  return JSON.stringify(nodes);
}
