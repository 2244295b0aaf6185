import { describe, expect, it } from 'vitest';
import { layoutTexts } from '../texts/layout';
import {
  type ContentLookup,
  MAX_CONTENT_DEPTH,
  contentPreviewState,
  findContentLoop,
  inclusionLoop,
  includedContentIds,
} from './content-loop';
import { type LayoutNodes, ROOT_ID, emptyLayout } from './layout-node';
import { insertNode } from './layout-operations';
import { fixtureLayout } from './test-fixtures/layout-builders';

/** A layout whose ROOT holds one Contents node per id (and a text, which includes nothing). */
function including(...ids: string[]): LayoutNodes {
  let nodes = emptyLayout();
  let n = 0;
  const makeId = () => `n${++n}`;
  for (const contentId of [...ids, null]) {
    const edit =
      contentId === null
        ? insertNode(nodes, 'text', ROOT_ID, undefined, { makeId })
        : insertNode(nodes, 'content', ROOT_ID, undefined, { props: { contentId }, makeId });
    if (!edit.ok) throw new Error(edit.error);
    nodes = edit.nodes;
  }
  return nodes;
}

/** A lookup over a map of content id → included ids, counting calls. */
function contents(graph: Record<string, string[]>): ContentLookup & { calls: string[] } {
  const calls: string[] = [];
  const layouts = new Map(Object.entries(graph).map(([id, ids]) => [id, including(...ids)]));
  return Object.assign(
    (id: string) => {
      calls.push(id);
      return layouts.get(id);
    },
    { calls },
  );
}

describe('includedContentIds', () => {
  it('lists the content ids of Contents nodes once each, trimmed, skipping empty ones', () => {
    expect(includedContentIds(fixtureLayout())).toEqual(['politica-de-troca']);
    expect(includedContentIds(including('a', ' b ', 'a', ''))).toEqual(['a', 'b']);
    expect(includedContentIds(emptyLayout())).toEqual([]);
  });
});

describe('findContentLoop', () => {
  it('detects a content that includes itself directly', () => {
    const loop = findContentLoop('home', contents({ home: ['home'] }));
    expect(loop?.chain).toEqual(['home', 'home']);
    expect(loop?.message).toBe(
      'O conteúdo "home" inclui a si mesmo: ele não é exibido aqui para não se repetir sem fim.',
    );
  });

  it('detects an indirect loop and names the chain', () => {
    const loop = findContentLoop('a', contents({ a: ['b'], b: ['c'], c: ['a'] }));
    expect(loop?.chain).toEqual(['a', 'b', 'c', 'a']);
    expect(loop?.message).toBe(
      'Inclusão em ciclo: "a" → "b" → "c" → "a". O conteúdo não é exibido aqui para não se repetir sem fim.',
    );
  });

  it('finds a loop further down that does not pass through the start', () => {
    const loop = findContentLoop('home', contents({ home: ['x'], x: ['y'], y: ['x'] }));
    expect(loop?.chain).toEqual(['x', 'y', 'x']);
  });

  it('answers null without loops, with missing contents, and for a shared include (diamond)', () => {
    const lookup = contents({ a: ['b', 'c'], b: ['d'], c: ['d'], d: ['missing'] });
    expect(findContentLoop('a', lookup)).toBeNull();
    // Each content is read once, however many include it.
    expect(lookup.calls.filter((id) => id === 'd')).toHaveLength(1);
    expect(findContentLoop('nothing', contents({}))).toBeNull();
  });

  it('ends on a long chain and a dense web without overflowing', () => {
    const chain: Record<string, string[]> = {};
    for (let i = 0; i < 5000; i++) chain[`c${i}`] = [`c${i + 1}`];
    chain.c5000 = ['c0'];
    expect(findContentLoop('c0', contents(chain))?.chain).toHaveLength(5002);

    const web: Record<string, string[]> = {};
    const ids = Array.from({ length: 60 }, (_, i) => `w${i}`);
    for (const [i, id] of ids.entries()) web[id] = ids.slice(i + 1);
    const lookup = contents(web);
    expect(findContentLoop('w0', lookup)).toBeNull();
    expect(lookup.calls).toHaveLength(60);
  });
});

describe('inclusionLoop', () => {
  const lookup = contents({ host: [], a: ['b'], b: ['host'], c: ['d'], d: [] });

  it('refuses including the content being edited in itself', () => {
    expect(inclusionLoop('host', 'host', lookup)?.chain).toEqual(['host', 'host']);
    expect(inclusionLoop('host', ' host ', lookup)?.chain).toEqual(['host', 'host']);
  });

  it('refuses a content that leads back to the one being edited', () => {
    const loop = inclusionLoop('host', 'a', lookup);
    expect(loop?.chain).toEqual(['host', 'a', 'b', 'host']);
    expect(loop?.message).toBe(layoutTexts.content.loop(['host', 'a', 'b', 'host']));
  });

  it('allows a content that does not lead back, an empty id, and any id outside a content', () => {
    expect(inclusionLoop('host', 'c', lookup)).toBeNull();
    expect(inclusionLoop('host', '', lookup)).toBeNull();
    expect(inclusionLoop(null, 'a', lookup)).toBeNull();
  });
});

describe('contentPreviewState', () => {
  it('renders a new content, stops on one already shown, and stops too deep', () => {
    expect(contentPreviewState(['home'], 'sobre')).toEqual({ state: 'render' });
    expect(contentPreviewState(['home', 'sobre'], 'home')).toEqual({
      state: 'loop',
      message: layoutTexts.content.loop(['home', 'sobre', 'home']),
    });
    const deep = Array.from({ length: MAX_CONTENT_DEPTH }, (_, i) => `c${i}`);
    expect(contentPreviewState(deep, 'other')).toEqual({
      state: 'too-deep',
      message: layoutTexts.content.tooDeep(MAX_CONTENT_DEPTH),
    });
  });
});
