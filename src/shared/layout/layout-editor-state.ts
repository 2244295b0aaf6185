/**
 * The layout editor's whole state as one pure reducer (tldraw / Excalidraw style): the undo
 * history of the layout, the selection, the view and the last notice. The React editor only
 * dispatches actions and renders slices of this state, so every editing rule is tested in
 * Node, and an action that fails changes nothing but the notice.
 */
import {
  type History,
  canRedo,
  canUndo,
  commit,
  createHistory,
  endBurst,
  redo,
  undo,
} from './layout-history';
import {
  type LayoutNodeType,
  type LayoutNodes,
  type NodeId,
  ROOT_ID,
  isContainerNode,
} from './layout-node';
import {
  type LayoutEdit,
  deleteNode,
  duplicateNode,
  insertNode,
  moveNode,
  setNodeProps,
} from './layout-operations';
import { copyNode, pasteNodes } from './layout-clipboard';
import { nodeById } from './layout-tree';
import {
  type LayoutViewCommand,
  type LayoutViewState,
  applyViewCommand,
  initialViewState,
} from './layout-view';
import type { NodeIdFactory } from './layout-ids';

export interface LayoutNotice {
  readonly kind: 'error' | 'success';
  readonly text: string;
  /** Grows with each notice, so the same text twice is still shown twice. */
  readonly seq: number;
}

export interface LayoutEditorState {
  readonly history: History<LayoutNodes>;
  readonly selectedId: NodeId | null;
  readonly view: LayoutViewState;
  readonly notice: LayoutNotice | null;
}

export type LayoutEditorAction =
  | {
      readonly type: 'insert';
      readonly nodeType: LayoutNodeType;
      readonly parentId?: NodeId;
      readonly index?: number;
    }
  | {
      readonly type: 'move';
      readonly id: NodeId;
      readonly parentId: NodeId;
      readonly index?: number;
    }
  | { readonly type: 'moveBy'; readonly id: NodeId; readonly offset: -1 | 1 }
  | { readonly type: 'delete'; readonly id?: NodeId }
  | { readonly type: 'duplicate'; readonly id?: NodeId }
  | {
      readonly type: 'setProps';
      readonly id: NodeId;
      readonly patch: Readonly<Record<string, unknown>>;
      readonly coalesceKey?: string;
      readonly at?: number;
    }
  | { readonly type: 'paste'; readonly clipboardText: unknown }
  | { readonly type: 'select'; readonly id: NodeId | null }
  | { readonly type: 'selectParent' }
  | { readonly type: 'undo' }
  | { readonly type: 'redo' }
  | { readonly type: 'endBurst' }
  | { readonly type: 'view'; readonly command: LayoutViewCommand }
  | { readonly type: 'notify'; readonly kind: LayoutNotice['kind']; readonly text: string }
  | { readonly type: 'reset'; readonly nodes: LayoutNodes };

export function createEditorState(nodes: LayoutNodes): LayoutEditorState {
  return { history: createHistory(nodes), selectedId: null, view: initialViewState, notice: null };
}

export const presentNodes = (state: LayoutEditorState): LayoutNodes => state.history.present;
export const editorCanUndo = (state: LayoutEditorState): boolean => canUndo(state.history);
export const editorCanRedo = (state: LayoutEditorState): boolean => canRedo(state.history);

/**
 * Where the palette inserts: into the selected node when it is a Container, else into the
 * selected block's container right after it, else at the end of ROOT.
 */
export function insertionPoint(
  nodes: LayoutNodes,
  selectedId: NodeId | null,
): { parentId: NodeId; index?: number } {
  const selected = selectedId === null ? undefined : nodeById(nodes, selectedId);
  if (!selected || selectedId === null) return { parentId: ROOT_ID };
  if (isContainerNode(selected)) return { parentId: selectedId };
  const parent = selected.parent === null ? undefined : nodeById(nodes, selected.parent);
  if (!parent || selected.parent === null) return { parentId: ROOT_ID };
  return { parentId: selected.parent, index: parent.nodes.indexOf(selectedId) + 1 };
}

/** The text Cmd/Ctrl+C puts on the clipboard: the selected block's subtree; null for none or ROOT. */
export function copySelection(state: LayoutEditorState): string | null {
  const id = state.selectedId;
  if (id === null || id === ROOT_ID) return null;
  return copyNode(presentNodes(state), id);
}

