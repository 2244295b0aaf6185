import { useMemo } from 'react';
import type { DocEditorField } from '../../../../shared/forms/field-definition';
import { buildNestedOptions } from '../../../../shared/forms/nested-options';
import { texts } from '../../../../shared/texts/pt-BR';
import { useFormContext } from '../form-context';
import { useFieldValue } from '../state/form-store';
import { ChoiceSelect, type Choice } from './choice-select';
import { controlAria } from './field-ids';
import type { FieldProps } from './field-props';
import { LoadFailed } from './load-states';
import { COLLECTION_READ_LIMIT, useCollectionDocuments } from './use-collection-documents';

const t = texts.formFields;
const QUERY = { limit: COLLECTION_READ_LIMIT } as const;

/** The id of a document of another collection, chosen in a select and edited in place below. */
export function DocEditorControl(props: FieldProps<DocEditorField>) {
  const { field, path, inputId } = props;
  const { store, renderEmbeddedDocument } = useFormContext();
  const value = useFieldValue(store, path);
  const loaded = useCollectionDocuments(field.collection, QUERY);
  const choices = useMemo<Choice[]>(
    () =>
      buildNestedOptions(loaded.documents).map((option) => ({
        value: option.value,
        label: option.label,
        depth: option.depth,
      })),
    [loaded.documents],
  );
  const selected = typeof value === 'string' && value !== '' ? value : null;
  return (
    <div>
      <ChoiceSelect
        id={inputId}
        value={value}
        choices={choices}
        loading={loaded.status === 'loading'}
        disabled={field.readOnly}
        placeholder={loaded.status === 'loading' ? t.loadingOptions : field.placeholder}
        notFoundContent={t.noOptions}
        onChange={(next) => store.setValue(path, next)}
        ariaProps={{ ...controlAria(props), 'aria-busy': loaded.status === 'loading' }}
      />
      {loaded.status === 'error' && <LoadFailed error={loaded.error} retry={loaded.retry} />}
      {selected !== null && (
        <div style={{ marginTop: 8 }}>
          {renderEmbeddedDocument ? (
            renderEmbeddedDocument(field.collection, selected)
          ) : (
            <div>{t.noEmbeddedEditor}</div>
          )}
        </div>
      )}
    </div>
  );
}
