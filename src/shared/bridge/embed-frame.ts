/**
 * The contract between the renderer's EmbedFrame and the page the embed origin serves (issue
 * 16): the frame loads `${embedOrigin}${EMBED_PAGE_PATH}#<encodeURIComponent(html)>` (a
 * fragment never reaches a server) and posts its content height back to its parent.
 */
export const EMBED_PAGE_PATH = '/embed.html';

/** `type` of the message the embed page posts to its parent: `{ type, height }` in CSS px. */
export const EMBED_HEIGHT_MESSAGE = 'console-embed:height';

/** The heights the parent accepts, so an embed can neither vanish nor grow without bound. */
export const EMBED_MIN_HEIGHT = 40;
export const EMBED_MAX_HEIGHT = 4000;

/**
 * An absolute origin with no path: `http://127.0.0.1:5001` (web shell) or
 * `console-embed://embed` (desktop). URL.origin is 'null' for custom schemes, hence the pattern.
 */
export function isAbsoluteOrigin(value: string): boolean {
  return /^[a-z][a-z0-9+.-]*:\/\/[a-z0-9.-]+(:\d{1,5})?$/i.test(value);
}

/** The address of the embed page showing `html`. */
export function embedPageUrl(embedOrigin: string, html: string): string {
  return `${embedOrigin}${EMBED_PAGE_PATH}#${encodeURIComponent(html)}`;
}

/** The height a message carries, clamped; null for anything that is not a height message. */
export function embedHeightOf(data: unknown): number | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, height } = data as { type?: unknown; height?: unknown };
  if (type !== EMBED_HEIGHT_MESSAGE || typeof height !== 'number' || !Number.isFinite(height)) {
    return null;
  }
  return Math.min(EMBED_MAX_HEIGHT, Math.max(EMBED_MIN_HEIGHT, Math.ceil(height)));
}
