import { useState } from 'react';
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
import { FlowStatus } from './flow-status';
import { PromptModal } from './prompt-modal';
import { useStepFlow } from './use-step-flow';

const t = texts.product;

type Prompt = null | { ask: 'company' } | { ask: 'code'; company: number };

interface ProductFlowsProps {
  projectId: string;
  code: string;
  /** Decides the TStock button's name: import a missing product, sync an existing one. */
  productExists: boolean;
  /** The flows' last step, 'Atualizando...': in-app navigation plus a refresh of the page. */
  navigate: (code: string) => Promise<void>;
}

/** 'Sincronizar Bling' and 'Importar Produto Tramontina' / 'Sincronizar TStock' (spec 01 §4). */
export function ProductFlows({ projectId, code, productExists, navigate }: ProductFlowsProps) {
  const { message } = App.useApp();
  const bling = useStepFlow({
    reducer: reduceBlingSync,
    initial: idleBlingSync(code),
    actionOf: (step, context) => blingSyncStepAction(step, context, projectId),
    navigate,
  });
  const tstock = useStepFlow({
    reducer: reduceTStockImport,
    initial: idleTStockImport(code),
    actionOf: (step, context) => tstockImportStepAction(step, context, projectId),
    readPatch: readTStockPatch,
    navigate,
  });
  const [prompt, setPrompt] = useState<Prompt>(null);
  const busy = bling.state.phase === 'running' || tstock.state.phase === 'running';

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
    tstock.start({ company, code: value, downloadUrl: null });
  };
  const prefilledCompany = companyForProductCode(code);

  return (
    <section aria-label={t.flows.title}>
      <Space wrap>
        <Button disabled={busy} onClick={() => bling.start({ code })}>
          {t.flows.blingSync}
        </Button>
        <Button disabled={busy} onClick={() => setPrompt({ ask: 'company' })}>
          {productExists ? t.flows.tstockSync : t.flows.tstockImport}
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
          name={productExists ? t.flows.tstockSync : t.flows.tstockImport}
          state={tstock.state}
          labels={t.tstockSteps}
          lastStep={TSTOCK_IMPORT_LAST_STEP}
          onRetry={tstock.retry}
          onDismiss={tstock.reset}
        />
      </div>
      <PromptModal
        open={prompt?.ask === 'company'}
        question={t.prompts.company}
        initialValue={prefilledCompany === null ? '' : String(prefilledCompany)}
        onSubmit={submitCompany}
        onCancel={() => setPrompt(null)}
      />
      <PromptModal
        open={prompt?.ask === 'code'}
        question={t.prompts.code}
        initialValue={code}
        onSubmit={(value) => prompt?.ask === 'code' && submitCode(prompt.company, value)}
        onCancel={() => setPrompt(null)}
      />
    </section>
  );
}
