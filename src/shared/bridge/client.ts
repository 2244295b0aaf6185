import type {
  BridgeEnvelope,
  ContractShape,
  EventName,
  EventPayload,
  ProcedureInput,
  ProcedureName,
  ProcedureOutput,
} from './define';

/**
 * What a transport exposes to the renderer: one function per procedure and one subscription
 * per event, keyed by the contract's names. The preload builds it from the contract, so no
 * generic "send any channel" exists.
 */
export interface BridgeGlobal<C extends ContractShape> {
  readonly procedures: {
    readonly [N in ProcedureName<C>]: (input: ProcedureInput<C, N>) => Promise<BridgeEnvelope>;
  };
  readonly events: {
    readonly [N in EventName<C>]: (listener: (payload: unknown) => void) => () => void;
  };
  /** A transport that can lose its host (the web shell's socket) says so; IPC never does. */
  readonly connection?: BridgeConnection;
}

/** `connecting` until the first open; then `open`, or `lost` while it reconnects. */
export type BridgeConnectionState = 'connecting' | 'open' | 'lost';

export interface BridgeConnection {
  current(): BridgeConnectionState;
  onChange(listener: (state: BridgeConnectionState) => void): () => void;
}

export class BridgeError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'BridgeError';
  }
}

/** The typed face the renderer uses: unwraps envelopes into values or BridgeErrors. */
export interface BridgeClient<C extends ContractShape> {
  invoke<N extends ProcedureName<C>>(
    name: N,
    input: ProcedureInput<C, N>,
  ): Promise<ProcedureOutput<C, N>>;
  on<N extends EventName<C>>(name: N, listener: (payload: EventPayload<C, N>) => void): () => void;
  /** Connection changes of a transport that can lose its host; absent or silent for IPC. */
  onConnection?(listener: (state: BridgeConnectionState) => void): () => void;
}

export function createBridgeClient<C extends ContractShape>(
  global: BridgeGlobal<C>,
): BridgeClient<C> {
  return {
    async invoke(name, input) {
      const call = global.procedures[name];
      const envelope = await call(input);
      if (!envelope.ok) throw new BridgeError(envelope.error.code, envelope.error.message);
      return envelope.value as ProcedureOutput<C, typeof name>;
    },
    on(name, listener) {
      return global.events[name]((payload) => listener(payload as EventPayload<C, typeof name>));
    },
    onConnection(listener) {
      return global.connection?.onChange(listener) ?? (() => {});
    },
  };
}
