import { Input } from 'antd';
import type { ChangeEvent } from 'react';
import type { ScalarField } from '../../../../shared/forms/field-definition';
import { texts } from '../../../../shared/texts/pt-BR';
import { useFormContext } from '../form-context';
import { useFieldValue } from '../state/use-field-value';
import { controlAria } from './field-ids';
import type { FieldProps } from './field-props';
import { KeptValue } from './kept-value';
import { PlainInput } from './plain-controls/plain-input';

const t = texts.formFields;
const TEXTAREA_ROWS = 4;

/** A plain string. Numbers and booleans show as text; objects are kept. */
export function PlainTextField(props: FieldProps<ScalarField>) {
  const { field, path, inputId } = props;
  const { store, docId, isNew } = useFormContext();
  const value = useFieldValue(store, path);
  if (value !== null && typeof value === 'object') {
    return <KeptValue path={path} message={t.notText} />;
  }
  const stored = value === null || value === undefined ? '' : String(value);
  // A document saved without an `id` field (seeded or imported data) still shows its id.
  const isIdOfSaved = !isNew && path.length === 1 && path[0] === 'id' && docId !== null;
  const text = stored === '' && isIdOfSaved ? docId : stored;
  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    store.setValue(path, event.target.value);
  const common = {
    id: inputId,
    value: text,
    placeholder: field.placeholder,
    readOnly: field.readOnly,
    onChange,
    ...controlAria(props),
  };
  return field.type === 'textarea' ? (
    <Input.TextArea rows={TEXTAREA_ROWS} {...common} />
  ) : (
    <PlainInput {...common} />
  );
}
