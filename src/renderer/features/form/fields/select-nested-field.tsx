import { useMemo } from 'react';
import type { SelectNestedField as SelectNestedDefinition } from '../../../../shared/forms/field-definition';
import { buildNestedOptions } from '../../../../shared/forms/nested-options';
import { texts } from '../../../../shared/texts/pt-BR';
import { useFormContext } from '../form-context';
import type { Choice } from '../../../components/choice-select/choice-select';
import { CollectionDocumentSelect } from './collection-document-select';
import type { FieldProps } from './field-props';
import {
  COLLECTION_READ_LIMIT,
  useCollectionDocuments,
} from '../../../data/use-collection-documents';

const t = texts.formFields;
const QUERY = { limit: COLLECTION_READ_LIMIT } as const;

/**
 * A document of another collection (usually the parent in a tree), chosen from up to 1,000 of
 * them shown as a tree. In its own collection, the document and its descendants are disabled:
 * choosing them would make a cycle.
 */
export function SelectNestedField(props: FieldProps<SelectNestedDefinition>) {
  const { field } = props;
  const form = useFormContext();
  const { collection, docId } = form;
  const loaded = useCollectionDocuments(form, field.collection, QUERY);
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
      <CollectionDocumentSelect fieldProps={props} loaded={loaded} choices={choices} />
      {loaded.status === 'ready' && loaded.documents.length >= COLLECTION_READ_LIMIT && (
        <div>{t.truncated(COLLECTION_READ_LIMIT)}</div>
      )}
    </div>
  );
}
