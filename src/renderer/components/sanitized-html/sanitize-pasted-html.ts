import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { RICH_TEXT_TAGS } from '../../../shared/rich-text/rich-text-rules';
import { sanitizeRichText } from './sanitize-rich-text';

/** Block elements that word processors and web pages use for lines; they become paragraphs. */
const BLOCK_TAGS = [
  'div',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'section',
  'article',
  'header',
  'footer',
  'tr',
];
const BLOCK_SELECTOR = BLOCK_TAGS.join(',');

let firstPass: Purifier | undefined;

/**
 * Sanitises clipboard HTML for a text block. The result obeys exactly the same allow-list as
 * sanitizeRichText (it is its last step); before that, the structure pasted from Google Docs,
 * Word or a web page is mapped onto the allowed tags instead of being flattened:
 * - line blocks (div, h1-h6, blockquote, ...) become paragraphs, so lines do not run together;
 * - spans styled bold or italic (how Google Docs marks them) become <b> / <i>;
 * - Google Docs' outer `<b style="font-weight:normal" id="docs-internal-guid-...">` wrapper is
 *   dropped, so a whole paste does not turn bold.
 */
export function sanitizePastedHtml(html: string): string {
  // A first, wider DOMPurify pass gives an inert, script-free tree to reshape; style and id
  // are read here and never reach the output.
  firstPass ??= DOMPurify(window);
  const fragment = firstPass.sanitize(html, {
    ALLOWED_TAGS: [...RICH_TEXT_TAGS, ...BLOCK_TAGS, 'span'],
    ALLOWED_ATTR: ['href', 'style', 'id'],
    RETURN_DOM_FRAGMENT: true,
  });
  unwrapGoogleDocsWrapper(fragment);
  styledSpansToTags(fragment);
  blocksToParagraphs(fragment);
  const holder = document.createElement('div');
  holder.append(fragment);
  return sanitizeRichText(holder.innerHTML);
}

function unwrapGoogleDocsWrapper(root: DocumentFragment): void {
  for (const element of root.querySelectorAll('b[id^="docs-internal-guid"]')) {
    unwrap(element);
  }
}

function styledSpansToTags(root: DocumentFragment): void {
  for (const span of root.querySelectorAll('span')) {
    const style = (span as HTMLElement).style;
    let content: Node[] = [...span.childNodes];
    if (isItalic(style.fontStyle)) content = [wrapIn('i', content)];
    if (isBold(style.fontWeight)) content = [wrapIn('b', content)];
    span.replaceWith(...content);
  }
}

function blocksToParagraphs(root: DocumentFragment): void {
  // querySelectorAll is in document order (parents first) and static, so replacing a parent
  // keeps its (moved) descendants in the list.
  for (const block of root.querySelectorAll(BLOCK_SELECTOR)) {
    if (block.querySelector(BLOCK_SELECTOR)) {
      // A block of blocks: its children carry the lines; nesting <p> would split them oddly.
      unwrap(block);
    } else {
      const paragraph = document.createElement('p');
      paragraph.append(...block.childNodes);
      block.replaceWith(paragraph);
    }
  }
}

function isBold(weight: string): boolean {
  if (weight === 'bold' || weight === 'bolder') return true;
  const numeric = Number(weight);
  return Number.isFinite(numeric) && numeric >= 600;
}

function isItalic(fontStyle: string): boolean {
  return fontStyle === 'italic' || fontStyle === 'oblique';
}

function wrapIn(tag: 'b' | 'i', nodes: Node[]): HTMLElement {
  const element = document.createElement(tag);
  element.append(...nodes);
  return element;
}

function unwrap(element: Element): void {
  element.replaceWith(...element.childNodes);
}
