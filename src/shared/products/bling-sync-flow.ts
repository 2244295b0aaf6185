import { createFlowReducer, idleFlow } from './step-flow';
import { productPath, type StepAction } from './step-outcome';

/** 'Sincronizar Bling' (spec 01 §4): 0 idle, 1 fetching, 2 'Atualizando...' then navigate. */
export const BLING_SYNC_LAST_STEP = 2;

export interface BlingSyncContext {
  code: string;
}

export const reduceBlingSync = createFlowReducer<BlingSyncContext>(BLING_SYNC_LAST_STEP);
export const idleBlingSync = (code: string) => idleFlow<BlingSyncContext>({ code });

/**
 * Step → call (spec 01 §7):
 * | step | does                 | call                                                          |
 * | 1    | fetching             | workers GET /api/bling/bigquery/produtos?project=&id={code}   |
 * | 2    | 'Atualizando...'     | in-app navigation to /console/product/{code} (no reload)      |
 */
export function blingSyncStepAction(
  step: number,
  context: BlingSyncContext,
  projectId: string,
): StepAction {
  if (step === 1) {
    return {
      kind: 'request',
      request: {
        service: 'workers',
        method: 'GET',
        path: '/api/bling/bigquery/produtos',
        query: { project: projectId, id: context.code },
      },
    };
  }
  return { kind: 'navigate', code: context.code, to: productPath(context.code) };
}
