import { describe, expect, it } from 'vitest';
import { definedCollections, formDefinitionFor } from '../forms/form-registry';
import { csvColumnsOf, type CsvColumn } from './columns';
import { exportColumns, toExportRow } from './export-rows';
import { previewImport } from './import-preview';
import { documentDataOf } from './import-row';
import { isPanelFieldPath } from '../products/panel-fields';

/** A value of the column's kind, as a document would hold it. */
function sampleValue(column: CsvColumn): unknown {
  switch (column.kind) {
    case 'text':
      return `valor de ${column.name}; com "aspas", vírgula, e\nlinha`;
    case 'number':
      return -1234.5;
    case 'checkbox':
      return true;
    case 'datetime':
      return new Date(2026, 4, 17, 8, 9, 10);
    case 'date':
      return new Date(2026, 4, 17);
    case 'select':
      return column.field.type === 'select' ? column.field.options.at(-1)?.value : undefined;
    case 'reference':
      return 'ref-1';
    case 'json':
      return { lista: [1, 'dois', { quando: new Date(Date.UTC(2026, 0, 1)) }], vazio: null };
  }
}

describe('every written form round-trips through its CSV', () => {
  it.each(definedCollections)('%s: export, import untouched, nothing changes', (collection) => {
    const definition = formDefinitionFor(collection)!;
    const columns = csvColumnsOf(definition).filter((column) => !column.field.readOnly);
    const data = documentDataOf(columns.map((column) => ({ column, value: sampleValue(column) })));
    const header = exportColumns(definition);
    const exported = toExportRow('doc-1', data, definition);
    const cells = Object.fromEntries(
      header.map((name) => [name, exported[name] === null ? '' : String(exported[name])]),
    );
    const preview = previewImport({
      collection,
      header,
      rows: [cells],
      definition,
      current: new Map([['doc-1', data]]),
    });
    expect(preview.invalid).toEqual([]);
    expect(preview.updates).toEqual([]);
    expect(preview.unchanged).toEqual([{ row: 2, id: 'doc-1' }]);

    // And the same row without its id creates a document holding the same values; a new
    // product leaves its panel fields blank (only the audited panel edit sets them).
    const creatable = (name: string) => collection !== 'product-data' || !isPanelFieldPath(name);
    const created = previewImport({
      collection,
      header,
      rows: [
        {
          ...Object.fromEntries(Object.entries(cells).filter(([name]) => creatable(name))),
          id: '',
        },
      ],
      definition,
      current: new Map(),
    });
    expect(created.invalid).toEqual([]);
    const { id: _id, ...createdData } = created.creates[0].data;
    const { id: _ignored, ...expected } = data;
    expect(createdData).toEqual(
      Object.fromEntries(Object.entries(expected).filter(([name]) => creatable(name))),
    );
  });
});
