import { useMemo } from 'react';
import type { SelectNestedField as SelectNestedDefinition } from '../../../../shared/forms/field-definition';
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

/**
 * A document of another collection (usually the parent in a tree), chosen from up to 1,000 of
 * them shown as a tree. In its own collection, the document and its descendants are disabled:
 * choosing them would make a cycle.
 */
export function SelectNestedField(props: FieldProps<SelectNestedDefinition>) {
  const { field, path, inputId } = props;
  const { store, collection, docId } = useFormContext();
  const value = useFieldValue(store, path);
  const loaded = useCollectionDocuments(field.collection, QUERY);
  const sameCollection = field.collection === collection && docId !== null;

  const choices = useMemo<Choice[]>(
    () =>
      buildNestedOptions(loaded.documents, field.labelField).map((option) => ({
        value: option.value,
        label: option.label,
        depth: option.depth,
        disabled:
          sameCollection && (option.value === docId || option.ancestors.includes(docId ?? '')),
      })),
    [loaded.documents, field.labelField, sameCollection, docId],
  );

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
      {loaded.status === 'ready' && loaded.documents.length >= COLLECTION_READ_LIMIT && (
        <div>{t.truncated(COLLECTION_READ_LIMIT)}</div>
      )}
    </div>
  );
}
