import { sanitizeRichText } from '../../components/sanitized-html/sanitize-rich-text';

const INLINE_FORMATTING = 'a, b, i, em, strong';

/**
 * A paragraph's HTML as stored: the spec's allow-list (sanitizeRichText), then the leftovers
 * that allow-list lets through but nobody wants: links whose unsafe href was dropped (a bare
 * <a> would swallow the text typed after it) and formatting elements left empty by splitting or
 * deleting. The result is a fixed point: cleaning it again changes nothing.
 */
export function cleanParagraphHtml(html: string): string {
  const sanitized = sanitizeRichText(html);
  if (!/<(a|b|i|em|strong)[\s>]/i.test(sanitized)) return sanitized;
  const template = document.createElement('template');
  template.innerHTML = sanitized;
  const root = template.content;
  for (const anchor of root.querySelectorAll('a:not([href])')) {
    anchor.replaceWith(...anchor.childNodes);
  }
  // Innermost first, so <b><i></i></b> goes entirely.
  for (const element of [...root.querySelectorAll(INLINE_FORMATTING)].reverse()) {
    if (element.textContent === '' && !element.querySelector('br')) element.remove();
  }
  return template.innerHTML;
}
