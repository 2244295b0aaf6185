import { describe, expect, it } from 'vitest';
import { RICH_TEXT_TAGS } from '../../../shared/rich-text/rich-text-rules';
import { sanitizeRichText, sanitizeRichTextForDisplay } from './sanitize-rich-text';
import { sanitizePastedHtml } from './sanitize-pasted-html';

/** Parses sanitiser output the way a browser would, to check what it really contains. */
function parse(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder;
}

const allowed = new Set<string>(RICH_TEXT_TAGS);

/** Every element is on the allow-list, only <a> has attributes, and only a safe href. */
function expectOnlyAllowList(html: string, extraLinkAttributes: string[] = []): void {
  const root = parse(html);
  for (const element of root.querySelectorAll('*')) {
    const tag = element.nodeName.toLowerCase();
    expect(allowed.has(tag), `tag <${tag}> in ${html}`).toBe(true);
    for (const attribute of element.getAttributeNames()) {
      const permitted = tag === 'a' ? ['href', ...extraLinkAttributes] : [];
      expect(permitted, `attribute ${attribute} on <${tag}> in ${html}`).toContain(attribute);
    }
    const href = element.getAttribute('href');
    if (href !== null) {
      // Browsers ignore tabs, newlines and controls inside the scheme; test the compacted form.
      // eslint-disable-next-line no-control-regex
      const compact = href.replace(/[\u0000-\u0020\u00a0]/g, '').toLowerCase();
      expect(compact, `href in ${html}`).not.toMatch(/^(javascript|data|vbscript|file):/);
    }
  }
}

