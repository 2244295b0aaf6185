import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';
import { createStore, useStore, type StoreApi } from 'zustand';
import {
  type LayoutEditorAction,
  type LayoutEditorState,
  type LayoutNodes,
  type NodeId,
  createEditorState,
  layoutEditorReducer,
} from '../../../shared/layout';
import { type NodeListeners, createNodeListeners } from './node-listeners';

export interface LayoutEditorStore {
  readonly state: LayoutEditorState;
  dispatch(action: LayoutEditorAction): void;
  /** Per-node subscriptions, for the canvas blocks (see useNodeState). */
  readonly nodeListeners: NodeListeners;
}

/** One store per open editor: the pure reducer's state, with a dispatch. */
export function createLayoutEditorStore(nodes: LayoutNodes): StoreApi<LayoutEditorStore> {
  const nodeListeners = createNodeListeners();
  const store = createStore<LayoutEditorStore>((set, get) => ({
    state: createEditorState(nodes),
    dispatch(action) {
      const next = layoutEditorReducer(get().state, action);
      if (next !== get().state) set({ state: next });
    },
    nodeListeners,
  }));
  store.subscribe((next, previous) => nodeListeners.notify(previous.state, next.state));
  return store;
}

export const LayoutEditorStoreContext = createContext<StoreApi<LayoutEditorStore> | null>(null);

export function useEditorStoreApi(): StoreApi<LayoutEditorStore> {
  const store = useContext(LayoutEditorStoreContext);
  if (!store) throw new Error('Layout editor store missing: render inside <LayoutEditor>.');
  return store;
}

/** A slice of the editor state; the component re-renders only when the slice changes. */
export function useEditorState<T>(select: (state: LayoutEditorState) => T): T {
  return useStore(useEditorStoreApi(), (store) => select(store.state));
}

/**
 * A slice that depends on one node only (its node object, whether it is selected): the
 * component is woken only by changes that touch that node, not by every edit of the layout.
 */
export function useNodeState<T>(id: NodeId, select: (state: LayoutEditorState) => T): T {
  const store = useEditorStoreApi();
  const subscribe = useCallback(
    (listener: () => void) => store.getState().nodeListeners.subscribe(id, listener),
    [store, id],
  );
  const snapshot = () => select(store.getState().state);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/**
 * A slice for the editor's chrome that follows an edit (the toolbar's undo and redo), not for
 * what the edit draws: it reaches the component in a transition, after the frame that shows
 * the edit, and the edit's own render does not visit the component at all (as
 * useDeferredValue would, to draw it again with the old value). `select` must keep its
 * identity (a module-level function).
 */
export function useEditorStateInTransition<T>(select: (state: LayoutEditorState) => T): T {
  const store = useEditorStoreApi();
  const [value, setValue] = useState(() => select(store.getState().state));
  useEffect(() => {
    const follow = () => {
      const next = select(store.getState().state);
      startTransition(() => setValue(next));
    };
    follow(); // a change between this render and the subscription
    return store.subscribe(follow);
  }, [store, select]);
  return value;
}

/** The store's dispatch: it never changes, so reading it subscribes to nothing. */
export function useEditorDispatch(): (action: LayoutEditorAction) => void {
  return useEditorStoreApi().getState().dispatch;
}
