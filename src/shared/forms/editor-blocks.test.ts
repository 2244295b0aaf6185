import { describe, expect, it } from 'vitest';
import {
  checkImageUrl,
  checkLinkUrl,
  DEFAULT_EDITOR_VERSION,
  escapeHtmlText,
  isSavableBlock,
  newBlock,
  newBlockId,
  normalizeEditorValue,
  parseTools,
  readBlock,
  readEditorValue,
  sameSavedBlocks,
  toEditorOutput,
  type EditorBlock,
} from './editor-blocks';

const stored = {
  time: 1715969561758,
  blocks: [
    { id: 'a1', type: 'paragraph', data: { text: 'Olá <b>mundo</b>' } },
    { id: 'b2', type: 'header', data: { text: 'Título', level: 3 } },
    { id: 'c3', type: 'code', data: { code: 'const a = 1;' } },
    {
      id: 'd4',
      type: 'image',
      data: {
        file: { url: 'https://cdn.example.com/a.png' },
        caption: 'Legenda',
        withBorder: true,
        stretched: false,
        withBackground: false,
      },
    },
    { id: 'e5', type: 'table', data: { rows: [['x']] }, tunes: { align: 'left' } },
  ],
  version: '2.29.1',
};

describe('parseTools', () => {
  it.each([
    ['PARAGRAPH_HEADER_CODE_IMAGE', ['paragraph', 'header', 'code', 'image']],
    ['IMAGE_PARAGRAPH', ['image', 'paragraph']],
    ['paragraph_code', ['paragraph', 'code']],
    ['PARAGRAPH_LIST_QUOTE_HEADER', ['paragraph', 'header']],
    ['PARAGRAPH_PARAGRAPH', ['paragraph']],
    ['HEADER, CODE', ['header', 'code']],
    ['', ['paragraph', 'header', 'code', 'image']],
    ['LIST_QUOTE', ['paragraph', 'header', 'code', 'image']],
    [undefined, ['paragraph', 'header', 'code', 'image']],
  ])('%s', (tools, expected) => {
    expect(parseTools(tools)).toEqual(expected);
  });
});

describe('newBlockId', () => {
  it('gives 10 URL-safe characters, different each time', () => {
    const ids = new Set(Array.from({ length: 500 }, () => newBlockId()));
    expect(ids.size).toBe(500);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{10}$/);
  });
});

describe('readEditorValue / normalizeEditorValue', () => {
  it('keeps a stored Editor.js document as it is, unknown blocks included', () => {
    const read = readEditorValue(stored);
    expect(read.unreadable).toBe(false);
    expect(read.document).toEqual(stored);
  });

  it.each([null, undefined, ''])('%s is an empty document, not an error', (value) => {
    const read = readEditorValue(value);
    expect(read.unreadable).toBe(false);
    expect(read.document.blocks).toEqual([]);
    expect(read.document.version).toBe(DEFAULT_EDITOR_VERSION);
    expect(typeof read.document.time).toBe('number');
  });

  it.each([42, true, { foo: 1 }, { blocks: 'x' }])(
    'garbage %j is an empty document flagged unreadable',
    (value) => {
      const read = readEditorValue(value);
      expect(read.unreadable).toBe(true);
      expect(read.document.blocks).toEqual([]);
    },
  );

  it('reads a JSON string of a document', () => {
    expect(normalizeEditorValue(JSON.stringify(stored))).toEqual(stored);
  });

  it('keeps legacy plain text as one escaped paragraph', () => {
    const document = normalizeEditorValue('a < b\nsegunda <script>x</script>');
    expect(document.blocks).toHaveLength(1);
    expect(document.blocks[0].type).toBe('paragraph');
    expect(document.blocks[0].data).toEqual({
      text: 'a &lt; b<br>segunda &lt;script&gt;x&lt;/script&gt;',
    });
  });

  it('takes an array as the blocks', () => {
    const document = normalizeEditorValue(stored.blocks);
    expect(document.blocks).toEqual(stored.blocks);
    expect(document.version).toBe(DEFAULT_EDITOR_VERSION);
  });

  it('gives blocks without an id or with a repeated id a fresh one, and skips non-objects', () => {
    const document = normalizeEditorValue({
      time: 'ontem',
      version: 7,
      blocks: [
        { type: 'paragraph', data: { text: 'sem id' } },
        { id: 'x', type: 'paragraph', data: { text: 'um' } },
        { id: 'x', type: 'paragraph', data: { text: 'dois' } },
        null,
        'texto solto',
        { id: 'y', data: { what: 1 } },
      ],
      extra: 'kept',
    });
    const ids = document.blocks.map((block) => block.id);
    expect(ids).toHaveLength(4);
    expect(new Set(ids).size).toBe(4);
    expect(ids[1]).toBe('x');
    expect(ids[0]).toMatch(/^[A-Za-z0-9_-]{10}$/);
    expect(ids[2]).not.toBe('x');
    expect(document.blocks[3]).toEqual({ id: 'y', type: '', data: { what: 1 } });
    expect(document.version).toBe(DEFAULT_EDITOR_VERSION);
    expect(typeof document.time).toBe('number');
    expect(document.extra).toBe('kept');
  });
});

