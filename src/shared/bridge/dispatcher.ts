import type { BridgeEnvelope, ContractShape, HandlerMap } from './define';
import { texts } from '../texts/pt-BR';
import { errorMessage } from '../errors/error-message';

export type Dispatch = (name: string, rawInput: unknown) => Promise<BridgeEnvelope>;

/**
 * The transport-independent core of the main side: look the procedure up, validate its input
 * with the contract schema, and only then reach the service. Failures become envelopes.
 */
export function createDispatcher<C extends ContractShape>(
  contract: C,
  handlers: HandlerMap<C>,
  log: (message: string, cause?: unknown) => void = () => {},
): Dispatch {
  const table = handlers as Record<string, (input: unknown) => unknown>;
  return async (name, rawInput) => {
    const definition = Object.hasOwn(contract.procedures, name)
      ? contract.procedures[name]
      : undefined;
    const handler = Object.hasOwn(table, name) ? table[name] : undefined;
    if (!definition || !handler) {
      return {
        ok: false,
        error: { code: 'unknown_procedure', message: texts.bridge.unknownProcedure(name) },
      };
    }
    const parsed = definition.input.safeParse(rawInput);
    if (!parsed.success) {
      const detail = parsed.error.issues
        .map((issue) => `${issue.path.join('.') || 'entrada'}: ${issue.message}`)
        .join('; ');
      return {
        ok: false,
        error: { code: 'invalid_input', message: texts.bridge.invalidInput(name, detail) },
      };
    }
    try {
      const value = await handler(parsed.data);
      return { ok: true, value };
    } catch (cause) {
      log(`bridge handler ${name} failed`, cause);
      const message = errorMessage(cause);
      return {
        ok: false,
        error: { code: 'handler_failed', message: texts.bridge.handlerFailed(name, message) },
      };
    }
  };
}

/** Names every procedure in the contract that has no handler (used by tests and at start-up). */
export function missingHandlers<C extends ContractShape>(contract: C, handlers: object): string[] {
  return Object.keys(contract.procedures).filter((name) => !Object.hasOwn(handlers, name));
}
