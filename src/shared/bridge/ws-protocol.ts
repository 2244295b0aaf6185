import { z } from 'zod';

/**
 * The messages the web shell's WebSocket carries. The browser sends `invoke`; the host answers
 * each with a `result` holding the same envelope the Electron transport returns, and pushes
 * `event`s to every connected page (ws-server-message.ts reads those in the page).
 */
export const wsInvokeMessageSchema = z.object({
  type: z.literal('invoke'),
  id: z.number().int().nonnegative(),
  name: z.string().min(1),
  input: z.unknown(),
});

/** What the host may receive from a page. */
export const wsClientMessageSchema = wsInvokeMessageSchema;
export type WsInvokeMessage = z.infer<typeof wsInvokeMessageSchema>;

// What a page may receive from the host, read without zod (ws-server-message.ts).
export {
  WS_BRIDGE_PATH,
  type WsEventMessage,
  type WsResultMessage,
  type WsServerMessage,
} from './ws-server-message';

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
