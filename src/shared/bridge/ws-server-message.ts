import type { BridgeEnvelope, BridgeErrorCode } from './define';

/**
 * What the web host sends a page over the bridge socket: a `result` for each `invoke`, with the
 * same envelope the Electron transport returns, and `event`s pushed to every page. Read without
 * a schema library: the renderer's first screen needs this before anything else, and zod (the
 * host's checks, ws-protocol.ts) is no part of it.
 */
export type WsResultMessage = { type: 'result'; id: number; envelope: BridgeEnvelope };
export type WsEventMessage = { type: 'event'; name: string; payload: unknown };
export type WsServerMessage = WsResultMessage | WsEventMessage;

/** The path of the bridge socket on the web host. */
export const WS_BRIDGE_PATH = '/__bridge';

const errorCodes: Record<BridgeErrorCode, true> = {
  invalid_input: true,
  unknown_procedure: true,
  forbidden_sender: true,
  handler_failed: true,
  disconnected: true,
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

function envelopeOf(value: unknown): BridgeEnvelope | null {
  if (!isRecord(value)) return null;
  if (value.ok === true) return { ok: true, value: value.value };
  const { error } = value;
  if (value.ok !== false || !isRecord(error) || typeof error.message !== 'string') return null;
  if (typeof error.code !== 'string' || !Object.hasOwn(errorCodes, error.code)) return null;
  return { ok: false, error: { code: error.code as BridgeErrorCode, message: error.message } };
}

/** A host's text frame as a message; null on anything malformed (not JSON, unknown shape). */
export function parseWsServerMessage(raw: string): WsServerMessage | null {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(json)) return null;
  if (json.type === 'result') {
    const envelope = envelopeOf(json.envelope);
    return isId(json.id) && envelope ? { type: 'result', id: json.id, envelope } : null;
  }
  if (json.type === 'event' && typeof json.name === 'string' && json.name !== '') {
    return { type: 'event', name: json.name, payload: json.payload };
  }
  return null;
}