function notify(
  state: LayoutEditorState,
  kind: LayoutNotice['kind'],
  text: string,
): LayoutEditorState {
  return { ...state, notice: { kind, text, seq: (state.notice?.seq ?? 0) + 1 } };
}

/** Applies an edit: a new history step and the node it names selected, or the error as a notice. */
function applyEdit(
  state: LayoutEditorState,
  edit: LayoutEdit,
  options: { coalesceKey?: string; at?: number; select?: boolean } = {},
): LayoutEditorState {
  if (!edit.ok) return notify(state, 'error', edit.error);
  const history = commit(state.history, edit.nodes, {
    coalesceKey: options.coalesceKey,
    at: options.at,
  });
  return {
    ...state,
    history,
    selectedId: options.select === false ? state.selectedId : edit.nodeId,
  };
}

/** The selection kept only while its node exists (after undo, redo or a reset). */
function keptSelection(nodes: LayoutNodes, selectedId: NodeId | null): NodeId | null {
  return selectedId !== null && nodeById(nodes, selectedId) ? selectedId : null;
}

export function layoutEditorReducer(
  state: LayoutEditorState,
  action: LayoutEditorAction,
  makeId?: NodeIdFactory,
): LayoutEditorState {
  const nodes = presentNodes(state);
  switch (action.type) {
    case 'insert': {
      const at =
        action.parentId === undefined
          ? insertionPoint(nodes, state.selectedId)
          : { parentId: action.parentId, index: action.index };
      return applyEdit(
        state,
        insertNode(nodes, action.nodeType, at.parentId, at.index, { makeId }),
      );
    }
    case 'move':
      return applyEdit(state, moveNode(nodes, action.id, action.parentId, action.index));
    case 'moveBy': {
      const node = nodeById(nodes, action.id);
      const parent = node?.parent == null ? undefined : nodeById(nodes, node.parent);
      if (!node || !parent || node.parent === null) return state;
      const from = parent.nodes.indexOf(action.id);
      const to = from + action.offset;
      if (from === -1 || to < 0 || to >= parent.nodes.length) return state;
      // moveNode counts the index before the node leaves: moving down skips one more.
      return applyEdit(
        state,
        moveNode(nodes, action.id, node.parent, action.offset > 0 ? to + 1 : to),
      );
    }
    case 'delete': {
      const id = action.id ?? state.selectedId;
      if (id === null) return state;
      return applyEdit(state, deleteNode(nodes, id));
    }
    case 'duplicate': {
      const id = action.id ?? state.selectedId;
      if (id === null) return state;
      return applyEdit(state, duplicateNode(nodes, id, makeId));
    }
    case 'setProps':
      return applyEdit(state, setNodeProps(nodes, action.id, action.patch), {
        coalesceKey: action.coalesceKey,
        at: action.at,
        select: false,
      });
    case 'paste': {
      // Nothing selected pastes into ROOT; a selected leaf is refused (spec 01 §5).
      const target = state.selectedId ?? ROOT_ID;
      return applyEdit(state, pasteNodes(nodes, action.clipboardText, target, { makeId }));
    }
    case 'select':
      if (action.id === state.selectedId) return state;
      return {
        ...state,
        history: endBurst(state.history),
        selectedId: action.id === null ? null : keptSelection(nodes, action.id),
      };
    case 'selectParent': {
      const node = state.selectedId === null ? undefined : nodeById(nodes, state.selectedId);
      if (!node || node.parent === null) return state;
      return { ...state, history: endBurst(state.history), selectedId: node.parent };
    }
    case 'undo':
    case 'redo': {
      const history = action.type === 'undo' ? undo(state.history) : redo(state.history);
      if (history === state.history) return state;
      return { ...state, history, selectedId: keptSelection(history.present, state.selectedId) };
    }
    case 'endBurst': {
      const history = endBurst(state.history);
      return history === state.history ? state : { ...state, history };
    }
    case 'view': {
      const view = applyViewCommand(state.view, action.command);
      return view === state.view ? state : { ...state, view };
    }
    case 'notify':
      return notify(state, action.kind, action.text);
    case 'reset':
      return {
        ...state,
        history: createHistory(action.nodes, state.history.limit),
        selectedId: keptSelection(action.nodes, state.selectedId),
      };
  }
}
