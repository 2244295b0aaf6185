import { useMemo } from 'react';
import { Link } from 'react-router';
import { inferCsvDefinition } from '../../../shared/collection-csv/infer-definition';
import { storedName, type FieldDefinition } from '../../../shared/forms/field-definition';
import { formDefinitionFor } from '../../../shared/forms/form-registry';
import { getAt, pathOfName } from '../../../shared/forms/value-path';
import { formatByFieldName } from '../../../shared/format/field-format';
import { formatValueText, NO_VALUE } from '../../../shared/format/pt-br-format';
import { texts } from '../../../shared/texts/pt-BR';
import {
  DataTable,
  type DataTableColumn,
  type SortValue,
} from '../../components/data-table/data-table';
import type { DocumentSnapshot } from '../../data/ports';
import { documentRoute } from '../../features/documents/document-pane/routes';

const t = texts.documentEditor.screen;
const { yes, no } = texts.dataTable;
/** Columns beyond the id: enough to tell documents apart, few enough to read. */
const MAX_FIELD_COLUMNS = 6;
const TABLE_TYPES = new Set([
  'text',
  'textarea',
  'number',
  'checkbox',
  'select',
  'select_nested',
  'date',
  'datetime',
]);

const sortable = (value: unknown): SortValue =>
  value instanceof Date ||
  typeof value === 'string' ||
  typeof value === 'number' ||
  typeof value === 'boolean'
    ? value
    : null;

/** The first plain fields of the collection's form (written, else inferred from the documents). */
function tableFields(collection: string, docs: readonly DocumentSnapshot[]): FieldDefinition[] {
  const definition =
    formDefinitionFor(collection) ??
    inferCsvDefinition(
      collection,
      docs.map((doc) => doc.data ?? {}),
    );
  return definition.fields
    .filter((field) => TABLE_TYPES.has(field.type) && storedName(field) !== 'id')
    .slice(0, MAX_FIELD_COLUMNS);
}

/** A flat collection as a table: sort, filter and page its documents; the id opens one. */
export function CollectionTable({
  collection,
  docs,
}: {
  collection: string;
  docs: DocumentSnapshot[];
}) {
  const fields = useMemo(() => tableFields(collection, docs), [collection, docs]);
  // Stable while the fields are: a live update of the documents keeps the table's columns.
  const fieldsKey = fields.map((field) => `${storedName(field)}:${field.type}`).join('|');
  const stableFields = useMemo(() => fields, [fieldsKey]); // eslint-disable-line react-hooks/exhaustive-deps
  const columns = useMemo<DataTableColumn<DocumentSnapshot>[]>(() => {
    const fieldColumns = stableFields.map((field): DataTableColumn<DocumentSnapshot> => {
      const name = storedName(field);
      const path = pathOfName(name);
      const valueOf = (doc: DocumentSnapshot) => getAt(doc.data ?? {}, path);
      return {
        key: `field:${storedName(field)}`,
        title: field.title ?? field.name,
        sortValue: (doc) => sortable(valueOf(doc)),
        filter: 'text',
        // CPF/CNPJ, phones and HTML in their pt-BR reading forms (shared/format/field-format).
        filterValue: (doc) =>
          formatByFieldName(name, valueOf(doc)) ??
          formatValueText(valueOf(doc), { empty: '', yes, no }),
        render: (doc) =>
          formatByFieldName(name, valueOf(doc)) ??
          formatValueText(valueOf(doc), { empty: NO_VALUE, limit: 80, yes, no }),
      };
    });
    return [
      {
        key: 'id',
        title: 'ID',
        sortValue: (doc) => doc.id,
        filter: 'text',
        render: (doc) => <Link to={documentRoute(collection, doc.id)}>{doc.id}</Link>,
      },
      ...fieldColumns,
    ];
  }, [collection, stableFields]);
  return (
    <DataTable
      rows={docs}
      columns={columns}
      rowKey={(doc) => doc.id}
      ariaLabel={t.entries(collection)}
      emptyText={t.noEntries}
    />
  );
}
