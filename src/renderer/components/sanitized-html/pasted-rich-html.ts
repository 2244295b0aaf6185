import { plainTextToInlineHtml } from '../../../shared/forms/editor-blocks';
import { sanitizePastedHtml } from './sanitize-pasted-html';

/**
 * What a paste into a rich-text area inserts: the clipboard's HTML sanitised, or its plain text
 * as paragraphs (a blank line starts a new one, a line break stays a <br>).
 */
export function pastedRichHtml(data: DataTransfer): string {
  const html = data.getData('text/html');
  if (html) return sanitizePastedHtml(html);
  return data
    .getData('text/plain')
    .split(/\r?\n\r?\n/)
    .map((paragraph) => `<p>${plainTextToInlineHtml(paragraph)}</p>`)
    .join('');
}
