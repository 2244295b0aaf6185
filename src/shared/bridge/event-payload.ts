import type { ContractShape, EventName, EventPayload } from './define';

/**
 * The payload of an event as the contract allows it, or null (logged) when it does not match:
 * both transports send only what the renderer expects. One check for IPC and the socket.
 */
export function checkedEventPayload<C extends ContractShape, N extends EventName<C>>(
  contract: C,
  name: N,
  payload: EventPayload<C, N>,
  log: (message: string, cause?: unknown) => void,
): { payload: unknown } | null {
  const checked = contract.events[name]!.payload.safeParse(payload);
  if (checked.success) return { payload: checked.data };
  log(`bridge event ${name} dropped: payload does not match the contract`, checked.error);
  return null;
}
