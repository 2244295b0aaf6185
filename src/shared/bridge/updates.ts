import { z } from 'zod';
import { event, procedure } from './define';

/**
 * An installed copy's update, as main sees it. `off`: no feed (a dev build, the web shell);
 * `idle`: up to date or not yet checked; `downloading` and `ready` carry the new version.
 * A failed check is `error` (logged; the notice shows nothing for it).
 */
export const updateStateSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('off') }),
  z.object({ status: z.literal('idle'), checkedAt: z.number().nullable() }),
  z.object({ status: z.literal('checking') }),
  z.object({
    status: z.literal('downloading'),
    version: z.string(),
    percent: z.number().min(0).max(100),
  }),
  z.object({ status: z.literal('ready'), version: z.string() }),
  z.object({ status: z.literal('error'), message: z.string() }),
]);
export type UpdateState = z.infer<typeof updateStateSchema>;

export const updateInstallResultSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true) }),
  /** Refused with a pt-BR reason: nothing downloaded, or a bulk sync is running. */
  z.object({ ok: z.literal(false), message: z.string() }),
]);
export type UpdateInstallResult = z.infer<typeof updateInstallResultSchema>;

const noInput = z.object({}).strict();

export const updatesProcedures = {
  'updates.getState': procedure(noInput, updateStateSchema),
  /** The user agreed: quit and install now, unless a bulk sync is running. */
  'updates.install': procedure(noInput, updateInstallResultSchema),
};

export const updatesEvents = {
  'updates.state': event(updateStateSchema),
};
