import { describe, expect, it } from 'vitest';
import { pastedRichHtml } from './pasted-rich-html';

const clipboard = (data: Record<string, string>) =>
  ({ getData: (type: string) => data[type] ?? '' }) as unknown as DataTransfer;

describe('pastedRichHtml', () => {
  it('sanitises pasted HTML', () => {
    const html = pastedRichHtml(
      clipboard({ 'text/html': '<p onclick="x()">Oi <b>você</b></p><script>alert(1)</script>' }),
    );
    expect(html).toBe('<p>Oi <b>você</b></p>');
  });

  it('makes plain text paragraphs and line breaks, escaped', () => {
    expect(pastedRichHtml(clipboard({ 'text/plain': 'a < b\nc\n\nd' }))).toBe(
      '<p>a &lt; b<br>c</p><p>d</p>',
    );
  });
});
