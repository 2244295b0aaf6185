import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { FlowEvent, FlowState } from '../../../shared/products/step-flow';
import { stepOutcome, type StepAction } from '../../../shared/products/step-outcome';
import { useBridge } from '../../bridge/bridge-context';
import { callService } from '../../bridge/service-call';
import { useDataPorts } from '../../data/provider';
import { errorMessage } from '../../../shared/errors/error-message';

export interface StepFlowOptions<Context> {
  reducer: (state: FlowState<Context>, event: FlowEvent<Context>) => FlowState<Context>;
  initial: FlowState<Context>;
  /** The step's call or navigation, from the flow's step table. */
  actionOf: (step: number, context: Context) => StepAction;
  /** What a step's answer gives the next steps, or why it is unusable. */
  readPatch?: (step: number, body: unknown) => Partial<Context> | string;
  /** The last step: navigate in-app to the product and refresh its page; settles when done. */
  navigate: (code: string) => Promise<void>;
}

/**
 * Runs a pure step machine: each running attempt's side effect happens once (the attempt
 * number guards against effects run twice) and its outcome goes back to the reducer, which
 * drops outcomes of stale attempts.
 */
export function useStepFlow<Context>(options: StepFlowOptions<Context>) {
  const bridge = useBridge();
  const { identity } = useDataPorts();
  const [state, dispatch] = useReducer(options.reducer, options.initial);
  const latest = useRef(options);
  latest.current = options;
  const ran = useRef(-1);

  useEffect(() => {
    if (state.phase !== 'running' || ran.current === state.attempt) return;
    ran.current = state.attempt;
    const { step, attempt, context } = state;
    const { actionOf, readPatch, navigate } = latest.current;
    const action = actionOf(step, context);
    const run = async (): Promise<FlowEvent<Context>> => {
      if (action.kind === 'unavailable') {
        return { type: 'failed', step, attempt, status: 0, detail: action.detail };
      }
      if (action.kind === 'navigate') {
        await navigate(action.code);
        return { type: 'succeeded', step, attempt };
      }
      const result = await callService(bridge, () => identity.getIdToken(), action.request);
      try {
        return stepOutcome<Context>(step, attempt, result, (body) =>
          readPatch ? readPatch(step, body) : {},
        );
      } catch (error) {
        return { type: 'failed', step, attempt, status: 0, detail: errorMessage(error) };
      }
    };
    void run().then(dispatch);
  }, [state, bridge, identity]);

  const start = useCallback((context: Context) => dispatch({ type: 'start', context }), []);
  const retry = useCallback(() => dispatch({ type: 'retry' }), []);
  const reset = useCallback(() => dispatch({ type: 'reset' }), []);
  return { state, start, retry, reset };
}
