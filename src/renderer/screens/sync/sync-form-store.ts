import { create } from 'zustand';
import { DEFAULT_CONCURRENCY, DEFAULT_DELAY_MS } from '../../../shared/sync/constants';
import type { RunInputError } from '../../../shared/sync/run-input';
import type { SyncTaskId } from '../../../shared/sync/task-catalogue';

export interface SyncFormValues {
  codes: string;
  tasks: SyncTaskId[];
  blingAccount: number | null;
  concurrency: number;
  delayMs: number;
}

interface SyncFormState extends SyncFormValues {
  /** The last start refusal, per field; cleared when that field changes. */
  errors: RunInputError[];
  /** Which button the refusal answered, so its summary names the action that failed. */
  refused: RefusedCommand;
  update(patch: Partial<SyncFormValues>): void;
  setErrors(errors: RunInputError[], refused?: RefusedCommand): void;
}

export type RefusedCommand = 'start' | 'send';

const fieldOf: Record<keyof SyncFormValues, RunInputError['field']> = {
  codes: 'codes',
  tasks: 'tasks',
  blingAccount: 'blingAccount',
  concurrency: 'concurrency',
  delayMs: 'delayMs',
};

export const initialSyncForm: SyncFormValues = {
  codes: '',
  tasks: [],
  blingAccount: null,
  concurrency: DEFAULT_CONCURRENCY,
  delayMs: DEFAULT_DELAY_MS,
};

/** The form as typed, kept for the session so leaving the screen loses nothing. */
export const useSyncForm = create<SyncFormState>((set) => ({
  ...initialSyncForm,
  errors: [],
  refused: 'start',
  update: (patch) =>
    set((state) => {
      const touched = new Set(
        Object.keys(patch).map((key) => fieldOf[key as keyof SyncFormValues]),
      );
      return { ...patch, errors: state.errors.filter((error) => !touched.has(error.field)) };
    }),
  setErrors: (errors, refused = 'start') => set({ errors, refused }),
}));

export function resetSyncForm(): void {
  useSyncForm.setState({ ...initialSyncForm, errors: [], refused: 'start' });
}
