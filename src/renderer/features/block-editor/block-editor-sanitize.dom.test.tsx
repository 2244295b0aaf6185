import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { RICH_TEXT_TAGS } from '../../../shared/rich-text/rich-text-rules';
import { sanitizePastedHtml } from '../../components/sanitized-html/sanitize-pasted-html';
import { cleanParagraphHtml } from './clean-paragraph-html';
import {
  paragraph,
  pasteInto,
  renderBlockEditor,
  select,
  typeHtml,
} from '../../test-support/render-block-editor';

const start = {
  time: 1,
  version: '2.29.1',
  blocks: [{ id: 'p1', type: 'paragraph', data: { text: 'início' } }],
};

/** The paragraph's stored text: the last emitted, or the loaded one when nothing changed. */
function storedText(view: ReturnType<typeof renderBlockEditor>): string {
  const last = view.last();
  if (!last) return 'início';
  // An empty paragraph is a draft and leaves the stored document.
  return (last.blocks[0]?.data as { text: string } | undefined)?.text ?? '';
}

/** Every element is on the spec's allow-list and the only attribute is a safe href on <a>. */
function expectOnlyAllowedMarkup(html: string) {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const element of template.content.querySelectorAll('*')) {
    expect(RICH_TEXT_TAGS as readonly string[]).toContain(element.tagName.toLowerCase());
    for (const attribute of [...element.attributes]) {
      expect(`${element.tagName} ${attribute.name}`).toBe('A href');
      expect(attribute.value).not.toMatch(/^\s*(javascript|data|vbscript|file):/i);
    }
  }
  expect(html).not.toMatch(/<(script|img|svg|iframe|style|object|embed|math|form|button)/i);
}

