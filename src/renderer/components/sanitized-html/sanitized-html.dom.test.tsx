import { describe, expect, it } from 'vitest';
import { render } from '../../test-support/render';
import { SanitizedHtml } from './sanitized-html';

describe('SanitizedHtml', () => {
  it('renders allowed formatting and strips everything executable', () => {
    const { container } = render(
      <SanitizedHtml
        html={
          '<p onclick="alert(1)"><b>negrito</b> <a href="javascript:alert(1)">mau</a> ' +
          '<a href="https://example.com">bom</a></p><img src=x onerror=alert(1)><script>alert(2)</script>'
        }
      />,
    );
    expect(container.querySelector('b')?.textContent).toBe('negrito');
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onclick]')).toBeNull();
    const links = [...container.querySelectorAll('a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual([null, 'https://example.com']);
    expect(links[1].getAttribute('target')).toBe('_blank');
    expect(links[1].getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('re-sanitises when the html changes', () => {
    const view = render(<SanitizedHtml html="<p>um</p>" />);
    view.rerender(
      <SanitizedHtml html={'<p>dois<iframe src="https://evil.example"></iframe></p>'} />,
    );
    expect(view.container.textContent).toBe('dois');
    expect(view.container.querySelector('iframe')).toBeNull();
  });
});
