import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import {
  cleanHref,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_TAGS,
} from '../../../shared/rich-text/rich-text-rules';

const BASE_CONFIG: Config = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  ALLOWED_ATTR: [...RICH_TEXT_ATTRIBUTES],
  // The link rule is shared cleanHref, applied in the attribute hook below (the layout
  // editor's sanitiser applies the same one); by then every href left is one it kept.
  ALLOWED_URI_REGEXP: /^/,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  KEEP_CONTENT: true,
};

/**
 * One DOMPurify instance per purpose, so hooks never leak between them or into the global
 * instance other code may use.
 * - storage: exactly the spec's allow-list (href only), the form stored and sent onwards.
 * - display: the same, plus target/rel on links. In Electron the window-open handler denies
 *   new windows and hands https links to the system browser, so target="_blank" is what routes
 *   a click there instead of navigating the console away; in the web shell it opens a tab, and
 *   rel="noopener noreferrer" keeps that tab from reaching back (reverse tabnabbing). These two
 *   attributes are added at render time only, so the stored HTML keeps "href only".
 */
function createPurifier(linkTargets: boolean): Purifier {
  const purifier = DOMPurify(window);
  // Set once: a config passed to each sanitize() is parsed again on every call, which was
  // most of a call's cost when a 500-block layout opens (450 texts).
  purifier.setConfig(BASE_CONFIG);
  purifier.addHook('uponSanitizeAttribute', (node, data) => {
    if (data.attrName !== 'href') return;
    // href is allowed on <a> only (spec: "a (href only)"), and only a link cleanHref keeps.
    const href = node.nodeName === 'A' ? cleanHref(data.attrValue) : null;
    if (href === null) data.keepAttr = false;
    else data.attrValue = href;
  });
  if (linkTargets) {
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if (node.nodeName === 'A' && node.hasAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
  }
  return purifier;
}

let storagePurifier: Purifier | undefined;
let displayPurifier: Purifier | undefined;

/** Sanitises text-block HTML to the spec's allow-list: the form to store. */
export function sanitizeRichText(html: string): string {
  storagePurifier ??= createPurifier(false);
  return storagePurifier.sanitize(html);
}

/** Rendered texts kept, so a re-mount (a layout reopened, an undo) does not sanitise them again. */
const DISPLAY_CACHE_LIMIT = 2000;
const displayCache = new Map<string, string>();

/** The same allow-list, with links that open outside the console: the form to render. */
export function sanitizeRichTextForDisplay(html: string): string {
  const cached = displayCache.get(html);
  if (cached !== undefined) return cached;
  displayPurifier ??= createPurifier(true);
  // The hook sets target/rel after attribute filtering, so input values for them never survive.
  const clean = displayPurifier.sanitize(html);
  // A Map iterates in insertion order: past the limit, the oldest entry goes.
  if (displayCache.size >= DISPLAY_CACHE_LIMIT) {
    displayCache.delete(displayCache.keys().next().value as string);
  }
  displayCache.set(html, clean);
  return clean;
}
