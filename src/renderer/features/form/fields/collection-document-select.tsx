import type { SelectNestedField, DocEditorField } from '../../../../shared/forms/field-definition';
import { texts } from '../../../../shared/texts/pt-BR';
import { useFormContext } from '../form-context';
import { useFieldValue } from '../state/use-field-value';
import { ChoiceSelect, type Choice } from '../../../components/choice-select/choice-select';
import { controlAria } from './field-ids';
import type { FieldProps } from './field-props';
import { LoadFailed } from './load-states';
import type { CollectionDocuments } from '../../../data/use-collection-documents';

const t = texts.formFields;

interface CollectionDocumentSelectProps {
  fieldProps: FieldProps<SelectNestedField | DocEditorField>;
  loaded: CollectionDocuments & { retry(): void };
  choices: Choice[];
}

/** The select of select_nested and doc-editor: another collection's documents, with its load states. */
export function CollectionDocumentSelect({
  fieldProps,
  loaded,
  choices,
}: CollectionDocumentSelectProps) {
  const { field, path, inputId } = fieldProps;
  const { store } = useFormContext();
  const value = useFieldValue(store, path);
  const loading = loaded.status === 'loading';
  return (
    <>
      <ChoiceSelect
        id={inputId}
        value={value}
        choices={choices}
        loading={loading}
        disabled={field.readOnly}
        placeholder={loading ? t.loadingOptions : field.placeholder}
        notFoundContent={t.noOptions}
        onChange={(next) => store.setValue(path, next)}
        ariaProps={{ ...controlAria(fieldProps), 'aria-busy': loading }}
      />
      {loaded.status === 'error' && <LoadFailed error={loaded.error} retry={loaded.retry} />}
    </>
  );
}
