/**
 * DOM work for the paragraph's contentEditable: selections, inserting sanitized HTML at the
 * caret, formatting when the browser has no execCommand, and keeping the caret in place when
 * the sanitizer rewrites the markup.
 */

/** The current selection's range when it lies inside `root`. */
export function rangeInside(root: HTMLElement): Range | null {
  const selection = root.ownerDocument.getSelection();
  if (!selection || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  return root.contains(range.commonAncestorContainer) ? range : null;
}

export function selectRange(range: Range): void {
  const selection = range.startContainer.ownerDocument?.getSelection();
  if (!selection) return;
  selection.removeAllRanges();
  selection.addRange(range);
}

function caretAtEnd(root: HTMLElement): Range {
  const range = root.ownerDocument.createRange();
  range.selectNodeContents(root);
  range.collapse(false);
  return range;
}

/** Runs a browser editing command; false when the browser has none (jsdom) or refuses it. */
export function execEditCommand(command: string, value?: string): boolean {
  const doc = document as Document & {
    execCommand?: (command: string, showUi?: boolean, value?: string) => boolean;
  };
  if (typeof doc.execCommand !== 'function') return false;
  try {
    return doc.execCommand(command, false, value);
  } catch {
    return false;
  }
}

/**
 * Inserts already-sanitized HTML at the caret in `root` (or at its end). The browser's own
 * insertHTML keeps the undo history; without it, the HTML is parsed inert in a <template>
 * and inserted with a Range.
 */
export function insertHtmlAtCaret(root: HTMLElement, html: string): void {
  const range = rangeInside(root) ?? caretAtEnd(root);
  selectRange(range);
  if (execEditCommand('insertHTML', html)) return;
  range.deleteContents();
  const template = root.ownerDocument.createElement('template');
  template.innerHTML = html;
  const last = template.content.lastChild;
  range.insertNode(template.content);
  if (last) {
    range.setStartAfter(last);
    range.collapse(true);
    selectRange(range);
  }
}

/**
 * Splits root at the caret (the selection is deleted first): root keeps what is before it, and
 * the markup after it is returned. Elements the caret is inside are split in two, so a bold
 * word cut in half stays bold on both sides.
 */
export function splitAtCaret(root: HTMLElement): string {
  const range = rangeInside(root) ?? caretAtEnd(root);
  range.deleteContents();
  const tail = root.ownerDocument.createRange();
  tail.setStart(range.endContainer, range.endOffset);
  tail.setEnd(root, root.childNodes.length);
  const holder = root.ownerDocument.createElement('div');
  holder.append(tail.extractContents());
  return holder.innerHTML;
}

/** Wraps the selected content in `tag` (bold and italic without execCommand). */
export function wrapRange(range: Range, element: HTMLElement): void {
  element.append(range.extractContents());
  range.insertNode(element);
  range.selectNodeContents(element);
  selectRange(range);
}

/** The nearest `<a>` around the range's start, inside root. */
export function anchorAround(root: HTMLElement, range: Range): HTMLAnchorElement | null {
  let node: Node | null = range.startContainer;
  while (node && node !== root) {
    if (node instanceof HTMLAnchorElement) return node;
    node = node.parentNode;
  }
  return null;
}

export function unwrapElement(element: Element): void {
  element.replaceWith(...element.childNodes);
}

/** Characters of text before the caret: a position that survives re-rendering the markup. */
function caretTextOffset(root: HTMLElement): number | null {
  const range = rangeInside(root);
  if (!range) return null;
  const before = root.ownerDocument.createRange();
  before.selectNodeContents(root);
  before.setEnd(range.endContainer, range.endOffset);
  return before.toString().length;
}

function placeCaretAtTextOffset(root: HTMLElement, offset: number): void {
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  let remaining = offset;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const length = node.textContent?.length ?? 0;
    if (remaining <= length) {
      const range = root.ownerDocument.createRange();
      range.setStart(node, remaining);
      range.collapse(true);
      selectRange(range);
      return;
    }
    remaining -= length;
  }
  selectRange(caretAtEnd(root));
}

/**
 * Replaces root's markup with the sanitized form; if the caret was inside, it goes back to
 * the same place in the text instead of jumping to the start.
 */
export function replaceMarkupKeepingCaret(root: HTMLElement, html: string): void {
  const offset = caretTextOffset(root);
  root.innerHTML = html;
  if (offset !== null) placeCaretAtTextOffset(root, offset);
}

/** The text an inline HTML string shows (entities decoded, tags gone), parsed inert. */
export function inlineHtmlToText(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content.textContent ?? '';
}
