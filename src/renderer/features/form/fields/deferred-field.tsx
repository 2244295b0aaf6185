import { Typography } from 'antd';
import type { CSSProperties } from 'react';
import type { DeferredField as DeferredFieldDefinition } from '../../../../shared/forms/field-definition';
import { texts } from '../../../../shared/texts/pt-BR';
import { useFormContext } from '../form-context';
import { useFieldValue } from '../state/use-field-value';
import { fileLinksOf } from './deferred-summary';
import type { FieldProps } from './field-props';
import { jsonPreview } from '../../../../shared/format/pt-br-format';

const t = texts.formFields;
const codeStyle: CSSProperties = { whiteSpace: 'pre-wrap', wordBreak: 'break-all' };

/**
 * A field type this build does not know (a newer definition): the stored value as a compact
 * read-only summary. Nothing here writes, so the value survives every save.
 */
export function DeferredField({ field, path, inputId }: FieldProps<DeferredFieldDefinition>) {
  const { store } = useFormContext();
  const value = useFieldValue(store, path);
  return (
    <div id={inputId} data-deferred={field.type}>
      <DeferredSummary type={field.type} value={value} />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t.readOnlyDeferred}
      </Typography.Text>
    </div>
  );
}

function DeferredSummary({ type, value }: { type: string; value: unknown }) {
  if (value === null || value === undefined || value === '') return <div>{t.noValue}</div>;
  if (type === 'file' || type === 'image' || type === 'video') {
    const links = fileLinksOf(value);
    if (links.length > 0) {
      return (
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {links.map((link, index) => (
            <li key={index}>
              {link.href ? (
                <a href={link.href} target="_blank" rel="noreferrer noopener">
                  {link.text}
                </a>
              ) : (
                <code style={codeStyle}>{link.text}</code>
              )}
            </li>
          ))}
        </ul>
      );
    }
  }
  return <code style={codeStyle}>{jsonPreview(value)}</code>;
}
