import { z } from 'zod';

/**
 * The messages the web shell's WebSocket carries. The browser sends `invoke`; the host answers
 * each with a `result` holding the same envelope the Electron transport returns, and pushes
 * `event`s to every connected page.
 */
export const wsInvokeMessageSchema = z.object({
  type: z.literal('invoke'),
  id: z.number().int().nonnegative(),
  name: z.string().min(1),
  input: z.unknown(),
});

export const bridgeEnvelopeSchema = z.union([
  z.object({ ok: z.literal(true), value: z.unknown() }),
  z.object({
    ok: z.literal(false),
    error: z.object({
      code: z.enum([
        'invalid_input',
        'unknown_procedure',
        'forbidden_sender',
        'handler_failed',
        'disconnected',
      ]),
      message: z.string(),
    }),
  }),
]);

export const wsResultMessageSchema = z.object({
  type: z.literal('result'),
  id: z.number().int().nonnegative(),
  envelope: bridgeEnvelopeSchema,
});

export const wsEventMessageSchema = z.object({
  type: z.literal('event'),
  name: z.string().min(1),
  payload: z.unknown(),
});

/** What the host may receive from a page. */
export const wsClientMessageSchema = wsInvokeMessageSchema;
/** What a page may receive from the host. */
export const wsServerMessageSchema = z.discriminatedUnion('type', [
  wsResultMessageSchema,
  wsEventMessageSchema,
]);

export type WsInvokeMessage = z.infer<typeof wsInvokeMessageSchema>;
export type WsResultMessage = z.infer<typeof wsResultMessageSchema>;
export type WsEventMessage = z.infer<typeof wsEventMessageSchema>;
export type WsServerMessage = z.infer<typeof wsServerMessageSchema>;

/** The path of the bridge socket on the web host. */
export const WS_BRIDGE_PATH = '/__bridge';

/** Parses a text frame as JSON then with the schema; null on anything malformed. */
export function parseWsMessage<T>(schema: z.ZodType<T>, raw: string): T | null {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? parsed.data : null;
}
