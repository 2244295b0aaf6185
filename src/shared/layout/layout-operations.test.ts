import { describe, expect, it } from 'vitest';
import { layoutTexts } from '../texts/layout';
import { type LayoutNodes, ROOT_ID, emptyLayout } from './layout-node';
import {
  type LayoutEdit,
  childrenOf,
  deleteNode,
  duplicateNode,
  extractTree,
  insertNode,
  insertTree,
  moveNode,
  setNodeProps,
} from './layout-operations';
import { subtreeIds } from './layout-tree';
import { validateLayout } from './layout-validation';
import {
  bigLayout,
  counterIds,
  fixtureLayout,
  seededRandom,
} from './test-fixtures/layout-builders';

function applied(edit: LayoutEdit): LayoutNodes {
  if (!edit.ok) throw new Error(edit.error);
  const check = validateLayout(edit.nodes);
  if (!check.ok) throw new Error(check.problems.join('\n'));
  return edit.nodes;
}

function errorOf(edit: LayoutEdit): string {
  if (edit.ok) throw new Error('expected a refusal');
  return edit.error;
}

describe('insertNode', () => {
  it('inserts a new node into a canvas at an index, with a fresh id and Craft fields', () => {
    const before = fixtureLayout();
    const edit = insertNode(before, 'text', 'column', 1, { makeId: counterIds('x') });
    const after = applied(edit);
    expect(edit.ok && edit.nodeId).toBe('x1');
    expect(childrenOf(after, 'column')).toEqual(['products', 'x1', 'video', 'manual', 'insta']);
    expect(after.x1).toEqual({
      type: { resolvedName: 'Text' },
      isCanvas: false,
      props: { html: '<p>Texto</p>' },
      displayName: 'Text',
      custom: {},
      parent: 'column',
      hidden: false,
      nodes: [],
      linkedNodes: {},
    });
  });

  it('appends when no index is given and clamps an index out of range', () => {
    const nodes = fixtureLayout();
    const end = applied(
      insertNode(nodes, 'video', ROOT_ID, undefined, { makeId: counterIds('e') }),
    );
    expect(childrenOf(end).at(-1)).toBe('e1');
    const far = applied(insertNode(nodes, 'video', ROOT_ID, 99, { makeId: counterIds('f') }));
    expect(childrenOf(far).at(-1)).toBe('f1');
    const negative = applied(insertNode(nodes, 'video', ROOT_ID, -3, { makeId: counterIds('g') }));
    expect(childrenOf(negative)[0]).toBe('g1');
  });

  it('sanitises the text of a new text node and checks props of its type', () => {
    const edit = insertNode(emptyLayout(), 'text', ROOT_ID, 0, {
      props: { html: '<p onclick="x()">Oi<script>alert(1)</script></p>' },
      makeId: counterIds(),
    });
    expect(applied(edit).n1.props.html).toBe('<p>Oi</p>');
    expect(
      errorOf(insertNode(emptyLayout(), 'products', ROOT_ID, 0, { props: { products: 5 } })),
    ).toMatch(/^Propriedades inválidas: products: deve ser um texto/);
  });

  it('refuses a target that is not a container, and a missing one', () => {
    expect(errorOf(insertNode(fixtureLayout(), 'text', 'intro'))).toBe('Objeto não é um canvas');
    expect(errorOf(insertNode(fixtureLayout(), 'text', 'nope'))).toBe(
      layoutTexts.operations.nodeMissing('nope'),
    );
    expect(errorOf(insertNode(fixtureLayout(), 'text', 'toString'))).toBe(
      layoutTexts.operations.nodeMissing('toString'),
    );
  });

  it('never reuses an id already in the layout', () => {
    let calls = 0;
    const repeating = () => (++calls <= 3 ? 'intro' : 'fresh');
    const after = applied(insertNode(fixtureLayout(), 'text', ROOT_ID, 0, { makeId: repeating }));
    expect(after.fresh.parent).toBe(ROOT_ID);
    expect(after.intro.type.resolvedName).toBe('Text');
    expect(() => insertNode(fixtureLayout(), 'text', ROOT_ID, 0, { makeId: () => 'ROOT' })).toThrow(
      layoutTexts.operations.idGeneratorRepeats,
    );
  });

  it('shares every untouched node with the layout before', () => {
    const before = fixtureLayout();
    const after = applied(insertNode(before, 'image', 'grid', 0, { makeId: counterIds() }));
    for (const id of Object.keys(before)) {
      if (id === 'grid') expect(after[id]).not.toBe(before[id]);
      else expect(after[id]).toBe(before[id]);
    }
    expect(before.grid.nodes).toEqual(['column']);
  });
});

