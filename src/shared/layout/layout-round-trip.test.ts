import { describe, expect, it } from 'vitest';
import { copyNode, pasteNodes } from './layout-clipboard';
import { commit, createHistory, undo } from './layout-history';
import { type LayoutNodes, ROOT_ID } from './layout-node';
import {
  type LayoutEdit,
  deleteNode,
  duplicateNode,
  insertNode,
  moveNode,
  setNodeProps,
} from './layout-operations';
import { subtreeIds } from './layout-tree';
import { parseStoredLayout, serializeLayout } from './layout-validation';
import { craftLayoutJson } from './test-fixtures/craft-layout';
import { counterIds } from './test-fixtures/layout-builders';

function stored(text: string): LayoutNodes {
  const result = parseStoredLayout(text);
  if (!result.ok) throw new Error(result.problems.join('\n'));
  return result.nodes;
}

const nodesOf = (edit: LayoutEdit): LayoutNodes => {
  if (!edit.ok) throw new Error(edit.error);
  return edit.nodes;
};

describe('a stored Craft.js layout round-trips', () => {
  it('unchanged when untouched: parse then serialize gives the same text', () => {
    expect(serializeLayout(stored(craftLayoutJson))).toBe(craftLayoutJson);
  });

  it('with edits in one branch, every node outside it saves exactly as it was', () => {
    const original = stored(craftLayoutJson);
    const makeId = counterIds('e');
    let nodes = original;
    nodes = nodesOf(insertNode(nodes, 'text', 'column', 0, { makeId }));
    nodes = nodesOf(setNodeProps(nodes, 'products', { products: '1011,9999' }));
    nodes = nodesOf(moveNode(nodes, 'manual', 'column', 0));
    nodes = nodesOf(duplicateNode(nodes, 'video', makeId));
    nodes = nodesOf(deleteNode(nodes, 'insta'));
    nodes = nodesOf(pasteNodes(nodes, copyNode(nodes, 'heroTitle'), 'column', { makeId }));

    // Saved and read back (what autosave and a reload do): valid and equal.
    const text = serializeLayout(nodes);
    const reloaded = stored(text);
    expect(reloaded).toEqual(nodes);
    expect(serializeLayout(reloaded)).toBe(text);

    // Outside the edited branch (grid/column), every node is byte-for-byte the stored one.
    const touched = new Set(['column', 'products', ...subtreeIds(nodes, 'column')]);
    const originalJson = JSON.parse(craftLayoutJson) as Record<string, unknown>;
    for (const id of Object.keys(original)) {
      if (touched.has(id) || id === 'insta') continue;
      expect(JSON.stringify(reloaded[id]), id).toBe(JSON.stringify(originalJson[id]));
    }
    expect(Object.hasOwn(reloaded, 'insta')).toBe(false);
  });

  it('undoing every edit gives back the stored text exactly', () => {
    const makeId = counterIds('u');
    let history = createHistory(stored(craftLayoutJson));
    history = commit(
      history,
      nodesOf(insertNode(history.present, 'embed', ROOT_ID, 1, { makeId })),
    );
    history = commit(history, nodesOf(moveNode(history.present, 'hero', 'column')));
    history = commit(
      history,
      nodesOf(setNodeProps(history.present, 'intro', { html: '<p>x</p>' })),
    );
    history = commit(history, nodesOf(deleteNode(history.present, 'outro')));
    expect(serializeLayout(history.present)).not.toBe(craftLayoutJson);
    while (history.past.length > 0) history = undo(history);
    expect(serializeLayout(history.present)).toBe(craftLayoutJson);
  });
});
