/** Compact read-only summaries of values a form cannot edit (a field type it does not know). */

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