describe('readBlock', () => {
  const block = (type: string, data: unknown): EditorBlock => ({ id: 'b', type, data });

  it('reads each known tool', () => {
    const [paragraph, header, code, image, table] = stored.blocks as EditorBlock[];
    expect(readBlock(paragraph)).toEqual({ kind: 'paragraph', data: { text: 'Olá <b>mundo</b>' } });
    expect(readBlock(header)).toEqual({ kind: 'header', data: { text: 'Título', level: 3 } });
    expect(readBlock(code)).toEqual({ kind: 'code', data: { code: 'const a = 1;' } });
    expect(readBlock(image)).toMatchObject({ kind: 'image', data: { caption: 'Legenda' } });
    expect(readBlock(table)).toEqual({ kind: 'readonly', reason: 'unknown-type' });
  });

  it('fills Editor.js defaults: header level 2, image flags false', () => {
    expect(readBlock(block('header', { text: 'x' }))).toEqual({
      kind: 'header',
      data: { text: 'x', level: 2 },
    });
    expect(readBlock(block('image', { file: { url: 'https://a.b/c.png' } }))).toEqual({
      kind: 'image',
      data: {
        file: { url: 'https://a.b/c.png' },
        caption: '',
        withBorder: false,
        stretched: false,
        withBackground: false,
      },
    });
  });

  it.each([
    ['paragraph', { text: 5 }],
    ['paragraph', null],
    ['header', { text: 'x', level: 7 }],
    ['header', { text: 'x', level: '2' }],
    ['code', {}],
    ['image', { url: 'https://simple-image.example/a.png' }],
    ['image', { file: { url: 3 } }],
  ])('known type %s with unexpected data %j stays read-only', (type, data) => {
    expect(readBlock(block(type, data))).toEqual({ kind: 'readonly', reason: 'invalid-data' });
  });
});

describe('output', () => {
  it('new blocks carry their tool data', () => {
    expect(newBlock('paragraph').data).toEqual({ text: '' });
    expect(newBlock('header').data).toEqual({ text: '', level: 2 });
    expect(newBlock('code').data).toEqual({ code: '' });
    expect(newBlock('image').data).toEqual({
      file: { url: '' },
      caption: '',
      withBorder: false,
      stretched: false,
      withBackground: false,
    });
  });

  it('leaves out drafts (empty paragraph or header, image without URL) like Editor.js', () => {
    const drafts: EditorBlock[] = [
      { id: '1', type: 'paragraph', data: { text: '' } },
      { id: '2', type: 'paragraph', data: { text: ' <br>&nbsp;' } },
      { id: '3', type: 'header', data: { text: '  ', level: 2 } },
      { id: '4', type: 'image', data: { file: { url: '' }, caption: 'x' } },
    ];
    for (const draft of drafts) expect(isSavableBlock(draft)).toBe(false);
    const kept: EditorBlock[] = [
      { id: '5', type: 'code', data: { code: '' } },
      { id: '6', type: 'weird', data: null },
      { id: '7', type: 'paragraph', data: { text: 7 } },
    ];
    for (const block of kept) expect(isSavableBlock(block)).toBe(true);
    const base = normalizeEditorValue(stored);
    const output = toEditorOutput(base, [...drafts, ...kept, ...base.blocks], 123);
    expect(output).toEqual({ time: 123, version: '2.29.1', blocks: [...kept, ...base.blocks] });
  });

  it('compares saved blocks, ignoring drafts', () => {
    const a: EditorBlock[] = [{ id: '1', type: 'code', data: { code: 'x' } }];
    const withDraft = [...a, { id: '2', type: 'paragraph', data: { text: '' } }];
    expect(sameSavedBlocks(a, withDraft)).toBe(true);
    expect(sameSavedBlocks(a, [{ id: '1', type: 'code', data: { code: 'y' } }])).toBe(false);
    expect(sameSavedBlocks(a, [])).toBe(false);
  });
});

describe('urls and escaping', () => {
  it.each([
    ['https://cdn.example.com/a.png', 'https://cdn.example.com/a.png'],
    ['  http://example.com/x y.jpg ', 'http://example.com/x%20y.jpg'],
  ])('image URL %j is taken', (text, url) => {
    expect(checkImageUrl(text)).toEqual({ ok: true, url });
  });

  it.each([
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    'ftp://example.com/a.png',
    'file:///etc/passwd',
    '/relative.png',
    'example.com/a.png',
    'mailto:a@b.c',
    'http://',
    '',
  ])('image URL %j is refused', (text) => {
    expect(checkImageUrl(text)).toEqual({ ok: false });
  });

  it('links take http(s) and mailto only', () => {
    expect(checkLinkUrl('mailto:a@b.c')).toEqual({ ok: true, url: 'mailto:a@b.c' });
    expect(checkLinkUrl('https://a.b')).toEqual({ ok: true, url: 'https://a.b/' });
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'vbscript:x',
      'data:text/html,x',
    ])
      expect(checkLinkUrl(bad)).toEqual({ ok: false });
  });

  it('escapes text for inline HTML', () => {
    expect(escapeHtmlText('<a href="x">&')).toBe('&lt;a href=&quot;x&quot;&gt;&amp;');
  });
});
