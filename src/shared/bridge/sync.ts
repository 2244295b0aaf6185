import { z } from 'zod';
import { event, procedure } from './define';
import { concurrencySchema, runInputSchema } from '../sync/run-input';
import {
  historyEntrySchema,
  syncCommandResultSchema,
  syncDeltaSchema,
  syncSnapshotSchema,
} from '../sync/run-state';

const noInput = z.object({}).strict();

/**
 * Bulk sync runs in the main process; windows only command it and mirror it. A window asks
 * `sync.getState` once, then applies `sync.delta` batches (≤ 10 messages a second).
 */
export const syncProcedures = {
  'sync.getState': procedure(noInput, syncSnapshotSchema),
  /** Types checked here (pt-BR message per field); values checked by the engine, per field. */
  'sync.start': procedure(runInputSchema, syncCommandResultSchema),
  'sync.pause': procedure(noInput, syncCommandResultSchema),
  'sync.resume': procedure(noInput, syncCommandResultSchema),
  'sync.retryErrors': procedure(noInput, syncCommandResultSchema),
  'sync.setConcurrency': procedure(
    z.object({ concurrency: concurrencySchema }).strict(),
    syncCommandResultSchema,
  ),
  'sync.sendToBackend': procedure(noInput, syncCommandResultSchema),
  'sync.history': procedure(noInput, z.array(historyEntrySchema)),
  /** Saves a run's errors as CSV through the native save dialog. */
  'sync.exportErrors': procedure(
    z.object({ runId: z.string().min(1) }).strict(),
    z.object({ canceled: z.boolean(), path: z.string().optional() }),
  ),
};

export const syncEvents = {
  'sync.delta': event(z.array(syncDeltaSchema)),
};
