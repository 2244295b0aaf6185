import { z } from 'zod';
import type { ConnectionProfile } from '../settings/profile';
import { texts } from '../texts/pt-BR';
import { DEFAULT_CONCURRENCY, DEFAULT_DELAY_MS, MAX_CONCURRENCY, MAX_DELAY_MS } from './constants';
import {
  inCatalogueOrder,
  isSyncTaskId,
  syncTask,
  syncTaskIdSchema,
  taskAvailability,
  type SyncTaskId,
} from './task-catalogue';

/** What the screen sends to start a run: the text area as typed, the ticked tasks, options. */
export interface RunInput {
  /** The text area (one code per line) or an already split list. */
  codes: string | readonly string[];
  tasks: readonly string[];
  /** Index of the Bling account; needed only by tasks that send it. */
  blingAccount?: number | null;
  concurrency?: number;
  delayMs?: number;
}

/**
 * Deliberately loose, for a transport to pass input through: {@link prepareRun} checks every
 * field itself, so each problem gets its pt-BR message and its field, never a generic error.
 */
export const runInputSchema = z.object({
  codes: z.unknown(),
  tasks: z.unknown(),
  blingAccount: z.unknown().optional(),
  concurrency: z.unknown().optional(),
  delayMs: z.unknown().optional(),
});

export const concurrencySchema = z.number().int().min(1).max(MAX_CONCURRENCY);

/** A validated run: what the engine persists in the journal header. */
export const preparedRunSchema = z.object({
  codes: z.array(z.string()),
  tasks: z.array(syncTaskIdSchema),
  blingAccount: z.number().int().min(0).nullable(),
  concurrency: concurrencySchema,
  delayMs: z.number().int().min(0).max(MAX_DELAY_MS),
  projectId: z.string(),
  storeIds: z.object({
    shopee: z.string(),
    amazon: z.string(),
    magalu: z.string(),
    madeiramadeira: z.string(),
    default: z.string(),
  }),
});
export type PreparedRun = z.infer<typeof preparedRunSchema>;

export const runInputFieldSchema = z.enum([
  'codes',
  'tasks',
  'workersUrl',
  'blingAccount',
  'concurrency',
  'delayMs',
]);
export const runInputErrorSchema = z.object({ field: runInputFieldSchema, message: z.string() });
export type RunInputError = z.infer<typeof runInputErrorSchema>;

export type PrepareRunResult =
  | { ok: true; run: PreparedRun; notices: string[] }
  | { ok: false; errors: RunInputError[] };

export interface ParsedCodes {
  codes: string[];
  /** Each repeated code once, in first-seen order. */
  duplicates: string[];
}

/** One code per line: trimmed, blank lines dropped, repeats dropped (first one kept). */
export function parseCodes(input: string | readonly string[]): ParsedCodes {
  const lines = typeof input === 'string' ? input.split(/\r\n|\r|\n/) : input;
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  const codes: string[] = [];
  for (const line of lines) {
    const code = line.trim();
    if (code === '') continue;
    if (seen.has(code)) duplicates.add(code);
    else {
      seen.add(code);
      codes.push(code);
    }
  }
  return { codes, duplicates: [...duplicates] };
}

const EXAMPLES_SHOWN = 5;

/** The profile fields a run depends on. */
export type RunProfile = Pick<ConnectionProfile, 'projectId' | 'workersUrl' | 'storeIds'>;

/**
 * Validates a run before anything starts. Every problem is reported at once, each tied to
 * the field the screen should highlight; nothing is dropped silently (duplicates give a notice).
 */
export function prepareRun(input: unknown, profile: RunProfile): PrepareRunResult {
  const shape = runInputSchema.safeParse(input);
  const loose = shape.success ? shape.data : { codes: undefined, tasks: undefined };
  const strings = (value: unknown): string[] =>
    Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  const raw = {
    codes: typeof loose.codes === 'string' ? loose.codes : strings(loose.codes),
    tasks: strings(loose.tasks),
    blingAccount: loose.blingAccount,
    concurrency: loose.concurrency,
    delayMs: loose.delayMs,
  };
  const errors: RunInputError[] = [];
  const notices: string[] = [];

  const { codes, duplicates } = parseCodes(raw.codes);
  if (codes.length === 0) errors.push({ field: 'codes', message: texts.sync.input.noCodes });
  if (duplicates.length > 0) {
    const examples = duplicates.slice(0, EXAMPLES_SHOWN).join(', ');
    notices.push(
      texts.sync.input.duplicatesDropped(
        duplicates.length,
        duplicates.length > EXAMPLES_SHOWN ? `${examples}…` : examples,
      ),
    );
  }

  const known: SyncTaskId[] = [];
  for (const id of raw.tasks) {
    if (isSyncTaskId(id)) known.push(id);
    else errors.push({ field: 'tasks', message: texts.sync.input.unknownTask(id) });
  }
  const tasks = inCatalogueOrder(known);
  if (raw.tasks.length === 0) errors.push({ field: 'tasks', message: texts.sync.input.noTasks });
  for (const id of tasks) {
    const availability = taskAvailability(id, profile.storeIds);
    if (!availability.available) {
      errors.push({
        field: 'tasks',
        message: texts.sync.input.taskUnavailable(syncTask(id).label, availability.reason),
      });
    }
  }

  if (!profile.workersUrl?.trim()) {
    errors.push({ field: 'workersUrl', message: texts.sync.input.noWorkersUrl });
  }

  const account = z
    .number()
    .int()
    .min(0)
    .nullable()
    .safeParse(raw.blingAccount ?? null);
  if (!account.success) {
    errors.push({ field: 'blingAccount', message: texts.sync.input.badBlingAccount });
  }
  const blingAccount = account.success ? account.data : null;
  const needingAccount = tasks.filter((id) => syncTask(id).needsBlingAccount);
  if (needingAccount.length > 0 && blingAccount === null && account.success) {
    errors.push({
      field: 'blingAccount',
      message: texts.sync.input.noBlingAccount(
        needingAccount.map((id) => syncTask(id).label).join(', '),
      ),
    });
  }

  const concurrency = concurrencySchema.safeParse(raw.concurrency ?? DEFAULT_CONCURRENCY);
  if (!concurrency.success) {
    errors.push({ field: 'concurrency', message: texts.sync.input.badConcurrency });
  }
  const delayMs = z
    .number()
    .int()
    .min(0)
    .max(MAX_DELAY_MS)
    .safeParse(raw.delayMs ?? DEFAULT_DELAY_MS);
  if (!delayMs.success) errors.push({ field: 'delayMs', message: texts.sync.input.badDelay });

  if (errors.length > 0 || !concurrency.success || !delayMs.success) return { ok: false, errors };
  return {
    ok: true,
    notices,
    run: {
      codes,
      tasks,
      blingAccount,
      concurrency: concurrency.data,
      delayMs: delayMs.data,
      projectId: profile.projectId,
      storeIds: { ...profile.storeIds },
    },
  };
}
