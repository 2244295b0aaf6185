import { z } from 'zod';
import { procedure } from './define';
import {
  MAX_ID_CHARS,
  MAX_TOKEN_CHARS,
  MAX_URL_CHARS,
  boundedJsonBodySchema,
  boundedQuerySchema,
  boundedString,
} from './input-bounds';

export const httpRequestSchema = z
  .object({
    service: z.enum(['workers', 'api', 'functions']),
    method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']).default('GET'),
    /** Path under the service base URL, starting with '/'. */
    path: boundedString(MAX_URL_CHARS).startsWith('/'),
    query: boundedQuerySchema.optional(),
    /** Sent as JSON; bounded by its serialized size (IPC has no frame to bound it). */
    body: boundedJsonBodySchema.optional(),
    timeoutMs: z.number().int().positive().max(600_000).optional(),
    /** The signed-in user's ID token, forwarded as a Bearer header. */
    idToken: boundedString(MAX_TOKEN_CHARS).optional(),
    /**
     * Sent as the Idempotency-Key header, so a service that honours it does a repeated call
     * once (bulk sync redoes the tasks in flight when the app is killed). Printable ASCII.
     */
    idempotencyKey: z
      .string()
      .max(512)
      .regex(/^[\x21-\x7e]+$/)
      .optional(),
    /** Lets the renderer abort an in-flight request with http.abort. */
    requestId: boundedString(MAX_ID_CHARS).optional(),
  })
  .strict();
export type HttpRequest = z.input<typeof httpRequestSchema>;

/** Every outcome is data: nothing throws across the bridge. */
export const httpResultSchema = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    status: z.number(),
    url: z.string(),
    durationMs: z.number(),
    body: z.unknown(),
  }),
  z.object({
    ok: z.literal(false),
    /** 0 when no answer came: network error, timeout, abort or missing base URL. */
    status: z.number(),
    url: z.string(),
    durationMs: z.number(),
    kind: z.enum(['http', 'network', 'timeout', 'aborted', 'not_configured', 'too_large']),
    message: z.string(),
    bodyExcerpt: z.string(),
  }),
]);
export type HttpResult = z.infer<typeof httpResultSchema>;

export const httpProcedures = {
  'http.request': procedure(httpRequestSchema, httpResultSchema),
  'http.abort': procedure(
    z.object({ requestId: boundedString(MAX_ID_CHARS).min(1) }).strict(),
    z.boolean(),
  ),
};
