import { describe, expect, it } from 'vitest';
import {
  type LayoutEditorAction,
  type LayoutEditorState,
  ROOT_ID,
  createEditorState,
  emptyLayout,
  insertNode,
  layoutEditorReducer,
} from '../../../shared/layout';
import { createNodeListeners, touchedIds } from './node-listeners';

/** ROOT holding a Container `c` (with Texts `c1`, `c2`) and a Text `t`. */
function start(): LayoutEditorState {
  let nodes = emptyLayout();
  const add = (type: 'text' | 'container', parent: string, id: string) => {
    const edit = insertNode(nodes, type, parent, undefined, { makeId: () => id });
    if (!edit.ok) throw new Error(edit.error);
    nodes = edit.nodes;
  };
  add('container', ROOT_ID, 'c');
  add('text', 'c', 'c1');
  add('text', 'c', 'c2');
  add('text', ROOT_ID, 't');
  return createEditorState(nodes);
}

const ALL = [ROOT_ID, 'c', 'c1', 'c2', 't'];
const run = (state: LayoutEditorState, action: LayoutEditorAction) =>
  layoutEditorReducer(state, action, () => 'new');

describe('touchedIds', () => {
  it('names the nodes an edit replaced, not the ones it shares', () => {
    const before = start();
    const moved = run(before, { type: 'move', id: 'c1', parentId: ROOT_ID, index: 0 });
    // The moved node (new parent), its old and new parents; the selection moved onto it too.
    expect(touchedIds(before, moved, ALL).sort()).toEqual([ROOT_ID, 'c', 'c1'].sort());
  });

  it('names an undone insertion’s parent, and the selection leaving the removed node', () => {
    const inserted = run(start(), { type: 'insert', nodeType: 'text', parentId: 'c' });
    const undone = run(inserted, { type: 'undo' });
    expect(touchedIds(inserted, undone, [...ALL, 'new']).sort()).toEqual(['c', 'new'].sort());
  });

  it('names the old and new selection only when the layout did not change', () => {
    const selected = run(start(), { type: 'select', id: 't' });
    const reselected = run(selected, { type: 'select', id: 'c2' });
    expect(touchedIds(selected, reselected, ALL).sort()).toEqual(['c2', 't']);
    const zoomed = run(reselected, { type: 'view', command: { type: 'zoomIn' } });
    expect(touchedIds(reselected, zoomed, ALL)).toEqual([]);
  });
});

describe('createNodeListeners', () => {
  it('calls the listeners of touched nodes only, and none after unsubscribing', () => {
    const listeners = createNodeListeners();
    const calls: string[] = [];
    const off = ALL.map((id) => listeners.subscribe(id, () => calls.push(id)));
    const before = start();
    const edited = run(before, { type: 'setProps', id: 't', patch: { html: '<p>x</p>' } });
    listeners.notify(before, edited);
    expect(calls).toEqual(['t']);

    off.forEach((unsubscribe) => unsubscribe());
    listeners.notify(before, edited);
    expect(calls).toEqual(['t']);
  });

  it('keeps a second listener of the same node when the first leaves', () => {
    const listeners = createNodeListeners();
    let second = 0;
    const first = listeners.subscribe('t', () => {});
    listeners.subscribe('t', () => (second += 1));
    first();
    const before = start();
    listeners.notify(before, run(before, { type: 'select', id: 't' }));
    expect(second).toBe(1);
  });
});
