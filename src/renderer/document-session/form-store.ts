import { createStore, type StoreApi } from 'zustand/vanilla';
import { setAt, type ValuePath } from '../../shared/forms/value-path';

export type FormValues = Record<string, unknown>;

export interface FormState {
  values: FormValues;
  /** Bumped on every user edit, so autosave tells edits from loads. */
  revision: number;
}

export interface FormStore extends StoreApi<FormState> {
  /** A user edit at `path`. */
  setValue(path: ValuePath, value: unknown): void;
  /** Replaces every value without counting as an edit (load, conflict resolution). */
  reset(values: FormValues): void;
}

/**
 * One store per open form. Fields subscribe to their own path only, so a keystroke re-renders
 * one field, not the 200 around it.
 */
export function createFormStore(initial: FormValues): FormStore {
  const store = createStore<FormState>(() => ({ values: initial, revision: 0 }));
  return Object.assign(store, {
    setValue(path: ValuePath, value: unknown) {
      store.setState((state) => ({
        values: setAt(state.values, path, value),
        revision: state.revision + 1,
      }));
    },
    reset(values: FormValues) {
      store.setState((state) => ({ values, revision: state.revision }));
    },
  });
}
