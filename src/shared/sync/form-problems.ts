import type { ConnectionProfile } from '../settings/profile';
import type { RunInputError } from './run-input';
import { syncTaskCatalogue, type StoreKey } from './task-catalogue';

export type RunInputField = RunInputError['field'];

/** The form's fields top to bottom; the workers URL is set elsewhere, so it is read first. */
export const syncFieldOrder: readonly RunInputField[] = [
  'workersUrl',
  'blingAccount',
  'concurrency',
  'delayMs',
  'tasks',
  'codes',
];

/** A refusal's messages in the order a person reads the form (stable within a field). */
export function orderedProblems(errors: readonly RunInputError[]): RunInputError[] {
  const rank = (error: RunInputError) => syncFieldOrder.indexOf(error.field);
  return [...errors].sort((a, b) => rank(a) - rank(b));
}

/** The first refused field that lives in the form (focus goes there); null if none does. */
export function firstFormField(errors: readonly RunInputError[]): RunInputField | null {
  return orderedProblems(errors).find((error) => error.field !== 'workersUrl')?.field ?? null;
}

/** The marketplace stores whose Bling store id is blank while some task needs it. */
export function storesWithoutId(storeIds: ConnectionProfile['storeIds']): StoreKey[] {
  const missing: StoreKey[] = [];
  for (const task of syncTaskCatalogue) {
    const key = task.storeKey;
    if (key && !storeIds[key]?.trim() && !missing.includes(key)) missing.push(key);
  }
  return missing;
}
