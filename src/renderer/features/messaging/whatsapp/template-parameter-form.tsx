import { Form, Input, Typography } from 'antd';
import { texts } from '../../../../shared/texts/pt-BR';
import type { ParameterSlot, ParameterValues } from '../../../../shared/whatsapp/placeholders';
import type { ParameterIssue } from '../../../../shared/whatsapp/send-message';

const t = texts.whatsapp.form;

export interface TemplateParameterFormProps {
  slots: readonly ParameterSlot[];
  values: ParameterValues;
  onChange(key: string, value: string): void;
  /** Shown on their fields (after a send was tried, so typing is not scolded at once). */
  issues: readonly ParameterIssue[];
  /** Prefix of the inputs' ids, unique per form on the page. */
  idPrefix: string;
}

/** One input per placeholder, labelled by where it goes ("Corpo {{1}}"). */
export function TemplateParameterForm({
  slots,
  values,
  onChange,
  issues,
  idPrefix,
}: TemplateParameterFormProps) {
  if (slots.length === 0) return <Typography.Text type="secondary">{t.none}</Typography.Text>;
  return (
    <Form layout="vertical" component="div">
      {slots.map((slot) => {
        const issue = issues.find((candidate) => candidate.slot.key === slot.key);
        const id = `${idPrefix}-${slot.key.replace(/\./g, '-')}`;
        return (
          <Form.Item
            key={slot.key}
            label={t.slotLabel(slot)}
            htmlFor={id}
            validateStatus={issue ? 'error' : undefined}
            help={issue ? t.issue(issue) : undefined}
            style={{ marginBottom: 12 }}
          >
            <Input
              id={id}
              value={values[slot.key] ?? ''}
              inputMode={slot.kind === 'image' ? 'url' : undefined}
              onChange={(event) => onChange(slot.key, event.target.value)}
            />
          </Form.Item>
        );
      })}
    </Form>
  );
}