describe('moveNode', () => {
  it('moves within the same canvas with Craft semantics (index before the node leaves)', () => {
    const nodes = fixtureLayout(); // column: products, video, manual, insta
    const order = (edit: LayoutEdit) => childrenOf(applied(edit), 'column');
    expect(order(moveNode(nodes, 'products', 'column', 3))).toEqual([
      'video',
      'manual',
      'products',
      'insta',
    ]);
    expect(order(moveNode(nodes, 'products', 'column', 4))).toEqual([
      'video',
      'manual',
      'insta',
      'products',
    ]);
    expect(order(moveNode(nodes, 'insta', 'column', 0))).toEqual([
      'insta',
      'products',
      'video',
      'manual',
    ]);
    expect(order(moveNode(nodes, 'manual', 'column', 1))).toEqual([
      'products',
      'manual',
      'video',
      'insta',
    ]);
    expect(order(moveNode(nodes, 'video', 'column'))).toEqual([
      'products',
      'manual',
      'insta',
      'video',
    ]);
  });

  it('answers the same layout when dropped where it already is', () => {
    const nodes = fixtureLayout();
    for (const index of [1, 2]) {
      const edit = moveNode(nodes, 'video', 'column', index);
      expect(edit.ok && edit.nodes).toBe(nodes);
    }
  });

  it('moves into another canvas, updating both lists and the parent', () => {
    const before = fixtureLayout();
    const after = applied(moveNode(before, 'intro', 'column', 0));
    expect(childrenOf(after)).toEqual(['hero', 'grid', 'outro']);
    expect(childrenOf(after, 'column')[0]).toBe('intro');
    expect(after.intro.parent).toBe('column');
    expect(after.intro.props).toBe(before.intro.props);
    expect(after.hero).toBe(before.hero);
  });

  it('moves a container with its whole subtree', () => {
    const after = applied(moveNode(fixtureLayout(), 'column', 'hero', 1));
    expect(childrenOf(after, 'hero')).toEqual(['heroImage', 'column', 'heroTitle']);
    expect(childrenOf(after, 'grid')).toEqual([]);
    expect(subtreeIds(after, 'column')).toEqual(['column', 'products', 'video', 'manual', 'insta']);
  });

  it('never moves a node into itself or a descendant, nor ROOT, nor onto a leaf', () => {
    const nodes = fixtureLayout();
    expect(errorOf(moveNode(nodes, 'grid', 'grid'))).toBe(layoutTexts.operations.intoItself);
    expect(errorOf(moveNode(nodes, 'grid', 'column'))).toBe(layoutTexts.operations.intoItself);
    expect(errorOf(moveNode(nodes, ROOT_ID, 'grid'))).toBe(layoutTexts.operations.rootLocked);
    expect(errorOf(moveNode(nodes, 'intro', 'products'))).toBe('Objeto não é um canvas');
    expect(errorOf(moveNode(nodes, 'ghost', ROOT_ID))).toBe(
      layoutTexts.operations.nodeMissing('ghost'),
    );
  });
});

describe('deleteNode', () => {
  it('deletes a node with its descendants and selects the parent', () => {
    const before = fixtureLayout();
    const edit = deleteNode(before, 'grid');
    const after = applied(edit);
    expect(edit.ok && edit.nodeId).toBe(ROOT_ID);
    for (const gone of ['grid', 'column', 'products', 'video', 'manual', 'insta']) {
      expect(Object.hasOwn(after, gone)).toBe(false);
    }
    expect(childrenOf(after)).toEqual(['hero', 'intro', 'outro']);
    expect(after.hero).toBe(before.hero);
    expect(Object.keys(before)).toHaveLength(12);
  });

  it('refuses ROOT and a missing node', () => {
    expect(errorOf(deleteNode(fixtureLayout(), ROOT_ID))).toBe(layoutTexts.operations.rootLocked);
    expect(errorOf(deleteNode(fixtureLayout(), 'x'))).toBe(layoutTexts.operations.nodeMissing('x'));
  });
});

describe('duplicateNode', () => {
  it('copies the subtree with fresh ids right after the original', () => {
    const before = fixtureLayout();
    const edit = duplicateNode(before, 'hero', counterIds('d'));
    const after = applied(edit);
    expect(edit.ok && edit.nodeId).toBe('d1');
    expect(childrenOf(after)).toEqual(['hero', 'd1', 'intro', 'grid', 'outro']);
    expect(childrenOf(after, 'd1')).toEqual(['d2', 'd3']);
    expect(after.d2.parent).toBe('d1');
    expect(after.d2.props).toEqual(before.heroImage.props);
    expect(after.d3.props).toEqual(before.heroTitle.props);
    expect(after.d1.props).toEqual(before.hero.props);
    expect(after.d1.custom).toEqual(before.hero.custom);
  });

  it('refuses ROOT', () => {
    expect(errorOf(duplicateNode(fixtureLayout(), ROOT_ID))).toBe(
      layoutTexts.operations.rootLocked,
    );
  });
});

