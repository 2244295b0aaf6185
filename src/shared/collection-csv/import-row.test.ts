import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '../forms/field-definition';
import {
  convertImportRow,
  documentDataOf,
  importLayout,
  rowContentKey,
  type ImportLayout,
} from './import-row';

const form: FormDefinition = {
  collection: 'things',
  title: 'Coisas',
  fields: [
    { name: 'id', type: 'text', title: 'Código' },
    { name: 'title', type: 'text' },
    { name: 'price', type: 'number' },
    { name: 'active', type: 'checkbox' },
    { name: 'publishedAt', type: 'datetime' },
    { name: 'birthday', type: 'date' },
    {
      name: 'kind',
      type: 'select',
      options: [
        { value: 'a', label: 'Tipo A' },
        { value: 2, label: 'Dois' },
        { value: true, label: 'a' },
      ],
    },
    { name: 'parent', type: 'select_nested', collection: 'things' },
    { name: 'tags', type: 'array_field', field: { name: 'tag', type: 'text' } },
    { name: 'location.pathname', type: 'text' },
    { name: 'createdAt', type: 'datetime', readOnly: true },
  ],
};

const header = [
  'id',
  'title',
  'price',
  'active',
  'publishedAt',
  'birthday',
  'kind',
  'parent',
  'tags',
  'location.pathname',
  'createdAt',
];

const layout = importLayout(header, form);

const blankRow = Object.fromEntries(header.map((name) => [name, '']));
const row = (cells: Record<string, string>) => ({ ...blankRow, ...cells });

function dataOf(cells: Record<string, string>, using: ImportLayout = layout) {
  const converted = convertImportRow(row(cells), using);
  if (!converted.ok) throw new Error(`refused: ${converted.reason}`);
  return documentDataOf(converted.values);
}

function reasonOf(cells: Record<string, string>, current?: Record<string, unknown>) {
  const converted = convertImportRow(row(cells), layout, current);
  if (converted.ok) throw new Error('accepted');
  return converted.reason;
}

describe('importLayout', () => {
  it('sorts the header into data, read-only and unknown columns', () => {
    const mixed = importLayout(['title', 'id', 'createdAt', 'nope', 'price'], form);
    expect(mixed.hasIdColumn).toBe(true);
    expect(mixed.columns.map((column) => column.name)).toEqual(['title', 'price']);
    expect(mixed.ignored).toEqual(['createdAt']);
    expect(mixed.unknown).toEqual(['nope']);
  });

  it('keeps unknown columns as text for an inferred form, except names Firestore reserves', () => {
    const inferred = importLayout(['title', 'extra', 'a.b', '__x__', 'a..b'], form, {
      definitionIsInferred: true,
    });
    expect(inferred.columns.map((column) => [column.name, column.kind])).toEqual([
      ['title', 'text'],
      ['extra', 'free'],
      ['a.b', 'free'],
    ]);
    expect(inferred.unknown).toEqual(['__x__', 'a..b']);
  });

  it('never writes createdAt or updatedAt from a file, even where no document had them', () => {
    const inferred = importLayout(
      ['title', 'createdAt', 'updatedAt'],
      { ...form, fields: [] },
      {
        definitionIsInferred: true,
      },
    );
    expect(inferred.columns.map((column) => column.name)).toEqual(['title']);
    expect(inferred.ignored).toEqual(['createdAt', 'updatedAt']);
  });
});

