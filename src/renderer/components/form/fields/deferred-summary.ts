/** Compact read-only summaries of values whose editors come in later issues. */
import { parseStoredLayout } from '../../../../shared/layout/layout-validation';

export interface FileLink {
  /** Present only for http(s) URLs: anything else is shown as text, never as a link. */
  href: string | null;
  text: string;
}

const SAFE_URL = /^https?:\/\//i;
const MAX_LINKS = 50;

/** File, image and video values: a URL, an object with url/filename, or a list of those. */
export function fileLinksOf(value: unknown): FileLink[] {
  const items = Array.isArray(value) ? value : [value];
  const links: FileLink[] = [];
  for (const item of items.slice(0, MAX_LINKS)) {
    let url: unknown;
    let name: unknown;
    if (typeof item === 'string') url = item;
    else if (item !== null && typeof item === 'object') {
      const record = item as Record<string, unknown>;
      url = record.url ?? record.src ?? record.thumbnail;
      name = record.filename ?? record.name ?? record.title;
    }
    if (typeof url !== 'string' || url === '') continue;
    const text = typeof name === 'string' && name !== '' ? name : url;
    links.push({ href: SAFE_URL.test(url) ? url : null, text });
  }
  return links;
}

const NODE_WALK_LIMIT = 100_000;

/**
 * Nodes in a layout (serialized JSON or an object): a Craft.js layout's blocks under ROOT;
 * otherwise, in an older nested shape, objects carrying a string `type`.
 * Null when the value is not a layout we can read.
 */
export function layoutNodeCount(value: unknown): number | null {
  // The stored format (Craft.js's serialized node map, shared/layout): its nodes, ROOT aside.
  if (value !== undefined && value !== null && value !== '') {
    const craft = parseStoredLayout(value);
    if (craft.ok) return Object.keys(craft.nodes).length - 1;
  }
  let root: unknown = value;
  if (typeof value === 'string') {
    try {
      root = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (root === null || typeof root !== 'object') return null;
  let count = 0;
  let visited = 0;
  const stack: unknown[] = [root];
  const seen = new Set<object>();
  while (stack.length > 0 && visited < NODE_WALK_LIMIT) {
    const current = stack.pop();
    if (current === null || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    visited += 1;
    if (!Array.isArray(current) && typeof (current as { type?: unknown }).type === 'string') {
      count += 1;
    }
    stack.push(...(Array.isArray(current) ? current : Object.values(current)));
  }
  return count;
}
