import { useRef, useState } from 'react';
import { App, Button, Space } from 'antd';
import {
  BLING_SYNC_LAST_STEP,
  blingSyncStepAction,
  idleBlingSync,
  reduceBlingSync,
} from '../../../shared/products/bling-sync-flow';
import { companyForProductCode } from '../../../shared/products/company-lookup';
import {
  TSTOCK_IMPORT_LAST_STEP,
  idleTStockImport,
  readTStockPatch,
  reduceTStockImport,
  tstockImportStepAction,
} from '../../../shared/products/tstock-import-flow';
import { texts } from '../../../shared/texts/pt-BR';
import type { DocumentData } from '../../data/ports';
import { FlowOutcomeView } from './flow-outcome';
import { outcomeKey, useFlowOutcomes } from './flow-outcome-store';
import { FlowStatus } from './flow-status';
import { PromptModal } from './prompt-modal';
import { useStepFlow } from './use-step-flow';

const t = texts.product;

type Prompt = null | { ask: 'company' } | { ask: 'code'; company: number };

interface ProductFlowsProps {
  projectId: string;
  code: string;
  /** The product document, live (null: missing): names the TStock button, and a result's changes. */
  product: DocumentData | null;
  /** Still reading the product: the flows wait, or a result would call an existing product
   * created (a slow first read on Firestore) and the TStock button would be misnamed. */
  loading?: boolean;
  /** The flows' last step, 'Atualizando...': in-app navigation plus a refresh of the page. */
  navigate: (code: string) => Promise<void>;
}

/**
 * 'Sincronizar Bling' and 'Importar Produto Tramontina' / 'Sincronizar TStock' (spec 01 §4):
 * the running step, then a result that stays (what changed) or the failed step.
 */
export function ProductFlows({
  projectId,
  code,
  product,
  loading = false,
  navigate,
}: ProductFlowsProps) {
  const { message } = App.useApp();
  const key = outcomeKey(projectId, code);
  const outcome = useFlowOutcomes((state) => state.outcomes[key]);
  const { set: setOutcome, clear: clearOutcome } = useFlowOutcomes.getState();
  const tstockName = product ? t.flows.tstockSync : t.flows.tstockImport;
  // The product as the running flow found it, so its result can say what changed.
  const startedWith = useRef<{ flow: string; product: DocumentData | null }>(null);
  const finish = async (target: string) => {
    const started = startedWith.current;
    if (started) {
      setOutcome(outcomeKey(projectId, target), {
        flow: started.flow,
        finishedAt: Date.now(),
        before: target === code ? started.product : undefined,
      });
    }
    await navigate(target);
  };
  const bling = useStepFlow({
    reducer: reduceBlingSync,
    initial: idleBlingSync(code),
    actionOf: (step, context) => blingSyncStepAction(step, context, projectId),
    navigate: finish,
  });
  const tstock = useStepFlow({
    reducer: reduceTStockImport,
    initial: idleTStockImport(code),
    actionOf: (step, context) => tstockImportStepAction(step, context, projectId),
    readPatch: readTStockPatch,
    navigate: finish,
  });
  const [prompt, setPrompt] = useState<Prompt>(null);
  const busy = bling.state.phase === 'running' || tstock.state.phase === 'running';
  const begin = (flow: string, run: () => void) => {
    startedWith.current = { flow, product };
    clearOutcome(key);
    run();
  };

  const submitCompany = (raw: string) => {
    const value = raw.trim();
    if (value === '') {
      setPrompt(null);
      void message.error(t.prompts.noCompany);
      return;
    }
    if (!/^\d+$/.test(value) || Number(value) <= 0) {
      void message.error(t.prompts.badCompany);
      return;
    }
    setPrompt({ ask: 'code', company: Number(value) });
  };
  const submitCode = (company: number, raw: string) => {
    const value = raw.trim();
    if (value === '') {
      void message.error(t.prompts.noCode);
      return;
    }
    setPrompt(null);
    begin(tstockName, () => tstock.start({ company, code: value, downloadUrl: null }));
  };
  const prefilledCompany = companyForProductCode(code);

  return (
    <section aria-label={t.flows.title}>
      <Space wrap>
        <Button
          disabled={busy || loading}
          onClick={() => begin(t.flows.blingSync, () => bling.start({ code }))}
        >
          {t.flows.blingSync}
        </Button>
        <Button disabled={busy || loading} onClick={() => setPrompt({ ask: 'company' })}>
          {tstockName}
        </Button>
      </Space>
      <div style={{ marginTop: 12 }}>
        <FlowStatus
          name={t.flows.blingSync}
          state={bling.state}
          labels={t.blingSteps}
          lastStep={BLING_SYNC_LAST_STEP}
          onRetry={bling.retry}
          onDismiss={bling.reset}
        />
        <FlowStatus
          name={tstockName}
          state={tstock.state}
          labels={t.tstockSteps}
          lastStep={TSTOCK_IMPORT_LAST_STEP}
          onRetry={tstock.retry}
          onDismiss={tstock.reset}
        />
        {outcome && !busy && (
          <FlowOutcomeView
            outcome={outcome}
            product={product}
            onDismiss={() => clearOutcome(key)}
          />
        )}
      </div>
      {/* One modal for both questions: Enter, Enter never closes it in between. */}
      <PromptModal
        open={prompt !== null}
        question={prompt?.ask === 'code' ? t.prompts.code : t.prompts.company}
        initialValue={
          prompt?.ask === 'code' ? code : prefilledCompany === null ? '' : String(prefilledCompany)
        }
        onSubmit={(value) =>
          prompt?.ask === 'code' ? submitCode(prompt.company, value) : submitCompany(value)
        }
        onCancel={() => setPrompt(null)}
      />
    </section>
  );
}
