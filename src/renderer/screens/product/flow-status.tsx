import { Alert, Button, Space, Spin } from 'antd';
import type { FlowState } from '../../../shared/products/step-flow';
import { texts } from '../../../shared/texts/pt-BR';

const t = texts.product.flows;

interface FlowStatusProps<Context> {
  name: string;
  state: FlowState<Context>;
  labels: Record<number, string>;
  lastStep: number;
  onRetry: () => void;
  onDismiss: () => void;
}

/** The running step's label, or the failed step with its status, detail and a retry. */
export function FlowStatus<Context>(props: FlowStatusProps<Context>) {
  const { name, state, labels, lastStep } = props;
  if (state.phase === 'running') {
    return (
      <Alert
        type="info"
        icon={<Spin size="small" />}
        showIcon
        role="status"
        aria-label={name}
        title={labels[state.step]}
        description={t.stepOf(state.step, lastStep)}
      />
    );
  }
  if (state.phase === 'failed' && state.failure) {
    const { step, status, detail } = state.failure;
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={t.failedTitle(name, step, labels[step] ?? String(step))}
        description={
          <>
            <div>{t.status(status)}</div>
            <div style={{ wordBreak: 'break-word' }}>{detail}</div>
          </>
        }
        action={
          <Space>
            <Button size="small" type="primary" onClick={props.onRetry}>
              {t.retry}
            </Button>
            <Button size="small" onClick={props.onDismiss}>
              {t.dismiss}
            </Button>
          </Space>
        }
      />
    );
  }
  return null;
}
