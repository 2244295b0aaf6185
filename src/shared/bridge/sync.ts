import { z } from 'zod';
import { event, procedure } from './define';
import { boundedString, MAX_ID_CHARS } from './input-bounds';
import { concurrencySchema, runInputSchema } from '../sync/run-input';
import {
  historyEntrySchema,
  runErrorEntrySchema,
  runItemSchema,
  syncCommandResultSchema,
  syncDeltaSchema,
  syncSnapshotSchema,
} from '../sync/run-state';
import { MAX_SYNC_WINDOW_ROWS } from '../sync/run-window';

const noInput = z.object({}).strict();

/** The name a run's errors are saved under. */
export const syncErrorsFileName = (runId: string): string => `erros-sincronizacao-${runId}.csv`;

const rowWindowSchema = z
  .object({
    from: z.number().int().min(0),
    count: z.number().int().min(1).max(MAX_SYNC_WINDOW_ROWS),
  })
  .strict();

/**
 * Bulk sync runs in the main process; windows only command it and mirror it. A window asks
 * `sync.getState` once (one window of rows), then applies `sync.delta` batches (≤ 10 messages
 * a second, each closed by the run's totals) and asks `sync.getRows` as the grid scrolls.
 */
export const syncProcedures = {
  'sync.getState': procedure(
    z.object({ window: rowWindowSchema.optional() }).strict(),
    syncSnapshotSchema,
  ),
  'sync.getRows': procedure(
    z.object({ runId: boundedString(MAX_ID_CHARS).min(1), window: rowWindowSchema }).strict(),
    z
      .object({
        runId: z.string(),
        from: z.number().int(),
        items: z.array(runItemSchema),
        errors: z.array(runErrorEntrySchema),
      })
      .nullable(),
  ),
  /** Types checked here (pt-BR message per field); values checked by the engine, per field. */
  'sync.start': procedure(runInputSchema, syncCommandResultSchema),
  'sync.pause': procedure(noInput, syncCommandResultSchema),
  'sync.resume': procedure(noInput, syncCommandResultSchema),
  'sync.retryErrors': procedure(noInput, syncCommandResultSchema),
  'sync.setConcurrency': procedure(
    z.object({ concurrency: concurrencySchema }).strict(),
    syncCommandResultSchema,
  ),
  /** The form's codes × tasks go to the platform's queue: no local run is needed. */
  'sync.sendToBackend': procedure(runInputSchema, syncCommandResultSchema),
  'sync.history': procedure(noInput, z.array(historyEntrySchema)),
  /** Saves a run's errors as CSV through the native save dialog. */
  'sync.exportErrors': procedure(
    z.object({ runId: boundedString(MAX_ID_CHARS).min(1) }).strict(),
    z.object({ canceled: z.boolean(), path: z.string().optional() }),
  ),
  /**
   * The same CSV text in pages, for a page that saves it itself (the web shell's download):
   * from entry `from`, the head on the first page; `next` is null on the last one.
   */
  'sync.errorsCsvPage': procedure(
    z.object({ runId: boundedString(MAX_ID_CHARS).min(1), from: z.number().int().min(0) }).strict(),
    z.object({ text: z.string(), next: z.number().int().nullable() }),
  ),
};

export const syncEvents = {
  'sync.delta': event(z.array(syncDeltaSchema)),
};
