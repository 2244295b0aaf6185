import { describe, expect, it } from 'vitest';
import { layoutTexts } from '../texts/layout';
import {
  type LayoutEditorAction,
  type LayoutEditorState,
  copySelection,
  createEditorState,
  editorCanRedo,
  editorCanUndo,
  insertionPoint,
  layoutEditorReducer,
  presentNodes,
} from './layout-editor-state';
import { ROOT_ID, emptyLayout } from './layout-node';
import { validateLayout } from './layout-validation';
import { counterIds, fixtureLayout } from './test-fixtures/layout-builders';

function run(state: LayoutEditorState, ...actions: LayoutEditorAction[]): LayoutEditorState {
  const makeId = counterIds('e');
  return actions.reduce((current, action) => layoutEditorReducer(current, action, makeId), state);
}

describe('layoutEditorReducer', () => {
  it('inserts from the palette into ROOT, then into the selected container, then after a selected leaf', () => {
    let state = run(createEditorState(emptyLayout()), { type: 'insert', nodeType: 'container' });
    const container = state.selectedId!;
    expect(presentNodes(state)[ROOT_ID].nodes).toEqual([container]);
    state = run(state, { type: 'insert', nodeType: 'text' });
    const text = state.selectedId!;
    expect(presentNodes(state)[container].nodes).toEqual([text]);
    state = layoutEditorReducer(state, { type: 'insert', nodeType: 'image' }, counterIds('i'));
    expect(presentNodes(state)[container].nodes).toEqual([text, state.selectedId]);
    expect(validateLayout(presentNodes(state)).ok).toBe(true);
  });

  it('undoes and redoes every kind of change back to the exact same state', () => {
    const start = createEditorState(fixtureLayout());
    const steps: LayoutEditorAction[] = [
      { type: 'insert', nodeType: 'text', parentId: ROOT_ID, index: 0 },
      { type: 'setProps', id: 'heroTitle', patch: { html: '<p>Novo</p>' } },
      { type: 'move', id: 'heroTitle', parentId: ROOT_ID, index: 0 },
      { type: 'select', id: 'hero' },
      { type: 'duplicate' },
      { type: 'select', id: 'intro' },
      { type: 'delete' },
    ];
    const snapshots = [presentNodes(start)];
    let state = start;
    for (const step of steps) {
      state = run(state, step);
      if (presentNodes(state) !== snapshots[snapshots.length - 1])
        snapshots.push(presentNodes(state));
    }
    expect(snapshots).toHaveLength(6);
    for (let i = snapshots.length - 2; i >= 0; i--) {
      state = run(state, { type: 'undo' });
      expect(presentNodes(state)).toEqual(snapshots[i]);
    }
    expect(editorCanUndo(state)).toBe(false);
    for (let i = 1; i < snapshots.length; i++) {
      state = run(state, { type: 'redo' });
      expect(presentNodes(state)).toEqual(snapshots[i]);
    }
    expect(editorCanRedo(state)).toBe(false);
  });

  it('joins a burst of typing in one property into one undo step, and a reselection ends it', () => {
    let state = createEditorState(fixtureLayout());
    const before = presentNodes(state);
    for (const html of ['<p>A</p>', '<p>AB</p>', '<p>ABC</p>']) {
      state = run(state, { type: 'setProps', id: 'heroTitle', patch: { html }, coalesceKey: 'k' });
    }
    expect(state.history.past).toHaveLength(1);
    state = run(state, { type: 'select', id: 'hero' }, { type: 'select', id: 'heroTitle' });
    state = run(state, {
      type: 'setProps',
      id: 'heroTitle',
      patch: { html: '<p>D</p>' },
      coalesceKey: 'k',
    });
    expect(state.history.past).toHaveLength(2);
    state = run(state, { type: 'undo' }, { type: 'undo' });
    expect(presentNodes(state)).toBe(before);
  });

  it('pastes a copied block with fresh ids into the selected container (even itself), and undoes it', () => {
    let state = run(createEditorState(fixtureLayout()), { type: 'select', id: 'hero' });
    const copied = copySelection(state);
    expect(copied).not.toBeNull();
    state = run(state, { type: 'paste', clipboardText: copied });
    const pasted = state.selectedId!;
    const nodes = presentNodes(state);
    expect(nodes.hero.nodes).toEqual(['heroImage', 'heroTitle', pasted]);
    expect(pasted).not.toBe('hero');
    expect(nodes[pasted].nodes.every((id) => !['heroImage', 'heroTitle'].includes(id))).toBe(true);
    expect(validateLayout(nodes).ok).toBe(true);
    state = run(state, { type: 'undo' });
    expect(presentNodes(state)).toEqual(fixtureLayout());
  });

  it('refuses invalid clipboard data and a paste onto a leaf, changing nothing but the notice', () => {
    const start = run(createEditorState(fixtureLayout()), { type: 'select', id: 'heroTitle' });
    const invalid = run(start, { type: 'paste', clipboardText: 'texto qualquer' });
    expect(invalid.notice).toMatchObject({ kind: 'error', text: layoutTexts.invalidData });
    expect(invalid.history).toBe(start.history);
    const copied = copySelection(start);
    const onLeaf = run(start, { type: 'paste', clipboardText: copied });
    expect(onLeaf.notice).toMatchObject({ kind: 'error', text: layoutTexts.notACanvas });
    expect(onLeaf.history).toBe(start.history);
    const again = run(onLeaf, { type: 'paste', clipboardText: copied });
    expect(again.notice!.seq).toBe(onLeaf.notice!.seq + 1);
  });

  it('moves a block up and down among its siblings, never past the ends', () => {
    let state = createEditorState(fixtureLayout());
    const order = () => presentNodes(state)[ROOT_ID].nodes;
    expect(order()).toEqual(['hero', 'intro', 'grid', 'outro']);
    state = run(state, { type: 'moveBy', id: 'hero', offset: 1 });
    expect(order()).toEqual(['intro', 'hero', 'grid', 'outro']);
    state = run(state, { type: 'moveBy', id: 'hero', offset: -1 });
    expect(order()).toEqual(['hero', 'intro', 'grid', 'outro']);
    const same = run(state, { type: 'moveBy', id: 'hero', offset: -1 });
    expect(same).toBe(state);
  });

  it('never deletes ROOT and keeps the selection only while its node exists', () => {
    let state = run(
      createEditorState(fixtureLayout()),
      { type: 'select', id: ROOT_ID },
      { type: 'delete' },
    );
    expect(state.notice?.kind).toBe('error');
    expect(presentNodes(state)).toEqual(fixtureLayout());
    state = run(state, { type: 'select', id: 'intro' }, { type: 'delete' });
    expect(presentNodes(state).intro).toBeUndefined();
    state = run(state, { type: 'select', id: 'hero' }, { type: 'redo' }, { type: 'undo' });
    expect(state.selectedId).toBe('hero');
    state = run(state, { type: 'reset', nodes: emptyLayout() });
    expect(state.selectedId).toBeNull();
    expect(editorCanUndo(state)).toBe(false);
  });

  it('keeps view changes out of the history', () => {
    const state = run(
      createEditorState(emptyLayout()),
      { type: 'view', command: { type: 'zoomIn' } },
      { type: 'view', command: { type: 'toggleMobile' } },
    );
    expect(state.view).toMatchObject({ zoom: 1.1, device: 'mobile' });
    expect(editorCanUndo(state)).toBe(false);
  });
});

describe('insertionPoint', () => {
  it('is ROOT with nothing selected, the container itself, or right after a leaf', () => {
    const nodes = fixtureLayout();
    expect(insertionPoint(nodes, null)).toEqual({ parentId: ROOT_ID });
    expect(insertionPoint(nodes, 'hero')).toEqual({ parentId: 'hero' });
    expect(insertionPoint(nodes, 'heroImage')).toEqual({ parentId: 'hero', index: 1 });
    expect(insertionPoint(nodes, 'gone')).toEqual({ parentId: ROOT_ID });
  });
});
