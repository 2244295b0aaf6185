import { useMemo } from 'react';
import type { SelectField as SelectFieldDefinition } from '../../../../shared/forms/field-definition';
import { useFormContext } from '../form-context';
import { useFieldValue } from '../state/use-field-value';
import { ChoiceSelect } from '../../../components/choice-select/choice-select';
import { controlAria } from './field-ids';
import type { FieldProps } from './field-props';

/** One of the definition's options, or 'Selecione' for null. */
export function SelectField(props: FieldProps<SelectFieldDefinition>) {
  const { field, path, inputId } = props;
  const { store } = useFormContext();
  const value = useFieldValue(store, path);
  const choices = useMemo(
    () => field.options.map((option) => ({ value: option.value, label: option.label })),
    [field.options],
  );
  return (
    <ChoiceSelect
      id={inputId}
      value={value}
      choices={choices}
      disabled={field.readOnly}
      placeholder={field.placeholder}
      onChange={(next) => store.setValue(path, next)}
      ariaProps={controlAria(props)}
    />
  );
}