describe('convertImportRow', () => {
  it('converts every type of a full row', () => {
    expect(
      dataOf({
        title: ' Panela ',
        price: '1.234,5',
        active: 'TRUE',
        publishedAt: '2026-01-31T09:05:07',
        birthday: '31/12/1990',
        kind: '2',
        parent: ' cat-1 ',
        tags: '["a",{"__date":"2020-02-02T03:04:05.000Z"}]',
        'location.pathname': '/produto',
        createdAt: 'whatever: read-only columns are not read',
      }),
    ).toEqual({
      title: ' Panela ',
      price: 1234.5,
      active: true,
      publishedAt: new Date(2026, 0, 31, 9, 5, 7),
      birthday: new Date(1990, 11, 31),
      kind: 2,
      parent: 'cat-1',
      tags: ['a', new Date(Date.UTC(2020, 1, 2, 3, 4, 5))],
      location: { pathname: '/produto' },
    });
  });

  it('makes empty cells null (text: empty text, checkbox: false)', () => {
    expect(dataOf({})).toEqual({
      title: '',
      price: null,
      active: false,
      publishedAt: null,
      birthday: null,
      kind: null,
      parent: null,
      tags: null,
      location: { pathname: '' },
    });
  });

  it.each(['true', 'True', 'TRUE', ' true '])('reads checkbox %j as true', (text) => {
    expect(dataOf({ active: text }).active).toBe(true);
  });

  it.each(['false', '1', 'sim', 'yes', 'verdadeiro', 'truee'])(
    'reads checkbox %j as false',
    (text) => {
      expect(dataOf({ active: text }).active).toBe(false);
    },
  );

  it('refuses an unreadable number, date or date-time, naming the column and the text', () => {
    expect(reasonOf({ price: '12abc' })).toBe(
      'Número inválido na coluna price: "12abc" (use 1234.56 ou 1.234,56).',
    );
    expect(reasonOf({ birthday: '2026-02-30' })).toContain('Data inválida na coluna birthday');
    expect(reasonOf({ publishedAt: 'amanhã' })).toContain(
      'Data e hora inválidas na coluna publishedAt',
    );
  });

  it('reads select values by value, then by label; a label never shadows a value', () => {
    expect(dataOf({ kind: 'a' }).kind).toBe('a');
    expect(dataOf({ kind: 'Tipo A' }).kind).toBe('a');
    expect(dataOf({ kind: 'Dois' }).kind).toBe(2);
    expect(dataOf({ kind: 'true' }).kind).toBe(true);
  });

  it('refuses a select value outside the options', () => {
    expect(reasonOf({ kind: 'b' })).toBe('Opção desconhecida na coluna kind: "b".');
    expect(reasonOf({ kind: 'tipo a' })).toContain('Opção desconhecida');
  });

  it('keeps a select value the options no longer list when the document already holds it', () => {
    const converted = convertImportRow(row({ kind: 'legacy' }), layout, { kind: 'legacy' });
    expect(converted.ok && documentDataOf(converted.values).kind).toBe('legacy');
    expect(reasonOf({ kind: 'legacy' }, { kind: 'other' })).toContain('Opção desconhecida');
  });

  it('refuses JSON that does not parse, with the parser detail', () => {
    const reason = reasonOf({ tags: '[1, 2' });
    expect(reason.startsWith('JSON inválido na coluna tags: ')).toBe(true);
    expect(reason.length).toBeGreaterThan('JSON inválido na coluna tags: '.length);
  });

  it('reports the first problem in column order', () => {
    expect(reasonOf({ price: 'x', birthday: 'y' })).toContain('coluna price');
  });

  it('refuses a row with anything under an unknown column, and accepts it when empty', () => {
    const withUnknown = importLayout(['title', 'nope'], form);
    const refused = convertImportRow({ title: 'A', nope: 'B' }, withUnknown);
    expect(refused).toEqual({
      ok: false,
      reason: 'A coluna nope não existe neste formulário (valor "B"); deixe-a vazia ou remova-a.',
    });
    expect(convertImportRow({ title: 'A', nope: '  ' }, withUnknown).ok).toBe(true);
  });

  it('writes free columns of an inferred form as text, and skips their empty cells', () => {
    const inferred = importLayout(['extra', 'deep.key', 'blank'], form, {
      definitionIsInferred: true,
    });
    expect(dataOf({ extra: '0012', 'deep.key': 'v', blank: '' }, inferred)).toEqual({
      extra: '0012',
      deep: { key: 'v' },
    });
  });

  it('treats a missing cell as empty and never reads inherited properties', () => {
    const odd = importLayout(['constructor', '__proto__'], form, { definitionIsInferred: true });
    expect(odd.unknown).toEqual(['__proto__']);
    const converted = convertImportRow({}, odd);
    expect(converted.ok && documentDataOf(converted.values)).toEqual({});
  });
});

describe('documentDataOf', () => {
  it('sets a column named __proto__ as an own property, never the prototype', () => {
    const data = documentDataOf([
      { column: { name: '__proto__', path: ['__proto__'], kind: 'free' }, value: 'x' },
    ]);
    expect(Object.getPrototypeOf(data)).toBe(Object.prototype);
    expect(Object.hasOwn(data, '__proto__')).toBe(true);
  });
});

describe('rowContentKey', () => {
  it('ignores column order, blank values and how a number was typed', () => {
    const a = convertImportRow(row({ title: 'A', price: '1,5' }), layout);
    const reordered = importLayout([...header].reverse(), form);
    const b = convertImportRow(row({ title: 'A', price: '1.5', active: 'false' }), reordered);
    expect(a.ok && b.ok).toBe(true);
    if (a.ok && b.ok) expect(rowContentKey(a.values)).toBe(rowContentKey(b.values));
  });

  it('differs when a value differs', () => {
    const a = convertImportRow(row({ title: 'A' }), layout);
    const b = convertImportRow(row({ title: 'B' }), layout);
    if (a.ok && b.ok) expect(rowContentKey(a.values)).not.toBe(rowContentKey(b.values));
    else throw new Error('refused');
  });
});
