import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '../forms/field-definition';
import { formDefinitionFor } from '../forms/form-registry';
import { exportColumns, exportRowsOf, toExportRow } from './export-rows';

const form: FormDefinition = {
  collection: 'things',
  title: 'Coisas',
  fields: [
    { name: 'title', type: 'text', title: 'Título' },
    { name: 'id', type: 'text', title: 'Código' },
    { name: 'notes', type: 'textarea' },
    { name: 'price', type: 'number' },
    { name: 'active', type: 'checkbox' },
    { name: 'publishedAt', type: 'datetime' },
    { name: 'birthday', type: 'date' },
    {
      name: 'kind',
      type: 'select',
      options: [
        { value: 'a', label: 'A' },
        { value: 2, label: 'Dois' },
      ],
    },
    { name: 'parent', type: 'select_nested', collection: 'things' },
    { name: 'tags', type: 'array_field', field: { name: 'tag', type: 'text' } },
    { name: 'address', type: 'struct', fields: [{ name: 'city', type: 'text' }] },
    { name: 'label', mapTo: 'Label', type: 'text' },
    { name: 'lessons', type: 'collection-editor', collection: 'lesson' },
    { name: 'location.pathname', type: 'text' },
    { name: 'address.city', type: 'text' },
  ],
};

describe('exportColumns', () => {
  it('puts id first, then stored names in form order, without the id field or storage-less fields', () => {
    expect(exportColumns(form)).toEqual([
      'id',
      'title',
      'notes',
      'price',
      'active',
      'publishedAt',
      'birthday',
      'kind',
      'parent',
      'tags',
      'address',
      'Label',
      'location.pathname',
    ]);
  });

  it('keeps a dotted field as its own column unless a struct already holds its map', () => {
    const columns = exportColumns(form);
    expect(columns).toContain('location.pathname');
    expect(columns).not.toContain('address.city');
  });

  it('never repeats a column when two fields store under one name', () => {
    const twice: FormDefinition = {
      collection: 'x',
      title: 'X',
      fields: [
        { name: 'a', type: 'text' },
        { name: 'b', mapTo: 'a', type: 'number' },
      ],
    };
    expect(exportColumns(twice)).toEqual(['id', 'a']);
  });

  it('gives every written form a header without repeats', () => {
    const brand = formDefinitionFor('brand');
    expect(brand).toBeDefined();
    const columns = exportColumns(brand!);
    expect(columns[0]).toBe('id');
    expect(new Set(columns).size).toBe(columns.length);
  });
});

describe('toExportRow', () => {
  const published = new Date(2026, 0, 31, 9, 5, 7, 900);
  const data = {
    title: 'Panela',
    notes: 'linha 1\nlinha 2',
    price: 1234.5,
    active: false,
    publishedAt: published,
    birthday: new Date(1990, 11, 3),
    kind: 2,
    parent: 'cat-1',
    tags: ['a', 'b'],
    address: { city: 'Porto Alegre', since: new Date(Date.UTC(2020, 1, 2, 3, 4, 5)) },
    Label: 'rótulo',
    location: { pathname: '/produto' },
  };

  it('formats each type as spec 01 §9 says', () => {
    expect(toExportRow('p-1', data, form)).toEqual({
      id: 'p-1',
      title: 'Panela',
      notes: 'linha 1\nlinha 2',
      price: 1234.5,
      active: false,
      publishedAt: '2026-01-31T09:05:07',
      birthday: '1990-12-03',
      kind: '2',
      parent: 'cat-1',
      tags: '["a","b"]',
      address: '{"city":"Porto Alegre","since":{"__date":"2020-02-02T03:04:05.000Z"}}',
      Label: 'rótulo',
      'location.pathname': '/produto',
    });
  });

  it('leaves missing and null values empty, and exports false and 0 as themselves', () => {
    const row = toExportRow('p-2', { price: 0, active: null }, form);
    expect(row.price).toBe(0);
    expect(row.active).toBeNull();
    expect(row.title).toBeNull();
    expect(row.publishedAt).toBeNull();
    expect(row.tags).toBeNull();
    expect(row['location.pathname']).toBeNull();
    expect(Object.keys(row)).toEqual(exportColumns(form));
  });

  it('keeps a value of the wrong type readable instead of dropping it', () => {
    const row = toExportRow(
      'p-3',
      {
        price: '429,90',
        active: 'sim',
        publishedAt: '2026-01-01',
        birthday: new Date(Number.NaN),
        title: 12,
        tags: 'solto',
      },
      form,
    );
    expect(row.price).toBe('429,90');
    expect(row.active).toBe('sim');
    expect(row.publishedAt).toBe('2026-01-01');
    expect(row.birthday).toBeNull();
    expect(row.title).toBe('12');
    expect(row.tags).toBe('"solto"');
  });

  it('writes NaN numbers and invalid dates inside JSON as null rather than throwing', () => {
    const row = toExportRow('p-4', { address: { when: new Date('nope'), n: Number.NaN } }, form);
    expect(row.address).toBe('{"when":null,"n":null}');
  });

  it('exports many documents with the columns worked out once', () => {
    const rows = exportRowsOf(
      [
        { id: 'a', data: { title: 'A' } },
        { id: 'b', data: { title: 'B', price: 2 } },
      ],
      form,
    );
    expect(rows.map((row) => [row.id, row.title, row.price])).toEqual([
      ['a', 'A', null],
      ['b', 'B', 2],
    ]);
  });
});
