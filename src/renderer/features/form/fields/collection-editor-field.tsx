import { Button } from 'antd';
import { useId, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import type { CollectionEditorField } from '../../../../shared/forms/field-definition';
import { buildNestedOptions } from '../../../../shared/forms/nested-options';
import type { QuerySpec } from '../../../data/ports';
import { texts } from '../../../../shared/texts/pt-BR';
import { useFormContext } from '../form-context';
import type { FieldProps } from './field-props';
import { LoadFailed, LoadingDocuments } from './load-states';
import {
  childrenQuery,
  COLLECTION_READ_LIMIT,
  useCollectionDocuments,
} from '../../../data/use-collection-documents';

const t = texts.formFields;
const listStyle: CSSProperties = { listStyle: 'none', padding: 0, margin: 0 };
const itemStyle: CSSProperties = {
  borderBottom: '1px solid #f0f0f0',
  padding: '6px 0',
};
const itemHeadStyle: CSSProperties = { display: 'flex', alignItems: 'center', gap: 8 };

/**
 * An embedded, live list of another collection's documents (a course's lessons when
 * `childrenOfDocument`), each opened in place by the screen's document editor. It stores
 * nothing in this document.
 */
export function CollectionEditorControl({ field }: FieldProps<CollectionEditorField>) {
  const form = useFormContext();
  const { docId, renderEmbeddedDocument } = form;
  const spec = useMemo<QuerySpec | null>(() => {
    if (!field.childrenOfDocument) return { limit: COLLECTION_READ_LIMIT };
    if (docId === null) return null;
    return childrenQuery(docId);
  }, [field.childrenOfDocument, docId]);
  const loaded = useCollectionDocuments(form, field.collection, spec, true);
  const entries = useMemo(() => buildNestedOptions(loaded.documents), [loaded.documents]);

  if (loaded.status === 'idle') return <div>{t.saveFirst}</div>;
  if (loaded.status === 'loading' && entries.length === 0) return <LoadingDocuments />;
  if (loaded.status === 'error') return <LoadFailed error={loaded.error} retry={loaded.retry} />;
  if (entries.length === 0) return <div>{t.noDocuments}</div>;
  return (
    <ul style={listStyle}>
      {entries.map((entry) => (
        <EmbeddedItem
          key={entry.value}
          collection={field.collection}
          docId={entry.value}
          label={entry.label}
          depth={entry.depth}
          render={renderEmbeddedDocument}
        />
      ))}
    </ul>
  );
}

function EmbeddedItem({
  collection,
  docId,
  label,
  depth,
  render,
}: {
  collection: string;
  docId: string;
  label: string;
  depth: number;
  render?: (collection: string, docId: string) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <li style={{ ...itemStyle, paddingInlineStart: depth * 16 }}>
      <div style={itemHeadStyle}>
        <span style={{ flex: 1 }}>{label}</span>
        {render && (
          <Button
            size="small"
            aria-expanded={open}
            aria-controls={panelId}
            aria-label={open ? t.closeDocument(label) : t.openDocument(label)}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? t.close : t.open}
          </Button>
        )}
      </div>
      {render && open && <div id={panelId}>{render(collection, docId)}</div>}
    </li>
  );
}
