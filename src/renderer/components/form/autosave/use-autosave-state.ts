import { useSyncExternalStore } from 'react';
import type { AutosaveController, AutosaveState } from './autosave-controller';

/** The controller's state, re-rendering on each transition. */
export function useAutosaveState<V, B>(controller: AutosaveController<V, B>): AutosaveState<V> {
  return useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
}
