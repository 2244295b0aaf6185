import { describe, expect, it } from 'vitest';
import { CLIPBOARD_KIND, copyNode, pasteNodes, readClipboard } from './layout-clipboard';
import { type LayoutNodes, ROOT_ID, newLayoutNode } from './layout-node';
import { childrenOf } from './layout-operations';
import { subtreeIds } from './layout-tree';
import { validateLayout } from './layout-validation';
import { counterIds, fixtureLayout } from './test-fixtures/layout-builders';

function clipboardOf(rootNodeId: string, nodes: unknown, extra: Record<string, unknown> = {}) {
  return JSON.stringify({ kind: CLIPBOARD_KIND, version: 1, rootNodeId, nodes, ...extra });
}

function pasted(nodes: LayoutNodes, text: unknown, target: string, prefix = 'p') {
  const edit = pasteNodes(nodes, text, target, { makeId: counterIds(prefix) });
  if (!edit.ok) throw new Error(edit.error);
  expect(validateLayout(edit.nodes).ok).toBe(true);
  return edit;
}

describe('copy and paste', () => {
  it('pastes a copied subtree with fresh ids into the target container, at the end', () => {
    const nodes = fixtureLayout();
    const text = copyNode(nodes, 'hero')!;
    const edit = pasted(nodes, text, 'column');
    expect(edit.nodeId).toBe('p1');
    expect(childrenOf(edit.nodes, 'column').at(-1)).toBe('p1');
    const copies = subtreeIds(edit.nodes, 'p1');
    expect(copies).toEqual(['p1', 'p2', 'p3']);
    for (const id of copies) expect(Object.hasOwn(nodes, id)).toBe(false);
    expect(edit.nodes.p1.parent).toBe('column');
    expect(edit.nodes.p2.parent).toBe('p1');
    expect(edit.nodes.p3.props).toEqual(nodes.heroTitle.props);
    // The original is untouched.
    expect(edit.nodes.hero).toBe(nodes.hero);
  });

  it('gives fresh ids on every paste of the same clipboard', () => {
    const nodes = fixtureLayout();
    const text = copyNode(nodes, 'intro')!;
    const first = pasted(nodes, text, ROOT_ID, 'a');
    const second = pasted(first.nodes, text, ROOT_ID, 'b');
    expect(childrenOf(second.nodes).slice(-2)).toEqual(['a1', 'b1']);
  });

  it('pastes at a given index', () => {
    const nodes = fixtureLayout();
    const edit = pasteNodes(nodes, copyNode(nodes, 'intro'), 'column', {
      index: 1,
      makeId: counterIds('i'),
    });
    expect(edit.ok && childrenOf(edit.nodes, 'column')).toEqual([
      'products',
      'i1',
      'video',
      'manual',
      'insta',
    ]);
  });

  it('copies ROOT as a Container holding the whole page', () => {
    const nodes = fixtureLayout();
    const edit = pasted(nodes, copyNode(nodes, ROOT_ID), 'grid');
    expect(edit.nodes.p1.type.resolvedName).toBe('Container');
    expect(subtreeIds(edit.nodes, 'p1')).toHaveLength(Object.keys(nodes).length);
  });

  it('sanitises the text of pasted nodes again (a clipboard written by hand)', () => {
    const text = newLayoutNode('text', {
      html: '<p>ok<img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a></p>',
    });
    const edit = pasted(fixtureLayout(), clipboardOf('t', { t: text }), ROOT_ID);
    expect(edit.nodes.p1.props.html).toBe('<p>ok<a>x</a></p>');
  });

  it("answers 'Objeto não é um canvas' when pasting onto a node that is not a container", () => {
    const nodes = fixtureLayout();
    const text = copyNode(nodes, 'intro');
    for (const target of ['intro', 'products', 'insta', 'outro', 'heroImage']) {
      expect(pasteNodes(nodes, text, target)).toEqual({
        ok: false,
        error: 'Objeto não é um canvas',
      });
    }
    expect(pasteNodes(nodes, text, 'nowhere')).toEqual({
      ok: false,
      error: 'Objeto não é um canvas',
    });
  });

  const valid = newLayoutNode('text', { html: 'x' });
  it.each([
    ['plain text', 'hello'],
    ['empty', ''],
    ['not a string', { kind: CLIPBOARD_KIND }],
    ['JSON null', 'null'],
    ['JSON array', '[]'],
    ['another kind', clipboardOf('t', { t: valid }, { kind: 'other' })],
    ['another version', clipboardOf('t', { t: valid }, { version: 2 })],
    ['root missing from nodes', clipboardOf('x', { t: valid })],
    ['unknown node type', clipboardOf('t', { t: { ...valid, type: { resolvedName: 'Script' } } })],
    ['invalid props', clipboardOf('t', { t: { ...valid, props: { html: 1 } } })],
    ['top with a parent', clipboardOf('t', { t: { ...valid, parent: 'ROOT' } })],
    ['child missing', clipboardOf('c', { c: { ...newLayoutNode('container'), nodes: ['gone'] } })],
    [
      'child pointing elsewhere',
      clipboardOf('c', { c: { ...newLayoutNode('container'), nodes: ['t'] }, t: valid }),
    ],
    [
      'extra node hanging from nothing',
      clipboardOf('t', { t: valid, u: { ...valid, parent: 't' } }),
    ],
    ['a stored layout (not a copy)', JSON.stringify(fixtureLayout())],
    ['truncated', copyNode(fixtureLayout(), 'hero')!.slice(0, 40)],
  ])("answers 'Dados inválidos' for invalid clipboard data: %s", (_name, text) => {
    const nodes = fixtureLayout();
    expect(readClipboard(text)).toEqual({ ok: false, error: 'Dados inválidos' });
    expect(pasteNodes(nodes, text, ROOT_ID)).toEqual({ ok: false, error: 'Dados inválidos' });
    // Invalid data is named first, even onto a node that is not a container.
    expect(pasteNodes(nodes, text, 'intro')).toEqual({ ok: false, error: 'Dados inválidos' });
  });

  it('answers null when copying a node that does not exist', () => {
    expect(copyNode(fixtureLayout(), 'ghost')).toBeNull();
  });
});
