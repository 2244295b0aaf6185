import type { z } from 'zod';

/** A request/response call from the renderer to the main process. */
export interface ProcedureDefinition<
  I extends z.ZodType = z.ZodType,
  O extends z.ZodType = z.ZodType,
> {
  readonly kind: 'procedure';
  readonly input: I;
  readonly output: O;
}

/** A message pushed from the main process to the renderer. */
export interface EventDefinition<P extends z.ZodType = z.ZodType> {
  readonly kind: 'event';
  readonly payload: P;
}

export function procedure<I extends z.ZodType, O extends z.ZodType>(
  input: I,
  output: O,
): ProcedureDefinition<I, O> {
  return { kind: 'procedure', input, output };
}

export function event<P extends z.ZodType>(payload: P): EventDefinition<P> {
  return { kind: 'event', payload };
}

export interface ContractShape {
  readonly procedures: Record<string, ProcedureDefinition>;
  readonly events: Record<string, EventDefinition>;
}

export type ProcedureName<C extends ContractShape> = keyof C['procedures'] & string;
export type EventName<C extends ContractShape> = keyof C['events'] & string;

export type ProcedureInput<C extends ContractShape, N extends ProcedureName<C>> = z.input<
  C['procedures'][N]['input']
>;
export type ProcedureParsedInput<C extends ContractShape, N extends ProcedureName<C>> = z.output<
  C['procedures'][N]['input']
>;
export type ProcedureOutput<C extends ContractShape, N extends ProcedureName<C>> = z.output<
  C['procedures'][N]['output']
>;
export type EventPayload<C extends ContractShape, N extends EventName<C>> = z.output<
  C['events'][N]['payload']
>;

/** What the main side implements: one handler per procedure, nothing more, nothing less. */
export type HandlerMap<C extends ContractShape> = {
  [N in ProcedureName<C>]: (
    input: ProcedureParsedInput<C, N>,
  ) => Promise<ProcedureOutput<C, N>> | ProcedureOutput<C, N>;
};

/** Every transport answers with this envelope, so nothing throws across the bridge. */
export type BridgeEnvelope<T = unknown> =
  | { ok: true; value: T }
  | { ok: false; error: { code: BridgeErrorCode; message: string } };

export type BridgeErrorCode =
  | 'invalid_input'
  | 'unknown_procedure'
  | 'forbidden_sender'
  | 'handler_failed'
  | 'disconnected';
