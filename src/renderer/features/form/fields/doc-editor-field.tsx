import { useMemo } from 'react';
import type { DocEditorField } from '../../../../shared/forms/field-definition';
import { buildNestedOptions } from '../../../../shared/forms/nested-options';
import { texts } from '../../../../shared/texts/pt-BR';
import { useFormContext } from '../form-context';
import { useFieldValue } from '../state/use-field-value';
import type { Choice } from '../../../components/choice-select/choice-select';
import { CollectionDocumentSelect } from './collection-document-select';
import type { FieldProps } from './field-props';
import {
  COLLECTION_READ_LIMIT,
  useCollectionDocuments,
} from '../../../data/use-collection-documents';

const t = texts.formFields;
const QUERY = { limit: COLLECTION_READ_LIMIT } as const;

/** The id of a document of another collection, chosen in a select and edited in place below. */
export function DocEditorControl(props: FieldProps<DocEditorField>) {
  const { field, path } = props;
  const form = useFormContext();
  const { store, renderEmbeddedDocument } = form;
  const value = useFieldValue(store, path);
  const loaded = useCollectionDocuments(form, field.collection, QUERY);
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
      <CollectionDocumentSelect fieldProps={props} loaded={loaded} choices={choices} />
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
