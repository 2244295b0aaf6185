import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { texts } from '../../../shared/texts/pt-BR';
import { SanitizedHtml } from './sanitized-html';
import { EMBED_SANDBOX, SandboxedEmbed } from './sandboxed-embed';

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

describe('SandboxedEmbed', () => {
  const hostile =
    '<script>parent.document.body.innerHTML="pwned"</script>' +
    '<img id="probe" src=x onerror="top.location=\'https://evil.example\'">' +
    '<iframe src="https://www.youtube.com/embed/x"></iframe>';

  it('puts the html in a frame sandboxed with allow-scripts only', () => {
    const { container } = render(<SandboxedEmbed html={hostile} />);
    const frames = container.querySelectorAll('iframe');
    expect(frames).toHaveLength(1);
    const frame = frames[0];
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
    expect(EMBED_SANDBOX).toBe('allow-scripts');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-same-origin');
    expect(frame.getAttribute('srcdoc')).toBe(hostile);
    expect(frame.getAttribute('src')).toBeNull();
  });

  it('never parses the embed into the parent DOM', () => {
    const { container } = render(<SandboxedEmbed html={hostile} />);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('#probe')).toBeNull();
    expect(document.getElementById('probe')).toBeNull();
    // The only element is the outer frame: the embed's own iframe stays inside srcdoc.
    expect(container.querySelectorAll('*')).toHaveLength(1);
    expect(document.body.textContent).not.toContain('pwned');
  });

  it('has an accessible name: the default pt-BR title, or the one given', () => {
    const first = render(<SandboxedEmbed html="<p>x</p>" />);
    expect(first.getByTitle(texts.editors.embed.title).tagName).toBe('IFRAME');
    first.unmount();
    const second = render(<SandboxedEmbed html="<p>x</p>" title="Vídeo da campanha" />);
    expect(second.getByTitle('Vídeo da campanha').tagName).toBe('IFRAME');
  });

  it('sends no referrer to what the embed loads', () => {
    const { container } = render(<SandboxedEmbed html="<p>x</p>" />);
    expect(container.querySelector('iframe')?.getAttribute('referrerpolicy')).toBe('no-referrer');
  });
});
