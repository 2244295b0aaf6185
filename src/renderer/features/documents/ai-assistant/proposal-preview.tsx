import { useMemo, useState } from 'react';
import { Alert, Button, Checkbox, Typography } from 'antd';
import { useStore } from 'zustand';
import { extractProposedChanges } from '../../../../shared/ai/proposed-changes';
import type { FieldDefinition } from '../../../../shared/forms/field-definition';
import { pathKey } from '../../../../shared/forms/value-path';
import { texts } from '../../../../shared/texts/pt-BR';
import type { FormStore } from '../../../document-session/form-store';
import { formatValueText } from '../../../../shared/format/pt-br-format';

const proposal = texts.aiAssistant.proposal;
/** A value as one short line of the preview table. */
const formatValue = (value: unknown) =>
  formatValueText(value, {
    empty: proposal.emptyValue,
    yes: proposal.yes,
    no: proposal.no,
    limit: 159,
  });

const t = texts.aiAssistant.proposal;

interface ProposalPreviewProps {
  content: string;
  fields: readonly FieldDefinition[];
  store: FormStore;
}

/**
 * The changes the assistant's answer proposes, field by field (current → proposed), and the
 * button that writes the chosen ones into the form. Nothing is written before that click.
 */
export function ProposalPreview({ content, fields, store }: ProposalPreviewProps) {
  // Live: what 'Atual' shows follows the form while the preview is open.
  const values = useStore(store, (state) => state.values);
  const proposal = useMemo(
    () => extractProposedChanges(content, fields, values),
    [content, fields, values],
  );
  const [excluded, setExcluded] = useState<ReadonlySet<string>>(new Set());
  const [applied, setApplied] = useState<number | null>(null);

  if (!proposal) return null;
  const chosen = proposal.changes.filter((change) => !excluded.has(pathKey(change.path)));

  const apply = () => {
    // Each change is a user edit: the form's autosave saves them like typed ones.
    for (const change of chosen) store.setValue(change.path, change.proposed);
    setApplied(chosen.length);
  };

  const toggle = (key: string, include: boolean) =>
    setExcluded((previous) => {
      const next = new Set(previous);
      if (include) next.delete(key);
      else next.add(key);
      return next;
    });

  return (
    <section
      aria-label={t.title}
      style={{ border: '1px solid #d9d9d9', borderRadius: 8, padding: 12 }}
    >
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t.title}
      </Typography.Title>
      {applied !== null ? (
        <Alert type="success" showIcon title={t.applied(applied)} />
      ) : proposal.changes.length === 0 ? (
        <Typography.Paragraph type="secondary">{t.nothingChanges}</Typography.Paragraph>
      ) : (
        <>
          <table style={{ width: '100%', borderCollapse: 'collapse', marginBottom: 8 }}>
            <thead>
              <tr>
                <th />
                <th style={{ textAlign: 'left' }}>{t.field}</th>
                <th style={{ textAlign: 'left' }}>{t.current}</th>
                <th style={{ textAlign: 'left' }}>{t.proposed}</th>
              </tr>
            </thead>
            <tbody>
              {proposal.changes.map((change) => {
                const key = pathKey(change.path);
                return (
                  <tr key={key} style={{ borderTop: '1px solid #f0f0f0', verticalAlign: 'top' }}>
                    <td>
                      <Checkbox
                        checked={!excluded.has(key)}
                        onChange={(event) => toggle(key, event.target.checked)}
                        aria-label={t.include(change.label)}
                      />
                    </td>
                    <th scope="row" style={{ textAlign: 'left', fontWeight: 500 }}>
                      {change.label}
                    </th>
                    <td style={{ overflowWrap: 'anywhere' }}>{formatValue(change.current)}</td>
                    <td style={{ overflowWrap: 'anywhere' }}>{formatValue(change.proposed)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <Button type="primary" onClick={apply} disabled={chosen.length === 0}>
            {t.apply}
          </Button>
        </>
      )}
      {proposal.rejected.length > 0 ? (
        <Alert
          style={{ marginTop: 8 }}
          type="warning"
          showIcon
          title={t.rejectedTitle}
          description={
            <ul style={{ margin: 0, paddingLeft: 16 }}>
              {proposal.rejected.map((item) => (
                <li key={pathKey(item.path)}>{t.rejected(item.label, item.reason)}</li>
              ))}
            </ul>
          }
        />
      ) : null}
      {proposal.ignoredKeys.length > 0 ? (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
          {t.ignored(proposal.ignoredKeys.join(', '))}
        </Typography.Paragraph>
      ) : null}
    </section>
  );
}
