import { useStore } from 'zustand';
import { getAt, type ValuePath } from '../../../../shared/forms/value-path';
import type { FormStore } from '../../../document-session/form-store';

/** The value at `path`, re-rendering only when that value changes. */
export function useFieldValue(store: FormStore, path: ValuePath): unknown {
  return useStore(store, (state) => getAt(state.values, path));
}
