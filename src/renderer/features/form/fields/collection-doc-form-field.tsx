import { useId, useMemo, type CSSProperties } from 'react';
import type { CollectionDocFormField } from '../../../../shared/forms/field-definition';
import { buildNestedOptions } from '../../../../shared/forms/nested-options';
import { texts } from '../../../../shared/texts/pt-BR';
import { useFormContext } from '../form-context';
import type { FieldProps } from './field-props';
import { LoadFailed, LoadingDocuments } from './load-states';
import { StructBody } from './struct-body';
import {
  COLLECTION_READ_LIMIT,
  useCollectionDocuments,
} from '../../../data/use-collection-documents';

const t = texts.formFields;
const QUERY = { limit: COLLECTION_READ_LIMIT } as const;
const sectionStyle: CSSProperties = {
  border: '1px solid var(--ant-color-split, #f0f0f0)',
  borderRadius: 8,
  padding: '8px 16px 0',
  marginBottom: 8,
};
const headingStyle: CSSProperties = { fontSize: 14, fontWeight: 600, margin: '0 0 8px' };

/**
 * One sub-form per document of another collection, stored as a map by that document's id
 * (the product's `Stock.{stockId}.qty`). Entries of documents not listed stay as stored.
 */
export function CollectionDocFormControl({ field, path }: FieldProps<CollectionDocFormField>) {
  const loaded = useCollectionDocuments(useFormContext(), field.collection, QUERY);
  // Same order as the other pickers: by `order`, then label.
  const entries = useMemo(() => buildNestedOptions(loaded.documents), [loaded.documents]);

  if (loaded.status === 'loading' && entries.length === 0) {
    return <LoadingDocuments />;
  }
  if (loaded.status === 'error') return <LoadFailed error={loaded.error} retry={loaded.retry} />;
  if (entries.length === 0) return <div>{t.noDocuments}</div>;
  return (
    <div>
      {entries.map((entry) => (
        <DocumentSection
          key={entry.value}
          docId={entry.value}
          label={entry.label}
          field={field}
          path={path}
        />
      ))}
    </div>
  );
}

function DocumentSection({
  docId,
  label,
  field,
  path,
}: {
  docId: string;
  label: string;
  field: CollectionDocFormField;
  path: FieldProps['path'];
}) {
  const entryPath = useMemo(() => [...path, docId], [path, docId]);
  const headingId = useId();
  return (
    <section style={sectionStyle} aria-labelledby={headingId}>
      <h4 id={headingId} style={headingStyle}>
        {label}
      </h4>
      <StructBody fields={field.fields} path={entryPath} readOnly={field.readOnly} />
    </section>
  );
}