// Each vector must come out with nothing executable: no script, no handler, no unsafe URL.
const XSS_VECTORS: Array<[string, string]> = [
  ['script tag', '<script>alert(1)</script><p>ok</p>'],
  ['script with src', '<script src="https://evil.example/x.js"></script>'],
  ['img onerror', '<img src=x onerror=alert(1)>'],
  ['svg onload', '<svg onload=alert(1)><circle r="5"/></svg>'],
  ['body onload', '<body onload=alert(1)>text</body>'],
  ['handler on allowed tag', '<p onclick="alert(1)" onmouseover="alert(2)">text</p>'],
  ['handler on link', '<a href="https://example.com" onclick="alert(1)">x</a>'],
  ['javascript href', '<a href="javascript:alert(1)">x</a>'],
  ['javascript href upper case', '<a href="JaVaScRiPt:alert(1)">x</a>'],
  ['javascript href with tab entity', '<a href="jav&#x09;ascript:alert(1)">x</a>'],
  ['javascript href with newline entity', '<a href="jav&#x0A;ascript:alert(1)">x</a>'],
  ['javascript href with NUL', '<a href="java\u0000script:alert(1)">x</a>'],
  ['javascript href leading spaces', '<a href="   javascript:alert(1)">x</a>'],
  [
    'javascript href decimal entities',
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  ],
  [
    'javascript href hex entities no semicolon',
    '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)">x</a>',
  ],
  ['javascript href named entity colon', '<a href="javascript&colon;alert(1)">x</a>'],
  ['vbscript href', '<a href="vbscript:msgbox(1)">x</a>'],
  ['data href html', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
  ['data href mixed case', '<a href="DaTa:text/html,<script>alert(1)</script>">x</a>'],
  ['file href', '<a href="file:///etc/passwd">x</a>'],
  ['style tag', '<style>body{background:url(javascript:alert(1))}</style><p>x</p>'],
  ['style attribute', '<p style="background:url(javascript:alert(1))">x</p>'],
  ['iframe', '<iframe src="javascript:alert(1)"></iframe>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['object', '<object data="javascript:alert(1)"></object>'],
  ['embed', '<embed src="javascript:alert(1)">'],
  ['form formaction', '<form><button formaction="javascript:alert(1)">x</button></form>'],
  ['input autofocus', '<input autofocus onfocus=alert(1)>'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ['base href', '<base href="javascript:alert(1)//">'],
  ['link import', '<link rel="import" href="https://evil.example">'],
  ['svg mXSS with style', '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">'],
  [
    'math mXSS',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  ],
  [
    'math mi mglyph',
    '<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=alert(1) src=1>"></path></textarea></mtext></svg></mglyph></mi></math>',
  ],
  ['noscript mXSS', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
  [
    'svg animate href',
    '<svg><a><animate attributeName="href" values="javascript:alert(1)"/><text y="20">x</text></a></svg>',
  ],
  [
    'svg use data',
    '<svg><use href="data:image/svg+xml,<svg id=x><script>alert(1)</script></svg>#x"/></svg>',
  ],
  ['template', '<template><img src=x onerror=alert(1)></template>'],
  ['unclosed tags', '<p><b><i>open <a href="javascript:alert(1)">x'],
  ['nested broken tags', '<<script>script>alert(1)<</script>/script>'],
  ['comment trick', '<!--<img src="--><img src=x onerror=alert(1)//">'],
  ['cdata trick', '<![CDATA[<img src=x onerror=alert(1)>]]>'],
  ['href on non-link', '<p href="https://example.com">x</p>'],
  ['xlink on link', '<a xlink:href="javascript:alert(1)">x</a>'],
  ['target and rel on link', '<a href="https://example.com" target="_top" rel="opener">x</a>'],
  [
    'id and class clobbering',
    '<p id="root" class="x" name="cookie">x</p><a id="location" href="/x">y</a>',
  ],
  ['srcset', '<img srcset="javascript:alert(1) 1x">'],
  ['video poster', '<video poster="javascript:alert(1)"></video>'],
  ['details ontoggle', '<details open ontoggle=alert(1)><summary>x</summary></details>'],
  ['marquee onstart', '<marquee onstart=alert(1)>x</marquee>'],
];

describe('sanitizeRichText against XSS vectors', () => {
  it.each(XSS_VECTORS)('%s', (_name, vector) => {
    const output = sanitizeRichText(vector);
    expectOnlyAllowList(output);
    expect(output.toLowerCase()).not.toContain('<script');
    expect(output.toLowerCase()).not.toMatch(/\son[a-z]+\s*=/);
    // Idempotent: sanitising the output again changes nothing (no mutation on re-parse).
    expect(sanitizeRichText(output)).toBe(output);
  });

  it.each(XSS_VECTORS)('display form: %s', (_name, vector) => {
    expectOnlyAllowList(sanitizeRichTextForDisplay(vector), ['target', 'rel']);
  });

  it('removes the content of script and style, not just the tags', () => {
    expect(sanitizeRichText('<script>alert(1)</script>ok')).toBe('ok');
    expect(sanitizeRichText('<style>p{color:red}</style>ok')).toBe('ok');
  });

  it('keeps the text of disallowed formatting tags', () => {
    expect(sanitizeRichText('<h1>Título</h1><span>texto</span><div>linha</div>')).toBe(
      'Títulotextolinha',
    );
  });

  it('drops an unsafe href but keeps the link text', () => {
    expect(sanitizeRichText('<a href="jav&#x09;ascript:alert(1)">clique</a>')).toBe(
      '<a>clique</a>',
    );
    expect(sanitizeRichText('<a href="data:text/html,x">clique</a>')).toBe('<a>clique</a>');
  });

  it('drops href from every tag but <a>', () => {
    expect(sanitizeRichText('<p href="https://example.com">x</p>')).toBe('<p>x</p>');
  });

  it('keeps only href on links: target, rel, title and id go', () => {
    expect(
      sanitizeRichText(
        '<a href="https://example.com" target="_top" rel="opener" title="t" id="i">x</a>',
      ),
    ).toBe('<a href="https://example.com">x</a>');
  });
});

describe('sanitizeRichText keeps allowed formatting', () => {
  it('keeps every allowed tag and its nesting', () => {
    const html =
      '<p><b>negrito</b> <strong>forte</strong> <i>itálico</i> <em>ênfase</em><br>linha</p>' +
      '<ul><li>um</li><li>dois</li></ul><ol><li>primeiro</li></ol>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it.each([
    'https://example.com/a?b=1&amp;c=2#x',
    'http://example.com',
    'mailto:loja@example.com',
    '/console/product/123',
    './relativo.html',
    '../acima',
    '#ancora',
    '?q=1',
    'pagina.html',
    'pasta/arquivo',
  ])('keeps the safe href %s', (href) => {
    const html = `<a href="${href}">link</a>`;
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('closes unclosed tags instead of losing the text', () => {
    expect(sanitizeRichText('<p><b>aberto <i>mais')).toBe('<p><b>aberto <i>mais</i></b></p>');
  });

  it('returns an empty string for empty input and keeps plain text escaped', () => {
    expect(sanitizeRichText('')).toBe('');
    expect(sanitizeRichText('1 < 2 & 3 > 2')).toBe('1 &lt; 2 &amp; 3 &gt; 2');
  });
});

describe('sanitizeRichTextForDisplay', () => {
  it('makes links open outside the console with noopener noreferrer', () => {
    expect(sanitizeRichTextForDisplay('<p><a href="https://example.com">x</a></p>')).toBe(
      '<p><a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a></p>',
    );
  });

  it('replaces target and rel given in the input', () => {
    expect(
      sanitizeRichTextForDisplay('<a href="https://example.com" target="_self" rel="opener">x</a>'),
    ).toBe('<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>');
  });

  it('adds nothing to a link whose unsafe href was removed', () => {
    expect(sanitizeRichTextForDisplay('<a href="javascript:alert(1)" target="_top">x</a>')).toBe(
      '<a>x</a>',
    );
  });

  it('does not change the storage sanitiser (hooks stay per instance)', () => {
    sanitizeRichTextForDisplay('<a href="https://example.com">x</a>');
    expect(sanitizeRichText('<a href="https://example.com">x</a>')).toBe(
      '<a href="https://example.com">x</a>',
    );
  });
});

describe('sanitizePastedHtml', () => {
  it.each(XSS_VECTORS)('obeys the same allow-list: %s', (_name, vector) => {
    const output = sanitizePastedHtml(vector);
    expectOnlyAllowList(output);
    expect(output.toLowerCase()).not.toMatch(/\son[a-z]+\s*=/);
  });

  it('turns line blocks into paragraphs instead of running lines together', () => {
    expect(sanitizePastedHtml('<div>linha 1</div><div>linha 2</div><h2>título</h2>')).toBe(
      '<p>linha 1</p><p>linha 2</p><p>título</p>',
    );
  });

  it('unwraps blocks of blocks so paragraphs never nest', () => {
    expect(sanitizePastedHtml('<div><div>a</div><section><h1>b</h1></section></div>')).toBe(
      '<p>a</p><p>b</p>',
    );
  });

  it('maps Google Docs markup: drops the bold wrapper, keeps styled bold and italic', () => {
    const docs =
      '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1a2b">' +
      '<p dir="ltr" style="line-height:1.38"><span style="font-weight:400">normal </span>' +
      '<span style="font-weight:700">forte</span> <span style="font-style:italic">inclinado</span>' +
      '</p></b>';
    expect(sanitizePastedHtml(docs)).toBe('<p>normal <b>forte</b> <i>inclinado</i></p>');
  });

  it('keeps bold and italic together on one span', () => {
    expect(sanitizePastedHtml('<span style="font-weight:bold;font-style:italic">x</span>')).toBe(
      '<b><i>x</i></b>',
    );
  });

  it('keeps lists and links from the clipboard, dropping styles and classes', () => {
    expect(
      sanitizePastedHtml(
        '<ul class="c1"><li style="color:red">um</li></ul><a href="https://example.com" class="x">l</a>',
      ),
    ).toBe('<ul><li>um</li></ul><a href="https://example.com">l</a>');
  });

  it('drops Word conditional comments and office tags but keeps their text', () => {
    expect(
      sanitizePastedHtml(
        '<!--[if gte mso 9]><xml><o:OfficeDocumentSettings/></xml><![endif]--><p class="MsoNormal">texto<o:p></o:p></p>',
      ),
    ).toBe('<p>texto</p>');
  });
});
