import { decodeAttributeValue } from './html-entities';
import { htmlTokens } from './html-tokens';
import { cleanHref, RICH_TEXT_TAGS } from '../rich-text/rich-text-rules';

// Spec 01 §5 / §9: `a` keeps `href` only, nothing else keeps anything.
const ALLOWED = new Set<string>(RICH_TEXT_TAGS);

/**
 * Elements dropped with everything inside (scripts, styles, embedded documents, foreign SVG and
 * MathML content, form controls): their text is not the author's prose. Other tags are
 * unwrapped: the tag goes, its text stays (like DOMPurify's KEEP_CONTENT).
 */
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'noscript',
  'noembed',
  'noframes',
  'xmp',
  'plaintext',
  'textarea',
  'title',
  'head',
  'svg',
  'math',
  'select',
  'option',
  'audio',
  'video',
  'canvas',
  'button',
]);

/** Void elements have no end tag: never wait for one. */
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

/** A character reference kept as written in text: the browser turns it into text, nothing else. */
const TEXT_REFERENCE = /^&(?:[A-Za-z][A-Za-z0-9]*|#\d+|#[xX][0-9a-fA-F]+);/;

function escapeText(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '<') out += '&lt;';
    else if (c === '>') out += '&gt;';
    else if (c === '\u0000') continue;
    else if (c === '&') {
      const reference = TEXT_REFERENCE.exec(text.slice(i, i + 40));
      out += reference ? '&' : '&amp;';
    } else out += c;
  }
  return out;
}

function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/\u00a0/g, '&nbsp;');
}

/**
 * Sanitises a text node's HTML to the spec's allow-list (b, i, em, strong, a with a safe href,
 * p, br, ol, ul, li) without a DOM, so it runs in shared code and in Node tests. The output is
 * written from scratch: only allowed tags, only `href` on links, every text escaped, every
 * open tag closed; hence it is idempotent (`sanitize(sanitize(x)) === sanitize(x)`). Character
 * references in text (`&nbsp;`, `&eacute;`) are kept as written.
 */
export function sanitizeTextHtml(html: string): string {
  const open: string[] = [];
  let out = '';
  /** Name and depth of the dropped element we are inside, if any. */
  let dropping: { name: string; depth: number } | null = null;

  const closeThrough = (index: number) => {
    while (open.length > index) out += `</${open.pop()}>`;
  };
  const closeNamed = (name: string, stopAt: ReadonlySet<string> = new Set()) => {
    for (let i = open.length - 1; i >= 0; i--) {
      if (open[i] === name) return closeThrough(i);
      if (stopAt.has(open[i])) return;
    }
  };

  for (const token of htmlTokens(html)) {
    if (dropping) {
      if (token.kind === 'start' && token.name === dropping.name && !VOID.has(token.name)) {
        dropping.depth++;
      } else if (token.kind === 'end' && token.name === dropping.name && --dropping.depth === 0) {
        dropping = null;
      }
      continue;
    }
    if (token.kind === 'text') {
      out += escapeText(token.text);
    } else if (token.kind === 'start') {
      const { name } = token;
      if (!ALLOWED.has(name)) {
        if (DROP_WITH_CONTENT.has(name) && !VOID.has(name)) dropping = { name, depth: 1 };
        continue;
      }
      if (name === 'br') {
        out += '<br>';
        continue;
      }
      // The same implied end tags the browser applies, so what we write parses as we wrote it.
      if (name === 'p' || name === 'ul' || name === 'ol' || name === 'li') closeNamed('p');
      if (name === 'li') closeNamed('li', new Set(['ul', 'ol']));
      if (name === 'a') closeNamed('a');
      if (name === 'a') {
        const raw = token.attributes.get('href');
        const href = raw === undefined ? null : cleanHref(decodeAttributeValue(raw));
        out += href === null ? '<a>' : `<a href="${escapeAttribute(href)}">`;
      } else {
        out += `<${name}>`;
      }
      open.push(name);
    } else if (ALLOWED.has(token.name) && token.name !== 'br') {
      closeNamed(token.name);
    }
  }
  closeThrough(0);
  return out;
}
