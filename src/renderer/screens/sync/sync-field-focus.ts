import type { RunInputField } from '../../../shared/sync/form-problems';

/** The element ids of the form's controls (sync-form.tsx gives them). */
export const syncFieldIds = {
  blingAccount: 'sync-bling-account',
  concurrency: 'sync-concurrency',
  delayMs: 'sync-delay',
  tasks: 'sync-tasks',
  codes: 'sync-codes',
} as const satisfies Partial<Record<RunInputField, string>>;

/** Moves the focus to a form field (the first selectable task for the task list). */
export function focusSyncField(field: RunInputField | null): void {
  if (field === null || field === 'workersUrl') return;
  const element = document.getElementById(syncFieldIds[field]);
  const target =
    field === 'tasks' ? element?.querySelector<HTMLInputElement>('input:not(:disabled)') : element;
  target?.focus();
}
