import type { FieldDefinition } from '../../../../shared/forms/field-definition';
import type { ValuePath } from '../../../../shared/forms/value-path';

/** Every field renderer gets its definition and where its value lives; the rest is context. */
export interface FieldProps<F extends FieldDefinition = FieldDefinition> {
  field: F;
  /** Path of this field's value in the form's values (mapTo already applied). */
  path: ValuePath;
  /** The DOM id of the control, for its label. */
  inputId: string;
}
