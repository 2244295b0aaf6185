/**
 * A linear step machine shared by the single-product sync flows (spec 01 §4): step 0 is idle,
 * steps 1..last run in order, a failed step stops the flow there and a retry resumes from it.
 * Pure: the screen runs each step's side effect and feeds the outcome back as an event.
 */

export type FlowPhase = 'idle' | 'running' | 'failed';

export interface StepFailure {
  step: number;
  /** HTTP status; 0 when no answer came (network error, timeout, missing base URL). */
  status: number;
  detail: string;
}

export interface FlowState<Context> {
  phase: FlowPhase;
  /** 0 when idle; otherwise the step running or the step that failed. */
  step: number;
  /** Grows on every start, advance and retry, so a stale outcome is told apart. */
  attempt: number;
  context: Context;
  failure: StepFailure | null;
}

export type FlowEvent<Context> =
  | { type: 'start'; context: Context }
  | { type: 'succeeded'; step: number; attempt: number; patch?: Partial<Context> }
  | { type: 'failed'; step: number; attempt: number; status: number; detail: string }
  | { type: 'retry' }
  | { type: 'reset' };

export function idleFlow<Context>(context: Context): FlowState<Context> {
  return { phase: 'idle', step: 0, attempt: 0, context, failure: null };
}

/** The reducer of a flow whose steps are 1..lastStep. Events that do not fit are ignored. */
export function createFlowReducer<Context>(lastStep: number) {
  return function reduce(state: FlowState<Context>, event: FlowEvent<Context>): FlowState<Context> {
    switch (event.type) {
      case 'start':
        // A running flow is not restarted under itself; a failed one is started afresh.
        if (state.phase === 'running') return state;
        return {
          phase: 'running',
          step: 1,
          attempt: state.attempt + 1,
          context: event.context,
          failure: null,
        };
      case 'succeeded': {
        if (!isCurrent(state, event)) return state;
        const context = { ...state.context, ...event.patch };
        if (state.step >= lastStep) return { ...idleFlow(context), attempt: state.attempt + 1 };
        return { ...state, step: state.step + 1, attempt: state.attempt + 1, context };
      }
      case 'failed':
        if (!isCurrent(state, event)) return state;
        return {
          ...state,
          phase: 'failed',
          failure: { step: state.step, status: event.status, detail: event.detail },
        };
      case 'retry':
        if (state.phase !== 'failed') return state;
        // Resume from the failed step: the context of earlier steps is kept, not redone.
        return { ...state, phase: 'running', attempt: state.attempt + 1, failure: null };
      case 'reset':
        if (state.phase === 'running') return state;
        return { ...idleFlow(state.context), attempt: state.attempt + 1 };
    }
  };
}

function isCurrent<Context>(
  state: FlowState<Context>,
  event: { step: number; attempt: number },
): boolean {
  return state.phase === 'running' && state.step === event.step && state.attempt === event.attempt;
}
