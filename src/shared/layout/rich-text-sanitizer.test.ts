// @vitest-environment jsdom
// The sanitiser itself needs no DOM; jsdom is only the browser that reads its output here.
import createDOMPurify from 'dompurify';
import { describe, expect, it } from 'vitest';
import { sanitizeTextHtml } from './rich-text-sanitizer';
import { cleanHref, isSafeHref, RICH_TEXT_TAGS } from '../rich-text/rich-text-rules';

// A real HTML parser (jsdom's, parse5) reads the output the way a browser would.
function parse(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder;
}

const allowed = new Set<string>(RICH_TEXT_TAGS);

/** Only allowed elements, attributes only `href` on `a`, and only a safe scheme there. */
function expectOnlyAllowList(html: string): void {
  const root = parse(html);
  for (const element of root.querySelectorAll('*')) {
    const tag = element.nodeName.toLowerCase();
    expect(allowed.has(tag), `<${tag}> in ${html}`).toBe(true);
    for (const attribute of element.getAttributeNames()) {
      expect(tag === 'a' && attribute === 'href', `${attribute} on <${tag}> in ${html}`).toBe(true);
    }
    const href = element.getAttribute('href');
    if (href !== null) {
      // eslint-disable-next-line no-control-regex
      const compact = href.replace(/[\u0000-\u0020\u00a0]/g, '').toLowerCase();
      expect(compact, `href in ${html}`).not.toMatch(/^(javascript|data|vbscript|file):/);
      // The browser resolves it to an http(s), mailto or tel URL, or one relative to the page.
      const url = new URL(href, 'https://console.example/page');
      expect(['http:', 'https:', 'mailto:', 'tel:'], `href ${href}`).toContain(url.protocol);
    }
  }
}

