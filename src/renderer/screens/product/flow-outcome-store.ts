import { create } from 'zustand';
import type { DocumentData } from '../../data/ports';

/** How a product flow ended, kept so the result stays on the page it navigated to. */
export interface FlowOutcome {
  /** The flow's button name: 'Sincronizar Bling', 'Sincronizar TStock'... */
  flow: string;
  finishedAt: number;
  /** The product as the flow found it (null: missing); undefined when it ended on another code. */
  before: DocumentData | null | undefined;
}

interface FlowOutcomesState {
  /** By `project/code`: one outcome per product page, the latest flow's. */
  outcomes: Record<string, FlowOutcome>;
  set(key: string, outcome: FlowOutcome): void;
  clear(key: string): void;
}

/** Outlives the page: a flow that ends on another code's page hands its result over here. */
export const useFlowOutcomes = create<FlowOutcomesState>((set) => ({
  outcomes: {},
  set: (key, outcome) => set((state) => ({ outcomes: { ...state.outcomes, [key]: outcome } })),
  clear: (key) =>
    set((state) => {
      if (!(key in state.outcomes)) return state;
      const { [key]: _dropped, ...rest } = state.outcomes;
      return { outcomes: rest };
    }),
}));

export const outcomeKey = (projectId: string, code: string) => `${projectId}/${code}`;

export function resetFlowOutcomes(): void {
  useFlowOutcomes.setState({ outcomes: {} });
}