describe('setNodeProps', () => {
  it('merges a patch, removes keys set to undefined and keeps unknown props', () => {
    const before = fixtureLayout();
    const after = applied(
      setNodeProps(before, 'hero', { className: 'hero wide', href: undefined }),
    );
    expect(after.hero.props).toEqual({ className: 'hero wide', background: '#fafafa' });
    expect(after.heroImage).toBe(before.heroImage);
  });

  it('sanitises text HTML on every edit', () => {
    const after = applied(
      setNodeProps(fixtureLayout(), 'intro', {
        html: '<p>Oi <a href="javascript:alert(1)" target="_blank">x</a><img src=x onerror=alert(1)></p>',
      }),
    );
    expect(after.intro.props.html).toBe('<p>Oi <a>x</a></p>');
  });

  it('does not sanitise an embed (it only ever runs in its sandboxed frame)', () => {
    const html = '<script src="https://platform.twitter.com/widgets.js"></script>';
    expect(applied(setNodeProps(fixtureLayout(), 'insta', { html })).insta.props.html).toBe(html);
  });

  it('refuses props wrong for the type, and answers the same layout for a no-op', () => {
    const nodes = fixtureLayout();
    expect(errorOf(setNodeProps(nodes, 'hero', { href: 'javascript:alert(1)' }))).toMatch(
      /^Propriedades inválidas: href: /,
    );
    expect(errorOf(setNodeProps(nodes, 'outro', { contentId: undefined }))).toMatch(
      /^Propriedades inválidas: contentId/,
    );
    const same = setNodeProps(nodes, 'products', { products: '1011, 2104,6215,7801' });
    expect(same.ok && same.nodes).toBe(nodes);
  });
});

describe('extractTree / insertTree', () => {
  it('detaches a subtree without copying its nodes, and inserts it again with fresh ids', () => {
    const nodes = fixtureLayout();
    const tree = extractTree(nodes, 'column')!;
    expect(tree.nodes.column.parent).toBeNull();
    expect(tree.nodes.video).toBe(nodes.video);
    expect(Object.keys(tree.nodes)).toEqual(['column', 'products', 'video', 'manual', 'insta']);
    const once = applied(insertTree(nodes, tree, ROOT_ID, 0, counterIds('a')));
    const twice = applied(insertTree(once, tree, ROOT_ID, 0, counterIds('b')));
    expect(childrenOf(twice).slice(0, 2)).toEqual(['b1', 'a1']);
    expect(Object.keys(twice)).toHaveLength(Object.keys(nodes).length + 10);
    expect(extractTree(nodes, 'missing')).toBeNull();
  });

  it('refuses a malformed tree with Dados inválidos, changing nothing', () => {
    const nodes = fixtureLayout();
    const dangling = { ...nodes.grid, parent: null, nodes: ['gone'] };
    expect(insertTree(nodes, { rootNodeId: 'g', nodes: { g: dangling } }, ROOT_ID)).toEqual({
      ok: false,
      error: 'Dados inválidos',
    });
    expect(insertTree(nodes, { rootNodeId: 'x', nodes: {} }, ROOT_ID)).toEqual({
      ok: false,
      error: 'Dados inválidos',
    });
  });
});

describe('random edit sequences', () => {
  it('always leave a valid layout (1,000 edits over the fixture)', () => {
    const random = seededRandom(16);
    const makeId = counterIds('r');
    let nodes = fixtureLayout();
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
    let applied_ = 0;
    for (let step = 0; step < 1000; step++) {
      const ids = Object.keys(nodes);
      const id = pick(ids);
      const target = pick(ids);
      const index = Math.floor(random() * 6) - 1;
      const edit = pick([
        () =>
          insertNode(
            nodes,
            pick(['text', 'container', 'image', 'products'] as const),
            target,
            index,
            { makeId },
          ),
        () => moveNode(nodes, id, target, index),
        () => deleteNode(nodes, id),
        () => duplicateNode(nodes, id, makeId),
        () => setNodeProps(nodes, id, { className: `c${step}` }),
      ])();
      if (!edit.ok) continue;
      const check = validateLayout(edit.nodes);
      expect(check.ok ? [] : check.problems, `step ${step}`).toEqual([]);
      nodes = edit.nodes;
      applied_++;
    }
    expect(applied_).toBeGreaterThan(300);
  });
});

describe('a 500-node layout', () => {
  it('is edited by replacing only the nodes an edit touches', () => {
    const nodes = bigLayout(500);
    expect(Object.keys(nodes)).toHaveLength(500);
    const text = Object.keys(nodes).find((id) => nodes[id].type.resolvedName === 'Text')!;
    const after = applied(setNodeProps(nodes, text, { html: '<p>novo</p>' }));
    const changed = Object.keys(after).filter((id) => after[id] !== nodes[id]);
    expect(changed).toEqual([text]);
  });
});