// Each must come out with nothing executable: no script, no handler, no unsafe URL.
const XSS_VECTORS: Array<[string, string]> = [
  ['script', '<script>alert(1)</script><p>ok</p>'],
  ['script with src', '<script src="https://evil.example/x.js"></script>'],
  ['script upper case', '<SCRIPT>alert(1)</SCRIPT>'],
  ['script end tag with space', '<script>alert(1)</script >x'],
  ['script never closed', '<p>a<script>alert(1)'],
  ['img onerror', '<img src=x onerror=alert(1)>'],
  ['img onerror no spaces', '<img/src="x"/onerror=alert(1)>'],
  ['svg onload', '<svg onload=alert(1)><circle r="5"/></svg>'],
  ['svg script', '<svg><script>alert(1)</script></svg>'],
  ['body onload', '<body onload=alert(1)>text</body>'],
  ['handler on allowed tag', '<p onclick="alert(1)" onmouseover="alert(2)">text</p>'],
  ['handler on link', '<a href="https://example.com" onclick="alert(1)">x</a>'],
  ['handler before href', '<a onmouseover=alert(1) href=https://example.com>x</a>'],
  ['javascript href', '<a href="javascript:alert(1)">x</a>'],
  ['javascript href mixed case', '<a href="JaVaScRiPt:alert(1)">x</a>'],
  ['javascript href unquoted', '<a href=javascript:alert(1)>x</a>'],
  ['javascript href single quotes', "<a href='javascript:alert(1)'>x</a>"],
  ['javascript href tab entity', '<a href="jav&#x09;ascript:alert(1)">x</a>'],
  ['javascript href raw tab', '<a href="jav\tascript:alert(1)">x</a>'],
  ['javascript href newline entity', '<a href="jav&#x0A;ascript:alert(1)">x</a>'],
  ['javascript href &Tab;', '<a href="jav&Tab;ascript:alert(1)">x</a>'],
  ['javascript href NUL', '<a href="java\u0000script:alert(1)">x</a>'],
  ['javascript href leading spaces', '<a href="   javascript:alert(1)">x</a>'],
  ['javascript href leading control', '<a href="\u0001javascript:alert(1)">x</a>'],
  [
    'javascript href decimal entities',
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  ],
  [
    'javascript href zero-padded entities',
    '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
  ],
  [
    'javascript href hex entities without semicolons',
    '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)">x</a>',
  ],
  ['javascript href &colon;', '<a href="javascript&colon;alert(1)">x</a>'],
  ['javascript href zero-width space', '<a href="java\u200bscript:alert(1)">x</a>'],
  ['vbscript href', '<a href="vbscript:msgbox(1)">x</a>'],
  ['data href', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
  ['data href mixed case', '<a href="DaTa:text/html,<script>alert(1)</script>">x</a>'],
  ['file href', '<a href="file:///etc/passwd">x</a>'],
  ['style element', '<style>body{background:url(javascript:alert(1))}</style><p>x</p>'],
  ['style attribute', '<p style="background:url(javascript:alert(1))">x</p>'],
  ['iframe', '<iframe src="javascript:alert(1)"></iframe>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['object', '<object data="javascript:alert(1)"></object>'],
  ['embed', '<embed src="javascript:alert(1)">'],
  ['form formaction', '<form><button formaction="javascript:alert(1)">x</button></form>'],
  ['input onfocus', '<input autofocus onfocus=alert(1)>'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ['base href', '<base href="javascript:alert(1)//">'],
  ['svg mXSS with style', '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">'],
  [
    'math mXSS',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  ],
  ['noscript mXSS', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
  ['textarea breakout', '<textarea><img src=x onerror=alert(1)></textarea>'],
  ['title breakout', '<title></title><img src=x onerror=alert(1)>'],
  ['template', '<template><img src=x onerror=alert(1)></template>'],
  ['unclosed tags', '<p><b><i>open <a href="javascript:alert(1)">x'],
  ['unclosed tag at end', '<p>ok</p><img src=x onerror=alert(1)'],
  ['unclosed attribute quote', '<a href="https://example.com>x</a><img src=x onerror=alert(1)>'],
  ['nested broken tags', '<<script>script>alert(1)<</script>/script>'],
  ['tag inside tag name', '<scr<script>ipt>alert(1)</script>'],
  ['comment trick', '<!--<img src="--><img src=x onerror=alert(1)//">'],
  ['bang comment close', '<!-- x --!><img src=x onerror=alert(1)>'],
  ['cdata trick', '<![CDATA[<img src=x onerror=alert(1)>]]>'],
  ['processing instruction', '<?xml version="1.0"?><img src=x onerror=alert(1)>'],
  ['href on non-link', '<p href="https://example.com">x</p>'],
  ['xlink on link', '<a xlink:href="javascript:alert(1)">x</a>'],
  ['target and rel', '<a href="https://example.com" target="_top" rel="opener">x</a>'],
  ['id, class and name clobbering', '<p id="root" class="x" name="cookie">x</p>'],
  ['entities forming a tag', '&lt;img src=x onerror=alert(1)&gt;'],
  ['plaintext', '<plaintext><img src=x onerror=alert(1)>'],
  ['details ontoggle', '<details open ontoggle=alert(1)><summary>x</summary></details>'],
  ['repeated href, safe second', '<a href="javascript:alert(1)" href="https://ok.example">x</a>'],
];

describe('sanitizeTextHtml against XSS vectors', () => {
  it.each(XSS_VECTORS)('%s', (_name, vector) => {
    const output = sanitizeTextHtml(vector);
    expectOnlyAllowList(output);
    // At the string level too: every "<" opens or closes an allowed tag.
    expect(output).not.toMatch(/<(?!\/?(?:b|i|em|strong|a|p|br|ol|ul|li)[\s>])/);
    // Idempotent: sanitising again changes nothing.
    expect(sanitizeTextHtml(output)).toBe(output);
  });

  it('drops scripts and styles with their content', () => {
    expect(sanitizeTextHtml('<script>alert(1)</script>ok')).toBe('ok');
    expect(sanitizeTextHtml('<style>p{color:red}</style>ok')).toBe('ok');
    expect(sanitizeTextHtml('<svg><text>a</text></svg>ok')).toBe('ok');
  });

  it('keeps the text of other tags it removes', () => {
    expect(sanitizeTextHtml('<h1>Título</h1><span>texto</span><div>linha</div>')).toBe(
      'Títulotextolinha',
    );
  });

  it('turns what looks like markup in text into escaped text', () => {
    expect(sanitizeTextHtml('&lt;img src=x onerror=alert(1)&gt;')).toBe(
      '&lt;img src=x onerror=alert(1)&gt;',
    );
    expect(parse(sanitizeTextHtml('&lt;b&gt;')).textContent).toBe('<b>');
    expect(sanitizeTextHtml('1 < 2 & 3 > 2')).toBe('1 &lt; 2 &amp; 3 &gt; 2');
  });

  it('drops unsafe links but keeps the link text', () => {
    expect(sanitizeTextHtml('<a href="jav&#x09;ascript:alert(1)">clique</a>')).toBe(
      '<a>clique</a>',
    );
    expect(sanitizeTextHtml('<a href="data:text/html,x">clique</a>')).toBe('<a>clique</a>');
  });
});

describe('sanitizeTextHtml keeps allowed formatting', () => {
  it('keeps every allowed tag and safe links as they were', () => {
    const html =
      '<p><b>negrito</b> <i>itálico</i> <em>ênfase</em> <strong>forte</strong><br>' +
      '<a href="https://loja.example.com/a?b=1&amp;c=2">site</a> <a href="mailto:a@b.com">e-mail</a> ' +
      '<a href="tel:+5511999999999">fone</a> <a href="/categoria/x#topo">relativo</a></p>' +
      '<ol><li>um</li></ol><ul><li>dois</li></ul>';
    expect(sanitizeTextHtml(html)).toBe(html);
  });

  it('keeps character references in text as written (pt-BR content often has them)', () => {
    const html = '<p>Promo&ccedil;&atilde;o&nbsp;&#8212; R$&nbsp;10&amp;</p>';
    expect(sanitizeTextHtml(html)).toBe(html);
  });

  it('normalises tag case, attribute quoting and href encoding', () => {
    expect(sanitizeTextHtml('<P><B>x</B><A HREF=https://a.example/?q=1&x=2>y</A></P>')).toBe(
      '<p><b>x</b><a href="https://a.example/?q=1&amp;x=2">y</a></p>',
    );
    expect(sanitizeTextHtml('<a href="  https://a.example/  ">y</a>')).toBe(
      '<a href="https://a.example/">y</a>',
    );
  });

  it('closes what is left open and ignores stray end tags', () => {
    expect(sanitizeTextHtml('<p><b>aberto <i>mais')).toBe('<p><b>aberto <i>mais</i></b></p>');
    expect(sanitizeTextHtml('x</b></p></li>y')).toBe('xy');
    expect(sanitizeTextHtml('<p>a<p>b')).toBe('<p>a</p><p>b</p>');
    expect(sanitizeTextHtml('<ul><li>1<li>2</ul>')).toBe('<ul><li>1</li><li>2</li></ul>');
    expect(sanitizeTextHtml('<a href="/a">1<a href="/b">2</a>')).toBe(
      '<a href="/a">1</a><a href="/b">2</a>',
    );
  });

  it('writes what a browser parses back to the same markup', () => {
    const samples = [
      '<p>a<p>b<ul><li>1<li>2</ul>',
      '<p><b>x<i>y</i></b>z<br>w</p>',
      '<ol><li><p>a</p><ul><li>b</li></ul></li></ol>',
      '<a href="https://x.example/?a=&quot;b&quot;">q</a>',
    ];
    for (const sample of samples) {
      const output = sanitizeTextHtml(sample);
      expect(parse(output).innerHTML).toBe(output);
    }
  });

  it('handles the empty string and plain text', () => {
    expect(sanitizeTextHtml('')).toBe('');
    expect(sanitizeTextHtml('só texto')).toBe('só texto');
  });
});

describe('agreement with DOMPurify (the renderer’s sanitiser) on the same allow-list', () => {
  const purify = createDOMPurify(window);
  const config = {
    ALLOWED_TAGS: [...RICH_TEXT_TAGS],
    ALLOWED_ATTR: ['href'],
    ALLOW_DATA_ATTR: false,
    KEEP_CONTENT: true,
  };
  const samples = [
    '<p><b>negrito</b> e <a href="https://a.example/x">link</a></p>',
    '<ul><li>um</li><li><i>dois</i></li></ul>',
    '<div>linha</div><span style="x">texto</span>',
    '<p onclick="x">a<br>b</p>',
    '1 < 2 & 3 > 2',
    '<h2>Título</h2><p>corpo</p>',
  ];
  it.each(samples)('same text and same elements: %s', (sample) => {
    const ours = parse(sanitizeTextHtml(sample));
    const theirs = parse(purify.sanitize(sample, config));
    expect(ours.textContent).toBe(theirs.textContent);
    expect(ours.innerHTML).toBe(theirs.innerHTML);
  });
});

describe('cleanHref', () => {
  it.each([
    ['https://a.example/x', 'https://a.example/x'],
    ['HTTP://A.EXAMPLE', 'HTTP://A.EXAMPLE'],
    ['mailto:a@b.com', 'mailto:a@b.com'],
    ['tel:+55 11 99999-9999', 'tel:+55 11 99999-9999'],
    ['/categoria/x', '/categoria/x'],
    ['produto/1?a=b', 'produto/1?a=b'],
    ['#topo', '#topo'],
    ['//cdn.example/x', '//cdn.example/x'],
    ['  https://a.example \n', 'https://a.example'],
    ['ht\ttp://a.example', 'http://a.example'],
  ])('keeps %j', (input, expected) => {
    expect(cleanHref(input)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    ' JAVASCRIPT:alert(1)',
    'java\nscript:alert(1)',
    'java\u0000script:alert(1)',
    'java\u200bscript:alert(1)',
    'data:text/html,x',
    'vbscript:x',
    'file:///etc/passwd',
    'blob:https://a.example/uuid',
    'ftp://a.example',
  ])('refuses %j', (input) => {
    expect(isSafeHref(input)).toBe(false);
  });
});
