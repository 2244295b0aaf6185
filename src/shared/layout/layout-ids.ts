import { layoutTexts } from '../texts/layout';
import type { LayoutNodes, NodeId } from './layout-node';

/** Makes a new node id; operations take one so tests can pass a predictable generator. */
export type NodeIdFactory = () => NodeId;

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_-';

/** Random 10-character ids like Craft's own (`getRandomId`), from the Web Crypto API. */
export const randomNodeId: NodeIdFactory = () => {
  const bytes = new Uint8Array(10);
  globalThis.crypto.getRandomValues(bytes);
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte & 63];
  return id;
};

/**
 * An id the layout does not use yet (nor `taken`), from `makeId`. Gives up after a few tries
 * rather than loop forever on a generator that keeps repeating itself.
 */
export function freshId(
  nodes: LayoutNodes,
  makeId: NodeIdFactory,
  taken: ReadonlySet<NodeId> = new Set(),
): NodeId {
  for (let attempt = 0; attempt < 100; attempt++) {
    const id = makeId();
    if (id !== '' && !Object.prototype.hasOwnProperty.call(nodes, id) && !taken.has(id)) return id;
  }
  throw new Error(layoutTexts.operations.idGeneratorRepeats);
}
