import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '../forms/field-definition';
import { exportColumns, exportRowsOf } from './export-rows';
import { applyBatches, type ImportWrite } from './import-apply';
import { importLookupIds, previewImport, type PreviewInput } from './import-preview';

const form: FormDefinition = {
  collection: 'things',
  title: 'Coisas',
  fields: [
    { name: 'title', type: 'text' },
    { name: 'price', type: 'number' },
    { name: 'active', type: 'checkbox' },
    { name: 'publishedAt', type: 'datetime' },
    { name: 'birthday', type: 'date' },
    { name: 'kind', type: 'select', options: [{ value: 'a', label: 'A' }] },
    { name: 'meta', type: 'struct', fields: [{ name: 'x', type: 'number' }] },
    { name: 'location.pathname', type: 'text' },
    { name: 'createdAt', type: 'datetime', readOnly: true },
  ],
};

type Store = Map<string, Record<string, unknown>>;

const cellsOf = (header: string[], values: Record<string, string>) =>
  Object.fromEntries(header.map((name) => [name, values[name] ?? '']));

function input(
  header: string[],
  rows: Record<string, string>[],
  current: Store = new Map(),
  extra: Partial<PreviewInput> = {},
): PreviewInput {
  return {
    collection: 'things',
    header,
    rows: rows.map((values) => cellsOf(header, values)),
    definition: form,
    current,
    ...extra,
  };
}

/** Set merge, as the ports do it: nested maps merge key by key. */
function merge(target: Record<string, unknown>, data: Record<string, unknown>) {
  const out: Record<string, unknown> = { ...target };
  for (const [key, value] of Object.entries(data)) {
    const before = out[key];
    const bothMaps =
      value !== null &&
      typeof value === 'object' &&
      !Array.isArray(value) &&
      !(value instanceof Date) &&
      before !== null &&
      typeof before === 'object' &&
      !Array.isArray(before) &&
      !(before instanceof Date);
    out[key] = bothMaps
      ? merge(before as Record<string, unknown>, value as Record<string, unknown>)
      : value;
  }
  return out;
}

function apply(store: Store, batches: ImportWrite[][], writesByRow: Map<number, number>) {
  for (const batch of batches) {
    for (const write of batch) {
      writesByRow.set(write.row, (writesByRow.get(write.row) ?? 0) + 1);
      if (write.kind === 'create') {
        expect(store.has(write.id)).toBe(false);
        store.set(write.id, { ...write.data, createdAt: new Date() });
      } else store.set(write.id, merge(store.get(write.id)!, write.data));
    }
  }
}

