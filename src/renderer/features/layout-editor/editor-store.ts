import { createContext, useContext } from 'react';
import { createStore, useStore, type StoreApi } from 'zustand';
import {
  type LayoutEditorAction,
  type LayoutEditorState,
  type LayoutNodes,
  createEditorState,
  layoutEditorReducer,
} from '../../../shared/layout';

export interface LayoutEditorStore {
  readonly state: LayoutEditorState;
  dispatch(action: LayoutEditorAction): void;
}

/** One store per open editor: the pure reducer's state, with a dispatch. */
export function createLayoutEditorStore(nodes: LayoutNodes): StoreApi<LayoutEditorStore> {
  return createStore<LayoutEditorStore>((set, get) => ({
    state: createEditorState(nodes),
    dispatch(action) {
      const next = layoutEditorReducer(get().state, action);
      if (next !== get().state) set({ state: next });
    },
  }));
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

export function useEditorDispatch(): (action: LayoutEditorAction) => void {
  return useStore(useEditorStoreApi(), (store) => store.dispatch);
}
