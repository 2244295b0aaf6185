import { Alert } from 'antd';
import { changedProductPaths, listProductPaths } from '../../../shared/products/flow-changes';
import { formatDateTime } from '../../../shared/format/pt-br-format';
import { texts } from '../../../shared/texts/pt-BR';
import type { DocumentData } from '../../data/ports';
import type { FlowOutcome } from './flow-outcome-store';

const o = texts.outcomes.product;

/**
 * What the page can say about the product now, against what the flow started from (a
 * missing product is told by the page itself, under the result).
 */
function describe(before: FlowOutcome['before'], product: DocumentData | null): string | null {
  if (product === null || before === undefined) return null;
  if (before === null) return o.created;
  const changed = changedProductPaths(before, product);
  return changed.length === 0 ? o.unchanged : o.changed(listProductPaths(changed));
}

interface FlowOutcomeViewProps {
  outcome: FlowOutcome;
  /** The product document, live: a write the service makes after the flow still shows. */
  product: DocumentData | null;
  onDismiss: () => void;
}

/** A finished flow's result: it stays until closed or another flow starts. */
export function FlowOutcomeView({ outcome, product, onDismiss }: FlowOutcomeViewProps) {
  const when = formatDateTime(new Date(outcome.finishedAt), { seconds: true });
  const detail = describe(outcome.before, product);
  return (
    <Alert
      type="success"
      showIcon
      closable={{ 'aria-label': texts.product.flows.dismiss }}
      onClose={onDismiss}
      title={o.done(outcome.flow, when)}
      description={detail ?? undefined}
    />
  );
}
