import { useStore } from 'zustand';
import type { FieldDefinition } from '../../../../shared/forms/field-definition';
import { getAt, type ValuePath } from '../../../../shared/forms/value-path';
import { texts } from '../../../../shared/texts/pt-BR';
import { FormFields } from '../form-fields';
import { useFormContext } from '../form-context';
import { KeptValue } from './kept-value';

const t = texts.formFields;

const holdsFields = (value: unknown) =>
  value === null ||
  value === undefined ||
  (typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date));

/**
 * Sub-fields stored under `path` (a struct, a list item, a document's entry). Subscribes only
 * to whether the stored value can hold fields, not to the value: a keystroke below does not
 * re-render it. A stored value of another shape is shown and kept, never overwritten.
 */
export function StructBody({
  fields,
  path,
  readOnly,
}: {
  fields: readonly FieldDefinition[];
  path: ValuePath;
  readOnly?: boolean;
}) {
  const { store } = useFormContext();
  const fits = useStore(store, (state) => holdsFields(getAt(state.values, path)));
  if (!fits) return <KeptValue path={path} message={t.notAnObject} />;
  return <FormFields fields={fields} basePath={path} readOnly={readOnly} />;
}
