/**
 * Rich text's one rule set (spec 01 §5 / §9), used by the layout editor's sanitiser
 * (shared/layout/rich-text-sanitizer.ts) and by DOMPurify at the renderer's edges
 * (components/sanitized-html/): the same tags, and the same links kept.
 */

/** The only tags a text may hold. */
export const RICH_TEXT_TAGS = ['b', 'i', 'em', 'strong', 'a', 'p', 'br', 'ol', 'ul', 'li'] as const;

/** The only attribute kept, and on `a` only: "a (href only)". */
export const RICH_TEXT_ATTRIBUTES = ['href'] as const;

/** The schemes a link may have; a tel: link is a legitimate link on a storefront. */
export const SAFE_HREF_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

const SAFE_SCHEMES = new Set<string>(SAFE_HREF_SCHEMES);
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
// eslint-disable-next-line no-control-regex
const EDGE_SPACE = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
const TAB_OR_NEWLINE = /[\t\n\r]/g;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
/** Spaces and invisible characters some parsers or copy-paste tools may drop. */
const INVISIBLE = /[\s\u00ad\u180e\u200b-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff]/g;

/**
 * The URL as a browser reads an href (edge spaces and controls trimmed, tabs and newlines
 * removed, as the URL parser does), or null when it is not safe: a scheme other than http,
 * https, mailto and tel (javascript:, data:, vbscript:, file: ...), or a control character
 * left inside. A URL without scheme (relative, `#anchor`, `//host`) is safe.
 * `url` is the attribute's value after character references were decoded.
 */
export function cleanHref(url: string): string | null {
  const cleaned = url.replace(EDGE_SPACE, '').replace(TAB_OR_NEWLINE, '');
  if (CONTROL.test(cleaned)) return null;
  // Also judge the scheme with every invisible character removed: stricter than any browser.
  for (const candidate of [cleaned, cleaned.replace(INVISIBLE, '')]) {
    const scheme = SCHEME.exec(candidate)?.[1];
    if (scheme !== undefined && !SAFE_SCHEMES.has(scheme.toLowerCase())) return null;
  }
  return cleaned;
}

/** True when {@link cleanHref} keeps the URL. */
export function isSafeHref(url: string): boolean {
  return cleanHref(url) !== null;
}
