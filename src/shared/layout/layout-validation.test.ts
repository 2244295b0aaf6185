import type { SerializedNodes } from '@craftjs/core';
import { describe, expect, it } from 'vitest';
import { layoutTexts } from '../texts/layout';
import {
  type LayoutNodes,
  RESOLVED_NAMES,
  emptyLayout,
  newLayoutNode,
  productIdsOf,
} from './layout-node';
import {
  parseStoredLayout,
  serializeLayout,
  validateLayout,
  validateTree,
} from './layout-validation';
import { craftLayoutJson } from './test-fixtures/craft-layout';

const fixture = (): Record<string, Record<string, unknown>> => JSON.parse(craftLayoutJson);

function problemsOf(value: unknown): readonly string[] {
  const result = validateLayout(value);
  return result.ok ? [] : result.problems;
}

describe('validateLayout', () => {
  it('accepts a layout in Craft serialized shape and returns the very same object', () => {
    const layout = fixture();
    const result = validateLayout(layout);
    expect(result.ok).toBe(true);
    expect(result.ok && result.nodes).toBe(layout);
  });

  it('is assignable both ways to @craftjs/core SerializedNodes (types checked by tsc)', () => {
    const layout = JSON.parse(craftLayoutJson) as LayoutNodes;
    const craft: SerializedNodes = layout as unknown as SerializedNodes;
    const back: LayoutNodes = craft as unknown as LayoutNodes;
    expect(validateLayout(back).ok).toBe(true);
    // A node we create has every key Craft's serializer writes, in the same order.
    expect(Object.keys(newLayoutNode('text'))).toEqual([
      'type',
      'isCanvas',
      'props',
      'displayName',
      'custom',
      'parent',
      'hidden',
      'nodes',
      'linkedNodes',
    ]);
  });

  it('accepts older hand-made nodes without displayName, custom, hidden and linkedNodes', () => {
    const layout = {
      ROOT: {
        type: { resolvedName: 'Container' },
        isCanvas: true,
        props: {},
        parent: null,
        nodes: ['t'],
      },
      t: {
        type: { resolvedName: 'Text' },
        isCanvas: false,
        props: { html: 'Oi' },
        parent: 'ROOT',
        nodes: [],
      },
    };
    expect(problemsOf(layout)).toEqual([]);
  });

  it('keeps props and custom entries it does not know', () => {
    const layout = fixture();
    (layout.intro.props as Record<string, unknown>).futureProp = { a: 1 };
    (layout.intro.custom as Record<string, unknown>).note = 'x';
    layout.intro.someCraftField = 42;
    const result = validateLayout(layout);
    expect(result.ok).toBe(true);
    expect(serializeLayout(result.ok ? result.nodes : {})).toBe(JSON.stringify(layout));
  });

  it('refuses an unknown node type with a pt-BR reason naming the node and the type', () => {
    const layout = fixture();
    layout.intro.type = { resolvedName: 'Carousel' };
    expect(problemsOf(layout)).toEqual([layoutTexts.problems.unknownType('intro', 'Carousel')]);
    expect(layoutTexts.problems.unknownType('intro', 'Carousel')).toBe(
      'Nó "intro": o tipo "Carousel" não é um bloco conhecido (Texto, Image, Video, Arquivo, Container, Contents, Embed, Products).',
    );
  });

  it('refuses Craft HTML-element nodes (type as a string) and the deprecated Canvas', () => {
    const layout = fixture();
    layout.intro.type = 'div';
    expect(problemsOf(layout)[0]).toMatch(/^Nó "intro": formato inesperado \(type:/);
    const canvas = fixture();
    canvas.grid.type = { resolvedName: 'Canvas' };
    expect(problemsOf(canvas)).toContain(layoutTexts.problems.unknownType('grid', 'Canvas'));
  });

  it.each([
    ['text html not a string', (l: ReturnType<typeof fixture>) => (l.intro.props = { html: 3 })],
    ['text without html', (l: ReturnType<typeof fixture>) => (l.intro.props = {})],
    [
      'products not a string',
      (l: ReturnType<typeof fixture>) => (l.products.props = { products: [1] }),
    ],
    ['content without contentId', (l: ReturnType<typeof fixture>) => (l.outro.props = {})],
    ['embed html missing', (l: ReturnType<typeof fixture>) => (l.insta.props = { code: 'x' })],
    ['file as a number', (l: ReturnType<typeof fixture>) => (l.manual.props = { file: 7 })],
    [
      'container javascript: link',
      (l: ReturnType<typeof fixture>) => (l.hero.props = { href: 'JaVaScRiPt:alert(1)' }),
    ],
    [
      'container data: link',
      (l: ReturnType<typeof fixture>) => (l.hero.props = { href: ' data:text/html,x' }),
    ],
    [
      'className not a string',
      (l: ReturnType<typeof fixture>) => (l.grid.props = { className: ['a'] }),
    ],
  ])('refuses invalid props: %s', (_name, spoil) => {
    const layout = fixture();
    spoil(layout);
    const problems = problemsOf(layout);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^Nó "\w+": propriedade inválida \(.+\)\.$/);
  });

  it('names the structural problems of a broken tree', () => {
    const missingChild = fixture();
    (missingChild.grid.nodes as string[]).push('ghost');
    expect(problemsOf(missingChild)).toEqual([layoutTexts.problems.missingChild('grid', 'ghost')]);

    const wrongParent = fixture();
    wrongParent.column.parent = 'ROOT';
    expect(problemsOf(wrongParent)).toContain(layoutTexts.problems.wrongParent('column', 'grid'));

    const repeated = fixture();
    (repeated.ROOT.nodes as string[]).push('intro');
    expect(problemsOf(repeated)).toEqual([layoutTexts.problems.repeatedChild('intro')]);

    const orphan = fixture();
    orphan.loose = { ...orphan.intro, parent: null };
    expect(problemsOf(orphan)).toEqual([layoutTexts.problems.orphan('loose')]);

    const leafWithChildren = fixture();
    leafWithChildren.intro.nodes = ['products'];
    expect(problemsOf(leafWithChildren)).toContain(layoutTexts.problems.childrenOnLeaf('intro'));

    const canvasText = fixture();
    canvasText.intro.isCanvas = true;
    expect(problemsOf(canvasText)).toEqual([layoutTexts.problems.canvasFlag('intro')]);

    const flatContainer = fixture();
    flatContainer.grid.isCanvas = false;
    expect(problemsOf(flatContainer)).toEqual([layoutTexts.problems.canvasFlag('grid')]);
  });

  it('refuses a cycle (nodes only reachable from each other)', () => {
    const layout = fixture();
    // grid ⇄ column, no longer listed by ROOT: the walk from ROOT never meets them.
    layout.ROOT.nodes = ['hero', 'intro', 'outro'];
    layout.grid.parent = 'column';
    layout.column.nodes = ['grid'];
    expect(problemsOf(layout)).toEqual(
      ['grid', 'column', 'products', 'video', 'manual', 'insta'].map((id) =>
        layoutTexts.problems.orphan(id),
      ),
    );
  });

  it('requires ROOT, as a Container, without parent', () => {
    const noRoot = fixture();
    delete noRoot.ROOT;
    expect(problemsOf(noRoot)).toEqual([layoutTexts.problems.noRoot]);
    const textRoot = { ROOT: { ...newLayoutNode('text') } };
    expect(problemsOf(textRoot)).toEqual([layoutTexts.problems.rootNotContainer]);
    const parented = fixture();
    parented.ROOT.parent = 'hero';
    expect(problemsOf(parented)).toContain(layoutTexts.problems.rootHasParent);
  });

  it('refuses values that are not a node map, and reserved ids', () => {
    for (const value of [null, 3, 'x', [], undefined]) {
      expect(problemsOf(value)).toEqual([layoutTexts.problems.notObject]);
    }
    const proto = JSON.parse(`{"ROOT": ${JSON.stringify(emptyLayout().ROOT)}, "__proto__": {}}`);
    expect(problemsOf(proto)).toEqual([layoutTexts.problems.shape('__proto__', 'id reservado')]);
  });

  it('does not follow child ids onto Object.prototype', () => {
    const layout = fixture();
    (layout.grid.nodes as string[]).push('constructor');
    expect(problemsOf(layout)).toEqual([layoutTexts.problems.missingChild('grid', 'constructor')]);
  });

  it('caps the list of problems', () => {
    const layout: Record<string, unknown> = { ROOT: emptyLayout().ROOT };
    for (let i = 0; i < 100; i++) layout[`n${i}`] = { type: { resolvedName: 'Nope' } };
    expect(problemsOf(layout)).toHaveLength(20);
  });
});

