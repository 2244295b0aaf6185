import { z } from 'zod';
import { preparedRunSchema, runInputErrorSchema } from './run-input';
import { syncTaskIdSchema } from './task-catalogue';

/**
 * The engine's state as the renderer, tray and history see it. The bridge contract reuses
 * these schemas: a window gets `syncSnapshotSchema` once, then batches of `syncDeltaSchema`.
 */

/** One grid cell: a task of a code. */
export const cellStateSchema = z.enum(['pending', 'running', 'ok', 'error']);
export type CellState = z.infer<typeof cellStateSchema>;

/** A code: `done` = every task ok, `failed` = finished with at least one task in error. */
export const itemStateSchema = z.enum(['pending', 'running', 'done', 'failed']);
export type ItemState = z.infer<typeof itemStateSchema>;

export const runStatusSchema = z.enum(['running', 'paused', 'finished']);
export type RunStatus = z.infer<typeof runStatusSchema>;

/** Why a task failed: shown when the red icon is clicked and exported as CSV. */
export const taskErrorSchema = z.object({
  kind: z.enum([
    'http',
    'network',
    'timeout',
    'aborted',
    'not_configured',
    'too_large',
    'unreadable',
    'no_company',
  ]),
  message: z.string(),
  /** 0 when no answer came. */
  status: z.number(),
  /** Empty when no call was made (e.g. a code without company). */
  url: z.string(),
  durationMs: z.number(),
  bodyExcerpt: z.string(),
});
export type TaskError = z.infer<typeof taskErrorSchema>;

export const runItemSchema = z.object({
  code: z.string(),
  state: itemStateSchema,
  /** One per run task, in the run's task order. */
  cells: z.array(cellStateSchema),
});
export type RunItem = z.infer<typeof runItemSchema>;

export const runErrorEntrySchema = z.object({
  index: z.number().int(),
  code: z.string(),
  task: syncTaskIdSchema,
  error: taskErrorSchema,
});
export type RunErrorEntry = z.infer<typeof runErrorEntrySchema>;

export const runCountsSchema = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  running: z.number().int(),
  done: z.number().int(),
  failed: z.number().int(),
});
export type RunCounts = z.infer<typeof runCountsSchema>;

export const runSnapshotSchema = z.object({
  id: z.string(),
  input: preparedRunSchema,
  status: runStatusSchema,
  /** May differ from input.concurrency: it can change while running. */
  concurrency: z.number().int(),
  createdAt: z.number(),
  finishedAt: z.number().nullable(),
  /**
   * The rows from `itemsFrom` on. The engine holds them all; across the bridge only a window
   * travels (run-window.ts), and a window asks for more with sync.getItems as it scrolls.
   */
  items: z.array(runItemSchema),
  itemsFrom: z.number().int().min(0),
  /** The errors of the rows in `items`. */
  errors: z.array(runErrorEntrySchema),
  /** Every error of the run, in or out of the window. */
  errorCount: z.number().int().min(0),
  counts: runCountsSchema,
  /** Set when the run was found mid-flight at start-up and restored as paused. */
  restored: z.boolean(),
});
export type RunSnapshot = z.infer<typeof runSnapshotSchema>;

export const sendStatusSchema = z.enum(['sending', 'done', 'error']);

export const sendStateSchema = z.object({
  id: z.string(),
  runId: z.string().nullable(),
  status: sendStatusSchema,
  totalUrls: z.number().int(),
  totalChunks: z.number().int(),
  sentChunks: z.number().int(),
  sentUrls: z.number().int(),
  /** Task calls left out (e.g. a code without company): they cannot be built. */
  skipped: z.number().int(),
  error: z.string().nullable(),
  startedAt: z.number(),
  finishedAt: z.number().nullable(),
});
export type SendState = z.infer<typeof sendStateSchema>;

export const syncSnapshotSchema = z.object({
  run: runSnapshotSchema.nullable(),
  send: sendStateSchema.nullable(),
  /** The last persistence failure, if any (the run was paused because of it). */
  lastError: z.string().nullable(),
});
export type SyncSnapshot = z.infer<typeof syncSnapshotSchema>;

/** Fine-grained changes after the snapshot; the transport batches them (≤ 10 messages/s). */
export const syncDeltaSchema = z.discriminatedUnion('type', [
  /** A new or restored run: replaces whatever the mirror held. */
  z.object({ type: z.literal('run'), run: runSnapshotSchema }),
  z.object({
    type: z.literal('status'),
    status: runStatusSchema,
    concurrency: z.number().int(),
    finishedAt: z.number().nullable(),
  }),
  z.object({ type: z.literal('item'), index: z.number().int(), state: itemStateSchema }),
  /** The run's totals, closing every batch: a window cannot count rows it has not loaded. */
  z.object({ type: z.literal('counts'), counts: runCountsSchema, errorCount: z.number().int() }),
  z.object({
    type: z.literal('cell'),
    index: z.number().int(),
    task: z.number().int(),
    state: cellStateSchema,
    error: taskErrorSchema.optional(),
  }),
  /** null: the last send's result is no longer on show (a new run started). */
  z.object({ type: z.literal('send'), send: sendStateSchema.nullable() }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type SyncDelta = z.infer<typeof syncDeltaSchema>;

export const historyEntrySchema = z.object({
  id: z.string(),
  projectId: z.string(),
  codes: z.array(z.string()),
  tasks: z.array(syncTaskIdSchema),
  counts: runCountsSchema,
  createdAt: z.number(),
  finishedAt: z.number(),
  durationMs: z.number(),
  /** `interrupted`: replaced by a new run before it finished. */
  outcome: z.enum(['finished', 'interrupted']),
  errors: z.array(runErrorEntrySchema),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** Answer of every engine command: errors are data, nothing throws across the bridge. */
export const syncCommandResultSchema = z.union([
  z.object({ ok: z.literal(true), notices: z.array(z.string()) }),
  z.object({
    ok: z.literal(false),
    message: z.string(),
    errors: z.array(runInputErrorSchema),
  }),
]);
export type SyncCommandResult = z.infer<typeof syncCommandResultSchema>;

export function emptyCounts(total = 0): RunCounts {
  return { total, pending: total, running: 0, done: 0, failed: 0 };
}
