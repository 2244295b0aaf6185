/**
 * The content-loop guard (spec 01 §3): a Contents node shows another content document's layout,
 * which may hold Contents nodes in turn. A content that includes itself, directly or through
 * others, must be named as a loop and never rendered (nor walked) forever.
 */
import { layoutTexts } from '../texts/layout';
import { type LayoutNodes, nodeTypeOf } from './layout-node';

/** How deep inclusions may nest before the preview stops, loop or not. */
export const MAX_CONTENT_DEPTH = 10;

/**
 * A content document's layout by its id; undefined when it does not exist, is not loaded yet or
 * cannot be read (such a content includes nothing, as far as the guard can tell).
 */
export type ContentLookup = (contentId: string) => LayoutNodes | undefined;

/** The content ids a layout includes through its Contents nodes, in node-map order, once each. */
export function includedContentIds(nodes: LayoutNodes): string[] {
  const ids = new Set<string>();
  for (const node of Object.values(nodes)) {
    if (nodeTypeOf(node) !== 'content') continue;
    const id = node.props.contentId;
    if (typeof id === 'string' && id.trim() !== '') ids.add(id.trim());
  }
  return [...ids];
}

export type ContentLoop = {
  /** The inclusion chain from `contentId` back to the first repeated id, e.g. [a, b, a]. */
  readonly chain: readonly string[];
  readonly message: string;
};

/**
 * The first inclusion loop reachable from `contentId`, or null. Depth-first over the lookup,
 * each content visited once (so the walk ends even across a large web of contents).
 */
export function findContentLoop(contentId: string, lookup: ContentLookup): ContentLoop | null {
  const finished = new Set<string>();
  // The current inclusion path, each with the ids it includes still to visit (no recursion:
  // a long chain of contents cannot overflow the stack).
  const path: Array<{ id: string; pending: string[] }> = [];
  const onPath = new Set<string>();
  const enter = (id: string) => {
    const layout = lookup(id);
    if (!layout) {
      finished.add(id);
      return;
    }
    path.push({ id, pending: includedContentIds(layout).reverse() });
    onPath.add(id);
  };
  enter(contentId);
  while (path.length > 0) {
    const top = path[path.length - 1];
    const child = top.pending.pop();
    if (child === undefined) {
      path.pop();
      onPath.delete(top.id);
      finished.add(top.id);
    } else if (onPath.has(child)) {
      const from = path.findIndex((step) => step.id === child);
      const chain = [...path.slice(from).map((step) => step.id), child];
      return { chain, message: layoutTexts.content.loop(chain) };
    } else if (!finished.has(child)) {
      enter(child);
    }
  }
  return null;
}

/**
 * Whether the content being edited (`hostContentId`; null for a layout that is not a content
 * document) may show `includedId` in a Contents node: the loop it would close when the included
 * content leads back to the host (directly: the host itself), through the other contents as
 * they are stored now. Loops elsewhere, not through the host, are {@link findContentLoop}'s.
 */
export function inclusionLoop(
  hostContentId: string | null,
  includedId: string,
  lookup: ContentLookup,
): ContentLoop | null {
  const included = includedId.trim();
  if (included === '' || hostContentId === null) return null;
  const back = reaches(included, hostContentId, lookup);
  if (!back) return null;
  const chain = [hostContentId, ...back];
  return { chain, message: layoutTexts.content.loop(chain) };
}

/** The shortest chain from `from` to `to` through inclusions (both ends included), or null. */
function reaches(from: string, to: string, lookup: ContentLookup): string[] | null {
  const previous = new Map<string, string | null>([[from, null]]);
  const queue = [from];
  for (let next = 0; next < queue.length; next++) {
    const id = queue[next];
    if (id === to) {
      const chain: string[] = [];
      for (let at: string | null = id; at !== null; at = previous.get(at) ?? null) chain.push(at);
      return chain.reverse();
    }
    const layout = lookup(id);
    if (!layout) continue;
    for (const child of includedContentIds(layout)) {
      if (!previous.has(child)) {
        previous.set(child, id);
        queue.push(child);
      }
    }
  }
  return null;
}

/**
 * For the recursive preview: what to do with a Contents node showing `contentId` inside the
 * chain of contents already being shown (`ancestors`, outermost first, the edited content
 * first when it is one). 'loop' when the id is already in the chain, 'too-deep' beyond
 * {@link MAX_CONTENT_DEPTH}, else 'render'.
 */
export function contentPreviewState(
  ancestors: readonly string[],
  contentId: string,
):
  | { readonly state: 'render' }
  | { readonly state: 'loop' | 'too-deep'; readonly message: string } {
  const at = ancestors.indexOf(contentId);
  if (at !== -1) {
    return {
      state: 'loop',
      message: layoutTexts.content.loop([...ancestors.slice(at), contentId]),
    };
  }
  if (ancestors.length >= MAX_CONTENT_DEPTH) {
    return { state: 'too-deep', message: layoutTexts.content.tooDeep(MAX_CONTENT_DEPTH) };
  }
  return { state: 'render' };
}