describe('previewImport', () => {
  const header = ['id', 'title', 'price', 'active', 'kind'];

  it('sorts rows into creates, updates, unchanged and invalid, numbered as in the sheet', () => {
    const current: Store = new Map([
      ['p1', { title: 'Old', price: 10, active: true, kind: 'a' }],
      ['p2', { title: 'Same', price: 5, active: false }],
    ]);
    const preview = previewImport(
      input(
        header,
        [
          { id: 'p1', title: 'New', price: '10', active: 'true', kind: 'a' },
          { id: 'p2', title: 'Same', price: '5,0' },
          { id: 'p3', title: 'Fresh', price: '1' },
          { title: 'No id' },
          { id: 'p4', price: 'abc' },
          { id: 'a/b' },
        ],
        current,
      ),
    );
    expect(preview.updates).toEqual([
      {
        row: 2,
        id: 'p1',
        data: { title: 'New' },
        changes: [{ field: 'title', before: 'Old', after: 'New' }],
      },
    ]);
    expect(preview.unchanged).toEqual([{ row: 3, id: 'p2' }]);
    expect(preview.creates.map(({ row, id }) => [row, id])).toEqual([
      [4, 'p3'],
      [5, expect.stringMatching(/^[A-Za-z0-9]{20}$/)],
    ]);
    expect(preview.creates[0].data).toEqual({
      title: 'Fresh',
      price: 1,
      active: false,
      kind: null,
    });
    expect(preview.invalid).toEqual([
      { row: 6, id: 'p4', reason: expect.stringContaining('Número inválido na coluna price') },
      { row: 7, reason: expect.stringContaining('"/"') },
    ]);
    expect(preview.counts).toEqual({ rows: 6, creates: 2, updates: 1, unchanged: 1, invalid: 2 });
  });

  it('uses the reader’s row numbers when given', () => {
    const preview = previewImport(
      input(header, [{ id: 'x', price: 'bad' }], new Map(), { rowNumbers: [9] }),
    );
    expect(preview.invalid[0].row).toBe(9);
  });

  it('refuses a repeated id, naming the first row, even when the first row is refused', () => {
    const preview = previewImport(
      input(header, [
        { id: 'p1', price: 'bad' },
        { id: 'p1', title: 'B' },
        { id: ' p1 ', title: 'C' },
      ]),
    );
    expect(preview.invalid.map(({ row, reason }) => [row, reason])).toEqual([
      [2, expect.stringContaining('Número inválido')],
      [3, 'O id "p1" já aparece na linha 2.'],
      [4, 'O id "p1" já aparece na linha 2.'],
    ]);
    expect(preview.creates).toEqual([]);
  });

  it('writes only the changed columns and leaves columns outside the file alone', () => {
    const current: Store = new Map([['p1', { title: 'T', price: 1, other: 'kept' }]]);
    const preview = previewImport(input(['id', 'price'], [{ id: 'p1', price: '2' }], current));
    expect(preview.updates[0].data).toEqual({ price: 2 });
    expect(preview.updates[0].changes).toEqual([{ field: 'price', before: 1, after: 2 }]);
  });

  it('compares Dates, numbers and objects by value, at the precision the export writes', () => {
    const stored = {
      publishedAt: new Date(2026, 0, 31, 9, 5, 7, 999),
      birthday: new Date(1990, 11, 3),
      price: 0.1 + 0.2,
      meta: { y: [1, { z: new Date(Date.UTC(2020, 0, 1)) }], x: 1 },
      location: { pathname: '/p' },
      active: false,
    };
    const current: Store = new Map([['p1', stored]]);
    const columns = exportColumns(form);
    const [exported] = exportRowsOf([{ id: 'p1', data: stored }], form);
    const cells = Object.fromEntries(
      columns.map((name) => [name, exported[name] === null ? '' : String(exported[name])]),
    );
    const preview = previewImport({ ...input(columns, [], current), rows: [cells] });
    expect(preview.unchanged).toEqual([{ row: 2, id: 'p1' }]);

    const changed = previewImport({
      ...input(columns, [], current),
      rows: [{ ...cells, publishedAt: '2026-01-31T09:05:08', birthday: '1990-12-04' }],
    });
    expect(changed.updates[0].changes.map((change) => change.field)).toEqual([
      'publishedAt',
      'birthday',
    ]);
  });

  it('treats an empty cell over a missing value, and an unchecked box over none, as no change', () => {
    const current: Store = new Map([['p1', { title: 'T' }]]);
    const preview = previewImport(
      input(
        ['id', 'title', 'price', 'active', 'kind', 'location.pathname'],
        [{ id: 'p1', title: 'T' }],
        current,
      ),
    );
    expect(preview.unchanged).toEqual([{ row: 2, id: 'p1' }]);
  });

  it('writes a real clear: a value emptied in the file becomes null', () => {
    const current: Store = new Map([['p1', { price: 5, active: true }]]);
    const preview = previewImport(input(['id', 'price', 'active'], [{ id: 'p1' }], current));
    expect(preview.updates[0].data).toEqual({ price: null, active: false });
  });

  it('nests a dotted column in the update, so a merge keeps the map’s other keys', () => {
    const current: Store = new Map([['p1', { location: { pathname: '/a', params: 'q' } }]]);
    const preview = previewImport(
      input(['id', 'location.pathname'], [{ id: 'p1', 'location.pathname': '/b' }], current),
    );
    expect(preview.updates[0].data).toEqual({ location: { pathname: '/b' } });
  });

  it('lists read-only columns as ignored and never writes them', () => {
    const current: Store = new Map([['p1', { createdAt: new Date(2020, 0, 1) }]]);
    const preview = previewImport(
      input(['id', 'createdAt'], [{ id: 'p1', createdAt: '2030-01-01T00:00:00' }], current),
    );
    expect(preview.ignoredColumns).toEqual(['createdAt']);
    expect(preview.unchanged).toEqual([{ row: 2, id: 'p1' }]);
  });

  it('sets the id field of a form that has one on creates', () => {
    const withId: FormDefinition = {
      ...form,
      fields: [{ name: 'id', type: 'text', title: 'Código' }, ...form.fields],
    };
    const preview = previewImport({
      ...input(['id', 'title'], [{ id: 'abc', title: 'T' }, { title: 'U' }]),
      definition: withId,
    });
    expect(preview.creates[0].data).toEqual({ id: 'abc', title: 'T' });
    expect(preview.creates[1].data.id).toBe(preview.creates[1].id);
  });

  it('gives identical rows without id distinct ids, and files without an id column create', () => {
    const preview = previewImport(
      input(['title'], [{ title: 'A' }, { title: 'A' }, { title: 'B' }]),
    );
    const ids = preview.creates.map((create) => create.id);
    expect(new Set(ids).size).toBe(3);
  });

  it('keeps every other row’s derived id when one bad row is fixed', () => {
    const rows: Record<string, string>[] = [
      { title: 'A' },
      { title: 'B', price: 'oops' },
      { title: 'C' },
      { title: 'A' },
    ];
    const first = previewImport(input(['title', 'price'], rows));
    expect(first.invalid.map((row) => row.row)).toEqual([3]);
    const fixed = previewImport(
      input(
        ['title', 'price'],
        rows.map((row, i) => (i === 1 ? { title: 'B', price: '3' } : row)),
      ),
    );
    const idsByRow = (p: typeof first) => new Map(p.creates.map((c) => [c.row, c.id]));
    const before = idsByRow(first);
    const after = idsByRow(fixed);
    for (const row of [2, 4, 5]) expect(after.get(row)).toBe(before.get(row));
    expect(after.get(3)).toMatch(/^[A-Za-z0-9]{20}$/);
  });

  it('names the typed and derived ids it will look up', () => {
    const base = input(['id', 'title'], [{ id: 'p1' }, { title: 'New' }, { id: 'a/b' }]);
    const ids = importLookupIds(base);
    const preview = previewImport(base);
    expect(ids).toEqual(['p1', preview.creates[1].id]);
  });

  it('applies half, "crashes", previews again and applies the rest: every row written once', () => {
    const header2 = ['id', 'title', 'price', 'publishedAt'];
    const rows: Record<string, string>[] = [];
    const store: Store = new Map();
    for (let i = 0; i < 40; i++) {
      if (i % 4 === 0) {
        // An existing document the file updates.
        store.set(`e${i}`, { title: `old ${i}`, price: i });
        rows.push({ id: `e${i}`, title: `new ${i}`, price: String(i) });
      } else if (i % 10 === 7) {
        rows.push({ title: 'dup', price: '1' }); // identical rows without id
      } else {
        rows.push({ title: `row ${i}`, price: `${i},5`, publishedAt: '2026-01-31T10:00:00' });
      }
    }
    rows.push({ id: 'bad', price: 'x' });

    const first = previewImport(input(header2, rows, new Map(store)));
    expect(first.counts).toEqual({ rows: 41, creates: 30, updates: 10, unchanged: 0, invalid: 1 });
    const writesByRow = new Map<number, number>();
    const batches = applyBatches(first, 7);
    apply(store, batches.slice(0, 3), writesByRow); // 21 writes, then the app dies

    const second = previewImport(input(header2, rows, new Map(store)));
    expect(second.counts).toEqual({
      rows: 41,
      creates:
        first.counts.creates -
        [...batches.slice(0, 3).flat()].filter((w) => w.kind === 'create').length,
      updates:
        first.counts.updates -
        [...batches.slice(0, 3).flat()].filter((w) => w.kind === 'update').length,
      unchanged: 21,
      invalid: 1,
    });
    apply(store, applyBatches(second, 7), writesByRow);

    const written = [...first.creates, ...first.updates]
      .map((write) => write.row)
      .sort((a, b) => a - b);
    expect([...writesByRow.keys()].sort((a, b) => a - b)).toEqual(written);
    expect([...writesByRow.values()].every((count) => count === 1)).toBe(true);
    expect(store.size).toBe(10 + 30);

    const third = previewImport(input(header2, rows, new Map(store)));
    expect(third.counts).toEqual({ rows: 41, creates: 0, updates: 0, unchanged: 40, invalid: 1 });
  });
});
