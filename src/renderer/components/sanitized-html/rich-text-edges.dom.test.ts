import { describe, expect, it } from 'vitest';
import { sanitizeTextHtml } from '../../../shared/layout/rich-text-sanitizer';
import { sanitizeRichText, sanitizeRichTextForDisplay } from './sanitize-rich-text';

/** The href each link keeps (null: dropped), as a browser reads the sanitised HTML. */
function hrefsOf(html: string): Array<string | null> {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return [...holder.querySelectorAll('a')].map((link) => link.getAttribute('href'));
}

const LINKS = [
  'tel:+5511999999999',
  'TEL:+55 11 3333-4444',
  'https://loja.example/produto',
  'mailto:contato@loja.example',
  '/categoria/panelas#topo',
  '  https://loja.example/espacos  ',
  'javascript:alert(1)',
  'jav&#x09;ascript:alert(1)',
  'data:text/html,<b>x</b>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'ftp://arquivos.example/x',
];

describe('one rich-text rule at both edges', () => {
  const text = (href: string) => `<p><a href="${href}">link</a></p>`;

  it.each(LINKS)('the layout editor and the display edge keep or drop %j alike', (href) => {
    const layoutEditor = hrefsOf(sanitizeTextHtml(text(href)));
    expect(hrefsOf(sanitizeRichText(text(href)))).toEqual(layoutEditor);
    expect(hrefsOf(sanitizeRichTextForDisplay(text(href)))).toEqual(layoutEditor);
  });

  it('keeps a tel: link (a storefront phone number) at both edges', () => {
    const html = text('tel:+5511999999999');
    expect(hrefsOf(sanitizeTextHtml(html))).toEqual(['tel:+5511999999999']);
    expect(hrefsOf(sanitizeRichTextForDisplay(html))).toEqual(['tel:+5511999999999']);
  });

  it('drops an unsafe scheme at both edges', () => {
    const html = text('javascript:alert(1)');
    expect(hrefsOf(sanitizeTextHtml(html))).toEqual([null]);
    expect(hrefsOf(sanitizeRichTextForDisplay(html))).toEqual([null]);
  });
});