describe('validateTree', () => {
  it('accepts a subtree whose top is any node type, and checks the rest', () => {
    const text = { ...newLayoutNode('text') };
    expect(validateTree('a', { a: text })).toEqual([]);
    expect(validateTree('b', { a: text })).toEqual([layoutTexts.problems.noTreeRoot('b')]);
  });
});

describe('parseStoredLayout / serializeLayout', () => {
  it('reads the JSON text a content document stores and writes it back byte for byte', () => {
    const result = parseStoredLayout(craftLayoutJson);
    expect(result.ok).toBe(true);
    if (result.ok) expect(serializeLayout(result.nodes)).toBe(craftLayoutJson);
  });

  it('reads an object as well', () => {
    expect(parseStoredLayout(fixture()).ok).toBe(true);
  });

  it('reads nothing stored as an empty layout', () => {
    for (const empty of [undefined, null, '']) {
      expect(parseStoredLayout(empty)).toEqual({ ok: true, nodes: emptyLayout() });
    }
  });

  it('says when the text is not JSON', () => {
    const result = parseStoredLayout('{"ROOT":');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems[0]).toMatch(/^O layout salvo não é um JSON válido: /);
  });

  it('refuses the older nested-tree format with a clear reason', () => {
    const nested = JSON.stringify({ type: 'container', children: [{ type: 'text', html: 'x' }] });
    expect(parseStoredLayout(nested)).toEqual({
      ok: false,
      problems: [layoutTexts.problems.noRoot],
    });
  });
});

describe('node helpers', () => {
  it('maps every spec type to a resolver name and back through new nodes', () => {
    for (const [type, name] of Object.entries(RESOLVED_NAMES)) {
      const node = newLayoutNode(type as keyof typeof RESOLVED_NAMES);
      expect(node.type.resolvedName).toBe(name);
      expect(node.isCanvas).toBe(type === 'container');
      expect(validateTree('x', { x: node })).toEqual([]);
    }
  });

  it('splits product ids on commas, trimming and dropping empties and repeats', () => {
    expect(productIdsOf(' 1011, 2104,,6215 ,1011 ')).toEqual(['1011', '2104', '6215']);
    expect(productIdsOf('')).toEqual([]);
    expect(productIdsOf(undefined)).toEqual([]);
  });
});
