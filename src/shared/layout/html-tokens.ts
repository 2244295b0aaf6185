/**
 * A small HTML tokenizer for the text sanitiser: start tags (with attributes), end tags and
 * text, following the WHATWG tokenizer where it decides what is markup (tag names, quoted and
 * unquoted attributes, comments, bogus comments, raw-text elements). Linear time, no DOM.
 * It never needs to be perfect: the sanitiser writes its output from scratch, escaping every
 * text, so a misread can only turn markup into harmless text, never the reverse.
 */

export type HtmlToken =
  | { readonly kind: 'text'; readonly text: string }
  | {
      readonly kind: 'start';
      readonly name: string;
      readonly attributes: ReadonlyMap<string, string>;
    }
  | { readonly kind: 'end'; readonly name: string };

/** Elements whose content the browser reads as raw text up to their own end tag. */
const RAW_TEXT = new Set([
  'script',
  'style',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'noscript',
  'textarea',
  'title',
]);

const isSpace = (c: string | undefined) =>
  c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f';
const isLetter = (c: string | undefined) => c !== undefined && /^[a-z]$/i.test(c);

/** Tokens of `html` in document order. Attribute values are returned raw (not decoded). */
export function* htmlTokens(html: string): Generator<HtmlToken> {
  const n = html.length;
  let pos = 0;
  while (pos < n) {
    const lt = html.indexOf('<', pos);
    if (lt === -1) {
      yield { kind: 'text', text: html.slice(pos) };
      return;
    }
    if (lt > pos) yield { kind: 'text', text: html.slice(pos, lt) };
    const next = html[lt + 1];
    if (isLetter(next)) {
      const tag = readTag(html, lt + 1);
      if (tag === null) return; // EOF inside a tag: the browser drops the tag
      pos = tag.end;
      yield { kind: 'start', name: tag.name, attributes: tag.attributes };
      if (tag.name === 'plaintext') return; // everything after it is text we drop
      if (RAW_TEXT.has(tag.name)) pos = skipRawText(html, pos, tag.name);
    } else if (next === '/') {
      const after = html[lt + 2];
      if (isLetter(after)) {
        const tag = readTag(html, lt + 2);
        if (tag === null) return;
        pos = tag.end;
        yield { kind: 'end', name: tag.name };
      } else if (after === '>') {
        pos = lt + 3; // "</>" is ignored
      } else if (after === undefined) {
        yield { kind: 'text', text: '</' };
        return;
      } else {
        pos = skipPast(html, lt + 2, '>'); // bogus comment
      }
    } else if (next === '!') {
      pos = html.startsWith('<!--', lt) ? skipComment(html, lt + 4) : skipPast(html, lt + 2, '>');
    } else if (next === '?') {
      pos = skipPast(html, lt + 2, '>'); // bogus comment
    } else {
      yield { kind: 'text', text: '<' };
      pos = lt + 1;
    }
  }
}

function skipPast(html: string, from: number, marker: string): number {
  const at = html.indexOf(marker, from);
  return at === -1 ? html.length : at + marker.length;
}

/** After "<!--": "<!-->" and "<!--->" end at once; otherwise at "-->" or "--!>". */
function skipComment(html: string, from: number): number {
  if (html.startsWith('>', from)) return from + 1;
  if (html.startsWith('->', from)) return from + 2;
  const close = html.indexOf('-->', from);
  const bang = html.indexOf('--!>', from);
  if (close === -1 && bang === -1) return html.length;
  if (bang !== -1 && (close === -1 || bang < close)) return bang + 4;
  return close + 3;
}

/** Skips a raw-text element's content up to (not past) its own "</name" end tag. */
function skipRawText(html: string, from: number, name: string): number {
  const lower = html.toLowerCase();
  let at = from;
  for (;;) {
    at = lower.indexOf(`</${name}`, at);
    if (at === -1) return html.length;
    const after = html[at + 2 + name.length];
    if (after === undefined || after === '>' || after === '/' || isSpace(after)) return at;
    at += 2;
  }
}

interface ReadTag {
  name: string;
  attributes: Map<string, string>;
  end: number;
}

/** Reads a tag from its name's first letter to past its ">"; null when the input ends first. */
function readTag(html: string, from: number): ReadTag | null {
  const n = html.length;
  let pos = from;
  while (pos < n && !isSpace(html[pos]) && html[pos] !== '/' && html[pos] !== '>') pos++;
  const name = html.slice(from, pos).toLowerCase();
  const attributes = new Map<string, string>();
  for (;;) {
    while (pos < n && (isSpace(html[pos]) || html[pos] === '/')) pos++;
    if (pos >= n) return null;
    if (html[pos] === '>') return { name, attributes, end: pos + 1 };
    // Attribute name; a leading "=" belongs to the name, as in the WHATWG tokenizer.
    const nameStart = pos;
    pos++;
    while (pos < n && !isSpace(html[pos]) && !'/>='.includes(html[pos])) pos++;
    const attributeName = html.slice(nameStart, pos).toLowerCase();
    let afterName = pos;
    while (afterName < n && isSpace(html[afterName])) afterName++;
    let value = '';
    if (html[afterName] === '=') {
      pos = afterName + 1;
      while (pos < n && isSpace(html[pos])) pos++;
      const quote = html[pos];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, pos + 1);
        if (close === -1) return null;
        value = html.slice(pos + 1, close);
        pos = close + 1;
      } else {
        const valueStart = pos;
        while (pos < n && !isSpace(html[pos]) && html[pos] !== '>') pos++;
        value = html.slice(valueStart, pos);
      }
    }
    // The first of repeated attributes wins, as in browsers.
    if (!attributes.has(attributeName)) attributes.set(attributeName, value);
  }
}
