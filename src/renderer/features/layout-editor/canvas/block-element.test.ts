// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { blockElement } from './block-element';

describe('blockElement', () => {
  it('finds a block by an id with quotes, backslashes or spaces, and nothing else', () => {
    const root = document.createElement('div');
    for (const id of ['plain', 'a"b', 'c\\d', 'e f']) {
      const block = document.createElement('div');
      block.dataset.nodeId = id;
      root.append(block);
    }
    for (const id of ['plain', 'a"b', 'c\\d', 'e f']) {
      expect(blockElement(root, id)?.dataset.nodeId).toBe(id);
    }
    expect(blockElement(root, 'a')).toBeNull();
  });
});
