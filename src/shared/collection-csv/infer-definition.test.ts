import { describe, expect, it } from 'vitest';
import { exportColumns, exportRowsOf } from './export-rows';
import { inferCsvDefinition } from './infer-definition';
import { previewImport } from './import-preview';

describe('inferCsvDefinition', () => {
  const documents = [
    { title: 'A', price: 1, createdAt: new Date(2026, 0, 1) },
    { Brand: 'x', price: 2, active: true, notes: 'curta' },
    { title: 'C', price: 'três', notes: 'l'.repeat(200) },
    { id: 'own', tags: ['a'], meta: { a: 1 } },
  ];

  it('unites every document’s keys: id first, keys by name, timestamps last', () => {
    const definition = inferCsvDefinition('misc', documents);
    expect(definition.fields.map((field) => field.name)).toEqual([
      'id',
      'active',
      'Brand',
      'meta',
      'notes',
      'price',
      'tags',
      'title',
      'createdAt',
    ]);
    expect(exportColumns(definition)).toEqual([
      'id',
      'active',
      'Brand',
      'meta',
      'notes',
      'price',
      'tags',
      'title',
      'createdAt',
    ]);
  });

  it('types a key by all its values: text and long text agree, a mixed key becomes JSON', () => {
    const fields = new Map(inferCsvDefinition('misc', documents).fields.map((f) => [f.name, f]));
    expect(fields.get('notes')?.type).toBe('textarea');
    expect(fields.get('price')).toMatchObject({ type: 'component', component: 'json' });
    expect(fields.get('active')?.type).toBe('checkbox');
    expect(fields.get('createdAt')).toMatchObject({ type: 'datetime', readOnly: true });
  });

  it('round-trips a mixed collection: export, then import untouched, changes nothing', () => {
    const stored = documents.map((data, index) => ({ id: `d${index}`, data }));
    const definition = inferCsvDefinition('misc', documents);
    const header = exportColumns(definition);
    const rows = exportRowsOf(stored, definition).map((row) =>
      Object.fromEntries(header.map((name) => [name, row[name] === null ? '' : String(row[name])])),
    );
    const preview = previewImport({
      collection: 'misc',
      header,
      rows,
      definition,
      definitionIsInferred: true,
      current: new Map(stored.map(({ id, data }) => [id, data])),
    });
    expect(preview.invalid).toEqual([]);
    expect(preview.updates).toEqual([]);
    expect(preview.unchanged).toHaveLength(4);
  });

  it('gives an empty collection a form with no fields', () => {
    expect(inferCsvDefinition('empty', [])).toEqual({
      collection: 'empty',
      title: 'empty',
      fields: [],
    });
  });
});
