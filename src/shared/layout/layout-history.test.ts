import { describe, expect, it } from 'vitest';
import { copyNode, pasteNodes } from './layout-clipboard';
import {
  COALESCE_WINDOW_MS,
  type History,
  canRedo,
  canUndo,
  commit,
  createHistory,
  endBurst,
  redo,
  resetHistory,
  undo,
} from './layout-history';
import { type LayoutNodes, ROOT_ID } from './layout-node';
import {
  type LayoutEdit,
  deleteNode,
  insertNode,
  moveNode,
  setNodeProps,
} from './layout-operations';
import { serializeLayout } from './layout-validation';
import { bigLayout, counterIds, fixtureLayout } from './test-fixtures/layout-builders';

const nodesOf = (edit: LayoutEdit): LayoutNodes => {
  if (!edit.ok) throw new Error(edit.error);
  return edit.nodes;
};

describe('layout undo history', () => {
  it('undoes and redoes insert, move, delete, property edit and paste, restoring exact states', () => {
    const makeId = counterIds();
    let history = createHistory(fixtureLayout());
    // Snapshots as JSON, taken when each state was current: deep equality, not identity.
    const snapshots = [serializeLayout(history.present)];
    const steps: Array<(nodes: LayoutNodes) => LayoutEdit> = [
      (nodes) => insertNode(nodes, 'text', 'column', 0, { makeId }),
      (nodes) => moveNode(nodes, 'intro', 'hero', 0),
      (nodes) => deleteNode(nodes, 'grid'),
      (nodes) => setNodeProps(nodes, 'hero', { className: 'hero destaque' }),
      (nodes) => pasteNodes(nodes, copyNode(nodes, 'hero'), ROOT_ID, { makeId }),
    ];
    for (const step of steps) {
      history = commit(history, nodesOf(step(history.present)));
      snapshots.push(serializeLayout(history.present));
    }
    expect(history.past).toHaveLength(5);
    for (let i = snapshots.length - 2; i >= 0; i--) {
      history = undo(history);
      expect(serializeLayout(history.present)).toBe(snapshots[i]);
    }
    expect(canUndo(history)).toBe(false);
    expect(undo(history)).toBe(history);
    for (let i = 1; i < snapshots.length; i++) {
      history = redo(history);
      expect(serializeLayout(history.present)).toBe(snapshots[i]);
    }
    expect(canRedo(history)).toBe(false);
    expect(redo(history)).toBe(history);
  });

  it('restores the very objects of each state (structural sharing makes undo cheap)', () => {
    const first = fixtureLayout();
    const second = nodesOf(setNodeProps(first, 'intro', { html: '<p>novo</p>' }));
    const history = undo(commit(createHistory(first), second));
    expect(history.present).toBe(first);
    expect(redo(history).present).toBe(second);
  });

  it('coalesces a burst of edits to one property into one step', () => {
    let history = createHistory(fixtureLayout());
    const original = history.present;
    for (const text of ['<p>O</p>', '<p>Ol</p>', '<p>Olá</p>']) {
      const edit = setNodeProps(history.present, 'intro', { html: text });
      history = commit(history, nodesOf(edit), { coalesceKey: 'props:intro:html' });
    }
    expect(history.past).toHaveLength(1);
    expect(history.present.intro.props.html).toBe('<p>Olá</p>');
    expect(undo(history).present).toBe(original);
  });

  it('starts a new step on another key, after endBurst, after a pause, and after undo', () => {
    const at = (nodes: LayoutNodes, html: string) =>
      nodesOf(setNodeProps(nodes, 'intro', { html }));
    let history: History<LayoutNodes> = createHistory(fixtureLayout());
    history = commit(history, at(history.present, 'a'), { coalesceKey: 'k', at: 0 });
    history = commit(history, at(history.present, 'b'), { coalesceKey: 'k', at: 500 });
    expect(history.past).toHaveLength(1);
    history = commit(history, at(history.present, 'c'), {
      coalesceKey: 'k',
      at: 500 + COALESCE_WINDOW_MS + 1,
    });
    expect(history.past).toHaveLength(2);
    history = commit(history, at(history.present, 'd'), { coalesceKey: 'other' });
    expect(history.past).toHaveLength(3);
    history = commit(endBurst(history), at(history.present, 'e'), { coalesceKey: 'other' });
    expect(history.past).toHaveLength(4);
    history = undo(history);
    history = commit(history, at(history.present, 'f'), { coalesceKey: 'other' });
    expect(history.past).toHaveLength(4);
    expect(history.future).toEqual([]);
    expect(history.present.intro.props.html).toBe('f');
  });

  it('ignores a commit of the present itself, and clears the future on a real change', () => {
    const nodes = fixtureLayout();
    const history = createHistory(nodes);
    expect(commit(history, nodes)).toBe(history);
    const noop = setNodeProps(nodes, 'products', { products: nodes.products.props.products });
    expect(commit(history, nodesOf(noop))).toBe(history);
    const changed = commit(history, nodesOf(deleteNode(nodes, 'intro')));
    const back = undo(changed);
    expect(canRedo(back)).toBe(true);
    expect(canRedo(commit(back, nodesOf(deleteNode(nodes, 'hero'))))).toBe(false);
  });

  it('keeps at most the limit of steps, dropping the oldest', () => {
    let history = createHistory(0, 3);
    for (let value = 1; value <= 5; value++) history = commit(history, value);
    expect(history.past).toEqual([2, 3, 4]);
    while (canUndo(history)) history = undo(history);
    expect(history.present).toBe(2);
  });

  it('starts over on reset', () => {
    const history = resetHistory(commit(createHistory(1, 5), 2), 9);
    expect(history).toEqual(createHistory(9, 5));
  });

  it('undoes one step of a 500-node layout by handing back the previous object', () => {
    const big = bigLayout(500);
    const text = Object.keys(big).find((id) => big[id].type.resolvedName === 'Text')!;
    let history = createHistory(big);
    for (let i = 0; i < 50; i++) {
      history = commit(
        history,
        nodesOf(setNodeProps(history.present, text, { html: `<p>${i}</p>` })),
      );
    }
    const before = history.past[history.past.length - 1];
    expect(undo(history).present).toBe(before);
  });
});
