import type { ScalarField } from '../../../../shared/forms/field-definition';
import { useFormContext } from '../form-context';
import { useFieldValue } from '../state/use-field-value';
import { controlAria } from './field-ids';
import type { FieldProps } from './field-props';
import { PlainCheckbox } from './plain-controls/plain-checkbox';

/** A boolean; anything but `true` shows unchecked and stays as stored until clicked. */
export function CheckboxField(props: FieldProps<ScalarField>) {
  const { field, path, inputId } = props;
  const { store } = useFormContext();
  const value = useFieldValue(store, path);
  return (
    <PlainCheckbox
      id={inputId}
      checked={value === true}
      disabled={field.readOnly}
      onChange={(checked) => store.setValue(path, checked)}
      {...controlAria(props)}
    />
  );
}