/** XSS vectors, each with text that must survive (or null when nothing should). */
const VECTORS: [string, string, string | null][] = [
  ['img onerror', '<img src=x onerror="alert(1)">texto', 'texto'],
  ['script', '<script>alert(1)</script>texto', 'texto'],
  ['javascript: href', '<a href="javascript:alert(1)">link</a>', 'link'],
  ['JAVASCRIPT: href with spaces', '<a href="  JAVASCRIPT:alert(1)">link</a>', 'link'],
  ['tab-split javascript: href', '<a href="jav&#x09;ascript:alert(1)">link</a>', 'link'],
  ['a onclick', '<a href="https://ok.example/" onclick="alert(1)">link</a>', 'link'],
  ['svg onload', '<svg onload=alert(1)><circle r="4"></circle></svg>texto', 'texto'],
  ['iframe', '<iframe src="https://evil.example"></iframe>texto', 'texto'],
  ['style attribute', '<p style="background:url(javascript:alert(1))">estilo</p>', 'estilo'],
  ['style element', '<style>*{color:red}</style>texto', 'texto'],
  ['data: href', '<a href="data:text/html;base64,PHNjcmlwdD4=">dados</a>', 'dados'],
  ['data: image', '<img src="data:image/png;base64,AAAA">texto', 'texto'],
  ['nested script', '<scr<script>ipt>alert(1)</scr</script>ipt>texto', 'texto'],
  ['mouseover on nested', '<b><i onmouseover="alert(1)">ok</i></b>', 'ok'],
  ['mXSS math/style', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', null],
  [
    'noscript title',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>texto',
    null,
  ],
  [
    'form button formaction',
    '<form><button formaction="javascript:alert(1)">botão</button></form>',
    'botão',
  ],
  ['object and embed', '<object data="x.swf"></object><embed src="y.swf">texto', 'texto'],
  ['div with handlers', '<div onclick="alert(1)" id="x" class="y">linha</div>', 'linha'],
  ['data attributes', '<p data-x="1" aria-label="y">par</p>', 'par'],
];

// Each vector is decided by the cleaning the paragraph applies (a call, no render); one editor
// per path then takes every vector through its real input or paste handling, and stores the same.

/** What the paragraph stores once `html` is typed: the markup as the DOM left it, cleaned. */
function typedAndCleaned(html: string): string {
  const editable = document.createElement('div');
  editable.innerHTML = html;
  return cleanParagraphHtml(editable.innerHTML);
}

describe('block editor sanitizer: input path', () => {
  it.each(VECTORS)('%s', (_name, vector, survivingText) => {
    const text = typedAndCleaned(`${vector} fim`);
    expectOnlyAllowedMarkup(text);
    if (survivingText) expect(text).toContain(survivingText);
  });

  it('stores every vector typed as cleaned, and the editable DOM holds what is stored', () => {
    const view = renderBlockEditor(start);
    const editable = paragraph(1);
    for (const [name, vector, survivingText] of VECTORS) {
      typeHtml(editable, `${vector} fim`);
      const text = storedText(view);
      expect(text, name).toBe(typedAndCleaned(`${vector} fim`));
      expectOnlyAllowedMarkup(text);
      // The editable DOM holds what is stored, not the dirty markup.
      expect(editable.innerHTML, name).toBe(text);
      expectOnlyAllowedMarkup(editable.innerHTML);
      if (survivingText) expect(text, name).toContain(survivingText);
    }
  });

  it('keeps allowed formatting exactly, and only href on links', () => {
    const view = renderBlockEditor(start);
    typeHtml(
      paragraph(1),
      '<p><b>n</b> <strong>s</strong> <i>i</i> <em>e</em><br></p>' +
        '<ul><li>um</li></ul><ol><li>dois</li></ol>' +
        '<a href="https://ok.example/" target="_blank" rel="opener" title="t" style="x">link</a>',
    );
    expect((view.last().blocks[0].data as { text: string }).text).toBe(
      '<p><b>n</b> <strong>s</strong> <i>i</i> <em>e</em><br></p>' +
        '<ul><li>um</li></ul><ol><li>dois</li></ol>' +
        '<a href="https://ok.example/">link</a>',
    );
  });

  it('sanitizes whatever a browser editing command leaves in the markup', () => {
    // A browser's execCommand may add markup of its own; the input that follows is sanitized.
    const execCommand = vi.fn((command: string) => {
      if (command !== 'bold') return false;
      paragraph(1).innerHTML =
        '<span style="font-weight:700" onclick="alert(1)"><b class="x">início</b></span>';
      return true;
    });
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    try {
      const view = renderBlockEditor(start);
      fireEvent.click(screen.getByRole('button', { name: /Negrito/ }));
      expect(execCommand).toHaveBeenCalledWith('bold', false, undefined);
      expect((view.last().blocks[0].data as { text: string }).text).toBe('<b>início</b>');
      expect(paragraph(1).innerHTML).toBe('<b>início</b>');
    } finally {
      delete (document as { execCommand?: unknown }).execCommand;
    }
  });
});

describe('block editor sanitizer: paste path', () => {
  afterEach(() => document.getSelection()?.removeAllRanges());

  /** What the paragraph stores once `vector` is pasted at the end of 'início'. */
  const pastedAtEnd = (vector: string) => cleanParagraphHtml(`início${sanitizePastedHtml(vector)}`);

  it.each(VECTORS)('%s', (_name, vector, survivingText) => {
    const text = pastedAtEnd(vector);
    expectOnlyAllowedMarkup(text);
    expect(text.startsWith('início')).toBe(true);
    if (survivingText) expect(text).toContain(survivingText);
  });

  it('stores every vector pasted as sanitized, inserted after the text, the DOM as clean', () => {
    const view = renderBlockEditor(start);
    const editable = paragraph(1);
    for (const [name, vector, survivingText] of VECTORS) {
      typeHtml(editable, 'início');
      // No caret in the paragraph: the paste goes at its end.
      document.getSelection()?.removeAllRanges();
      pasteInto(editable, { 'text/html': vector, 'text/plain': 'texto simples' });
      const text = storedText(view);
      expect(text, name).toBe(pastedAtEnd(vector));
      expectOnlyAllowedMarkup(text);
      expectOnlyAllowedMarkup(editable.innerHTML);
      expect(text.startsWith('início'), name).toBe(true);
      if (survivingText) expect(text, name).toContain(survivingText);
    }
  });

  it('pastes at the caret, not at the end', () => {
    const view = renderBlockEditor(start);
    const editable = paragraph(1);
    select(editable.firstChild as Text, 3);
    pasteInto(editable, { 'text/html': '<b onclick="x">NEG</b>' });
    expect((view.last().blocks[0].data as { text: string }).text).toBe('iní<b>NEG</b>cio');
  });

  it('replaces the selection', () => {
    const view = renderBlockEditor(start);
    const editable = paragraph(1);
    select(editable.firstChild as Text, 0, 6);
    pasteInto(editable, { 'text/plain': 'novo' });
    expect((view.last().blocks[0].data as { text: string }).text).toBe('novo');
  });

  it('pastes plain text as text: markup in it is escaped, lines become <br>', () => {
    const view = renderBlockEditor(start);
    const editable = paragraph(1);
    pasteInto(editable, { 'text/plain': '<img src=x onerror=alert(1)>\nlinha 2 & mais' });
    const text = (view.last().blocks[0].data as { text: string }).text;
    expect(text).toBe('início&lt;img src=x onerror=alert(1)&gt;<br>linha 2 &amp; mais');
    expect(editable.querySelector('img')).toBeNull();
  });

  it('maps Google Docs markup onto the allowed tags', () => {
    const view = renderBlockEditor({
      blocks: [{ id: 'p', type: 'paragraph', data: { text: '' } }],
    });
    pasteInto(paragraph(1), {
      'text/html':
        '<b style="font-weight:normal" id="docs-internal-guid-1"><span style="font-weight:700">forte</span> normal</b>',
    });
    expect((view.last().blocks[0].data as { text: string }).text).toBe('<b>forte</b> normal');
  });

  it('drops go through the same sanitizer', () => {
    const view = renderBlockEditor(start);
    const editable = paragraph(1);
    fireEvent.drop(editable, {
      dataTransfer: {
        getData: (type: string) =>
          type === 'text/html' ? '<img src=x onerror=alert(1)><i>solto</i>' : '',
      },
    });
    const text = (view.last().blocks[0].data as { text: string }).text;
    expect(text).toBe('início<i>solto</i>');
    expectOnlyAllowedMarkup(editable.innerHTML);
  });

  it('drops links left without an href and formatting left empty', () => {
    const view = renderBlockEditor(start);
    const editable = paragraph(1);
    pasteInto(editable, {
      'text/html':
        '<a href="javascript:alert(1)">L</a><b><i></i></b><a href="https://a.example/">ok</a>',
    });
    expect(storedText(view)).toBe('inícioL<a href="https://a.example/">ok</a>');
    typeHtml(editable, '<em></em>x<a>y</a><strong><br></strong>');
    expect(storedText(view)).toBe('xy<strong><br></strong>');
  });
});
