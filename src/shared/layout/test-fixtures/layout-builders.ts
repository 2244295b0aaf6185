import type { NodeIdFactory } from '../layout-ids';
import { type LayoutNodes, ROOT_ID, emptyLayout } from '../layout-node';
import { insertNode } from '../layout-operations';
import { craftLayoutJson } from './craft-layout';

/** The Craft-shaped fixture, parsed afresh. */
export const fixtureLayout = (): LayoutNodes => JSON.parse(craftLayoutJson) as LayoutNodes;

/** Predictable ids: `prefix1`, `prefix2`, ... */
export function counterIds(prefix = 'n'): NodeIdFactory {
  let next = 0;
  return () => `${prefix}${++next}`;
}

/** A small seeded PRNG (mulberry32), so randomized tests repeat exactly. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A layout of `count` nodes: containers of ten children each (a text, an image...), nested
 * a few levels deep, like a long landing page.
 */
export function bigLayout(count: number): LayoutNodes {
  let nodes = emptyLayout();
  const makeId = counterIds('b');
  const containers: string[] = [ROOT_ID];
  let made = 1;
  for (let i = 0; made < count; i++) {
    const parent = containers[Math.floor(i / 10) % containers.length];
    const type =
      i % 4 === 0 ? 'container' : i % 4 === 1 ? 'text' : i % 4 === 2 ? 'image' : 'products';
    const edit = insertNode(nodes, type, parent, undefined, {
      makeId,
      props: type === 'text' ? { html: `<p>Parágrafo <b>${i}</b></p>` } : {},
    });
    if (!edit.ok) throw new Error(edit.error);
    nodes = edit.nodes;
    if (type === 'container') containers.push(edit.nodeId);
    made++;
  }
  return nodes;
}
