import { z } from 'zod';
import type { ConnectionProfile } from '../settings/profile';
import { texts } from '../texts/pt-BR';
import {
  DEFAULT_CONCURRENCY,
  DEFAULT_DELAY_MS,
  MAX_CONCURRENCY,
  MAX_DELAY_MS,
  MAX_RUN_CODES,
  PRODUCT_CODE_PATTERN,
} from './constants';
import {
  inCatalogueOrder,
  isSyncTaskId,
  syncTask,
  syncTaskIdSchema,
  taskAvailability,
  type SyncTaskId,
} from './task-catalogue';

const refusals = texts.sync.input;
const tooManyToSplit = refusals.listTooLarge(MAX_RUN_CODES);

/**
 * What the screen sends to start a run: the text area as typed, the ticked tasks, options.
 * The transport checks only the types, each refusal with its field's pt-BR message (the same
 * text {@link prepareRun} gives); ranges, unknown tasks and the profile are checked there.
 */
export const runInputSchema = z.object(
  {
    /**
     * The text area (one code per line) or an already split list; bounded here so a huge
     * paste is refused before it is split (prepareRun gives the pt-BR count).
     */
    codes: z.union(
      [
        z.string().max(MAX_RUN_CODES * 80, { error: tooManyToSplit }),
        z
          .array(z.string().max(200, { error: tooManyToSplit }))
          .max(MAX_RUN_CODES * 2, { error: tooManyToSplit }),
      ],
      { error: refusals.noCodes },
    ),
    tasks: z.array(z.string({ error: refusals.noTasks }), { error: refusals.noTasks }),
    /** Index of the Bling account; needed only by tasks that send it. */
    blingAccount: z.number({ error: refusals.badBlingAccount }).nullable().optional(),
    concurrency: z.number({ error: refusals.badConcurrency }).optional(),
    delayMs: z.number({ error: refusals.badDelay }).optional(),
  },
  { error: `${refusals.noCodes} ${refusals.noTasks}` },
);
export type RunInput = z.input<typeof runInputSchema>;

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
export function prepareRun(raw: RunInput, profile: RunProfile): PrepareRunResult {
  const errors: RunInputError[] = [];
  const notices: string[] = [];

  const { codes, duplicates } = parseCodes(raw.codes);
  if (codes.length === 0) errors.push({ field: 'codes', message: refusals.noCodes });
  if (codes.length > MAX_RUN_CODES) {
    errors.push({ field: 'codes', message: refusals.tooManyCodes(codes.length, MAX_RUN_CODES) });
  }
  const invalid = codes.filter((code) => !PRODUCT_CODE_PATTERN.test(code));
  if (invalid.length > 0) {
    const examples = invalid
      .slice(0, EXAMPLES_SHOWN)
      .map((code) => `"${code.length > 20 ? `${code.slice(0, 20)}…` : code}"`)
      .join(', ');
    errors.push({
      field: 'codes',
      message: refusals.badCodes(
        invalid.length,
        invalid.length > EXAMPLES_SHOWN ? `${examples}…` : examples,
      ),
    });
  }
  if (duplicates.length > 0) {
    const examples = duplicates.slice(0, EXAMPLES_SHOWN).join(', ');
    notices.push(
      refusals.duplicatesDropped(
        duplicates.length,
        duplicates.length > EXAMPLES_SHOWN ? `${examples}…` : examples,
      ),
    );
  }

  const known: SyncTaskId[] = [];
  for (const id of raw.tasks) {
    if (isSyncTaskId(id)) known.push(id);
    else errors.push({ field: 'tasks', message: refusals.unknownTask(id) });
  }
  const tasks = inCatalogueOrder(known);
  if (raw.tasks.length === 0) errors.push({ field: 'tasks', message: refusals.noTasks });
  for (const id of tasks) {
    const availability = taskAvailability(id, profile.storeIds);
    if (!availability.available) {
      errors.push({
        field: 'tasks',
        message: refusals.taskUnavailable(syncTask(id).label, availability.reason),
      });
    }
  }

  if (!profile.workersUrl?.trim()) {
    errors.push({ field: 'workersUrl', message: refusals.noWorkersUrl });
  }

  const account = z
    .number()
    .int()
    .min(0)
    .nullable()
    .safeParse(raw.blingAccount ?? null);
  if (!account.success) {
    errors.push({ field: 'blingAccount', message: refusals.badBlingAccount });
  }
  const blingAccount = account.success ? account.data : null;
  const needingAccount = tasks.filter((id) => syncTask(id).needsBlingAccount);
  if (needingAccount.length > 0 && blingAccount === null && account.success) {
    errors.push({
      field: 'blingAccount',
      message: refusals.noBlingAccount(needingAccount.map((id) => syncTask(id).label).join(', ')),
    });
  }

  const concurrency = concurrencySchema.safeParse(raw.concurrency ?? DEFAULT_CONCURRENCY);
  if (!concurrency.success) {
    errors.push({ field: 'concurrency', message: refusals.badConcurrency });
  }
  const delayMs = z
    .number()
    .int()
    .min(0)
    .max(MAX_DELAY_MS)
    .safeParse(raw.delayMs ?? DEFAULT_DELAY_MS);
  if (!delayMs.success) errors.push({ field: 'delayMs', message: refusals.badDelay });

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
