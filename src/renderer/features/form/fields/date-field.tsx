import { DatePicker, Typography } from 'antd';
import { useMemo } from 'react';
import type { ScalarField } from '../../../../shared/forms/field-definition';
import { texts } from '../../../../shared/texts/pt-BR';
import { useFormContext } from '../form-context';
import { useFieldValue } from '../state/use-field-value';
import { dateToStore, readDateValue } from './date-value';
import { controlAria } from './field-ids';
import type { FieldProps } from './field-props';
import { jsonPreview } from '../../../../shared/format/pt-br-format';

const t = texts.formFields;
export const DATE_FORMAT = 'DD/MM/YYYY';
export const DATE_TIME_FORMAT = 'DD/MM/YYYY HH:mm';
const TIME_OPTIONS = { format: 'HH:mm' } as const;

/** date and datetime: stored as a JS Date (a date at local midnight), cleared to null. */
export function DateField(props: FieldProps<ScalarField>) {
  const { field, path, inputId } = props;
  const { store } = useFormContext();
  const value = useFieldValue(store, path);
  const reading = useMemo(() => readDateValue(value), [value]);
  const withTime = field.type === 'datetime';

  if (reading.kind === 'unreadable') {
    return (
      <Typography.Text id={inputId} type="warning">
        {t.invalidDate} <code>{jsonPreview(value)}</code>
      </Typography.Text>
    );
  }
  return (
    <DatePicker
      id={inputId}
      value={reading.kind === 'date' ? reading.value : null}
      showTime={withTime ? TIME_OPTIONS : false}
      format={withTime ? DATE_TIME_FORMAT : DATE_FORMAT}
      placeholder={field.placeholder ?? (withTime ? t.dateTimePlaceholder : t.datePlaceholder)}
      disabled={field.readOnly}
      onChange={(picked) => store.setValue(path, dateToStore(picked, withTime))}
      {...controlAria(props)}
    />
  );
}
