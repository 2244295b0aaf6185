import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from './field-definition';
import { idFieldOf } from './field-definition';
import { definitionProblems } from './definitions/definition-problems';
import { JSON_COMPONENT } from './definitions/common-fields';
import { INFER_LONG_TEXT, INFER_MAX_DEPTH, inferFormDefinition } from './infer-form';

const infer = (data: Record<string, unknown> | null) => inferFormDefinition('generic', data);

/** The one field inferred for `value`. */
const fieldFor = (value: unknown): FieldDefinition => {
  const { fields } = infer({ value });
  expect(fields).toHaveLength(1);
  return fields[0];
};

const json = (name: string) => ({
  name,
  title: name,
  type: 'component',
  component: JSON_COMPONENT,
});

describe('inferFormDefinition: one value, one field type', () => {
  it.each<[string, unknown, Record<string, unknown>]>([
    ['true', true, { type: 'checkbox' }],
    ['false', false, { type: 'checkbox' }],
    ['an integer', 42, { type: 'number' }],
    ['a fraction', -3.5, { type: 'number' }],
    ['zero', 0, { type: 'number' }],
    ['a Date', new Date('2026-11-20T10:15:00Z'), { type: 'datetime' }],
    ['a short string', 'Panelas', { type: 'text' }],
    ['an empty string', '', { type: 'text' }],
    ['a string of exactly the limit', 'x'.repeat(INFER_LONG_TEXT), { type: 'text' }],
    ['a string over the limit', 'x'.repeat(INFER_LONG_TEXT + 1), { type: 'textarea' }],
    ['a string with a newline', 'linha 1\nlinha 2', { type: 'textarea' }],
    ['null', null, { type: 'text' }],
    ['undefined', undefined, { type: 'text' }],
    [
      'Editor.js content',
      { time: 1, blocks: [{ id: 'a', type: 'paragraph', data: { text: 'Oi' } }], version: '2.28' },
      { type: 'editor' },
    ],
    ['Editor.js content without time', { blocks: [] }, { type: 'editor' }],
    [
      'an empty list',
      [],
      { type: 'array_field', field: { name: 'value', title: 'value', type: 'text' } },
    ],
    [
      'a list of nulls',
      [null, null],
      { type: 'array_field', field: { name: 'value', title: 'value', type: 'text' } },
    ],
    [
      'a list of strings',
      ['a', 'b'],
      { type: 'array_field', field: { name: 'value', title: 'value', type: 'text' } },
    ],
    [
      'a list of numbers led by a null',
      [null, 1, 2],
      { type: 'array_field', field: { name: 'value', title: 'value', type: 'number' } },
    ],
    [
      'a list of booleans',
      [true],
      { type: 'array_field', field: { name: 'value', title: 'value', type: 'checkbox' } },
    ],
    [
      'a list of Dates',
      [new Date(0)],
      { type: 'array_field', field: { name: 'value', title: 'value', type: 'datetime' } },
    ],
    [
      'a list of long strings',
      ['curto', 'a\nb'],
      { type: 'array_field', field: { name: 'value', title: 'value', type: 'textarea' } },
    ],
  ])('%s', (_label, value, expected) => {
    expect(fieldFor(value)).toEqual({ name: 'value', title: 'value', ...expected });
  });

  it('a plain object becomes a struct of its keys', () => {
    expect(fieldFor({ width: 10, unit: 'cm' })).toEqual({
      name: 'value',
      title: 'value',
      type: 'struct',
      fields: [
        { name: 'unit', title: 'unit', type: 'text' },
        { name: 'width', title: 'width', type: 'number' },
      ],
    });
  });

  it('an object without a prototype is plain data too', () => {
    const bare = Object.create(null) as Record<string, unknown>;
    bare.qty = 3;
    expect(fieldFor(bare)).toMatchObject({
      type: 'struct',
      fields: [{ name: 'qty', type: 'number' }],
    });
  });

  it('an object with blocks and other keys is a struct, not editor content', () => {
    expect(fieldFor({ title: 'x', blocks: [] })).toMatchObject({ type: 'struct' });
    expect(fieldFor({ time: 'ontem', blocks: [] })).toMatchObject({ type: 'struct' });
    expect(fieldFor({ time: 1, blocks: 'none' })).toMatchObject({ type: 'struct' });
  });

  it('a list of objects becomes an array_struct over the union of their keys', () => {
    const field = fieldFor([
      { sku: '1011', qty: 2 },
      { sku: '2104', label: 'Tampa', extra: null },
      null,
      { qty: 1, options: { color: 'inox' } },
    ]);
    expect(field).toEqual({
      name: 'value',
      title: 'value',
      type: 'array_struct',
      fields: [
        { name: 'extra', title: 'extra', type: 'text' },
        { name: 'label', title: 'label', type: 'text' },
        {
          name: 'options',
          title: 'options',
          type: 'struct',
          fields: [{ name: 'color', title: 'color', type: 'text' }],
        },
        { name: 'qty', title: 'qty', type: 'number' },
        { name: 'sku', title: 'sku', type: 'text' },
      ],
    });
  });

  it('nested lists of objects merge across every item', () => {
    const field = fieldFor([
      { sku: 'a', options: [{ sku: 'a1' }] },
      { sku: 'b', options: [{ name: 'B2' }, { sku: 'b3', options: [{ sku: 'b3x' }] }] },
    ]);
    expect(field).toMatchObject({
      type: 'array_struct',
      fields: [
        {
          name: 'options',
          type: 'array_struct',
          fields: [
            { name: 'name', type: 'text' },
            { name: 'options', type: 'array_struct', fields: [{ name: 'sku', type: 'text' }] },
            { name: 'sku', type: 'text' },
          ],
        },
        { name: 'sku', type: 'text' },
      ],
    });
  });

  it('a long string in any item makes the column a textarea', () => {
    const field = fieldFor([{ note: 'curta' }, { note: 'y'.repeat(200) }]);
    expect(field).toMatchObject({
      type: 'array_struct',
      fields: [{ name: 'note', type: 'textarea' }],
    });
  });

  it('a list of editor contents is a list of editors', () => {
    expect(fieldFor([{ blocks: [] }, { time: 2, blocks: [] }])).toMatchObject({
      type: 'array_field',
      field: { type: 'editor' },
    });
  });
});

describe('inferFormDefinition: shapes no field holds are edited as JSON, never reshaped', () => {
  it.each<[string, unknown, Record<string, unknown>]>([
    ['an empty object', {}, json('value')],
    ['a list mixing objects and strings', [{ a: 1 }, 'b'], json('value')],
    ['a list mixing numbers and strings', [1, '2'], json('value')],
    ['a list of lists', [[1], [2]], json('value')],
    ['a list of empty objects', [{}, {}], json('value')],
    ['bytes', new Uint8Array([1, 2]), { ...json('value'), readOnly: true }],
    ['a class instance', new (class Point {})(), { ...json('value'), readOnly: true }],
    ['a list of bytes', [new Uint8Array([1])], json('value')],
  ])('%s', (_label, value, expected) => {
    expect(fieldFor(value)).toEqual(expected);
  });

  it('a column whose items disagree on the shape is JSON, the rest still typed', () => {
    const field = fieldFor([
      { sku: 'a', price: 10 },
      { sku: 'b', price: '10,00' },
    ]);
    expect(field).toMatchObject({
      type: 'array_struct',
      fields: [json('price'), { name: 'sku', type: 'text' }],
    });
  });
});

describe('inferFormDefinition: the form', () => {
  it('titles the form and each field by the collection and the keys', () => {
    const definition = inferFormDefinition('whatsapp-template', { name: 'carrinho' });
    expect(definition.collection).toBe('whatsapp-template');
    expect(definition.title).toBe('whatsapp-template');
    expect(definition.fields).toEqual([{ name: 'name', title: 'name', type: 'text' }]);
  });

  it('gives no fields for a missing document', () => {
    expect(inferFormDefinition('page', null)).toEqual({
      collection: 'page',
      title: 'page',
      fields: [],
    });
    expect(infer({}).fields).toEqual([]);
  });

  it('puts id first, the keys in a stable order, createdAt and updatedAt last and read-only', () => {
    const definition = infer({
      updatedAt: new Date(),
      zeta: 1,
      Price: 2,
      createdAt: new Date(),
      alpha: 'a',
      id: 'cli-ana',
      beta: true,
    });
    expect(definition.fields.map((f) => f.name)).toEqual([
      'id',
      'alpha',
      'beta',
      'Price',
      'zeta',
      'createdAt',
      'updatedAt',
    ]);
    expect(definition.fields.at(-2)).toEqual({
      name: 'createdAt',
      title: 'createdAt',
      type: 'datetime',
      readOnly: true,
    });
    expect(definition.fields.at(-1)).toMatchObject({ type: 'datetime', readOnly: true });
    expect(idFieldOf(definition)?.type).toBe('text');
  });

  it('gives the same form whatever order the store returned the keys in', () => {
    const a = infer({ b: 1, a: 'x', C: true, c: false, nested: { y: 1, x: 2 } });
    const b = infer({ nested: { x: 2, y: 1 }, c: false, C: true, a: 'x', b: 1 });
    expect(a).toEqual(b);
  });

  it('reads timestamps as datetimes even when they are not Dates yet', () => {
    const definition = infer({ createdAt: null, updatedAt: '2026-01-01' });
    expect(definition.fields).toEqual([
      { name: 'createdAt', title: 'createdAt', type: 'datetime', readOnly: true },
      { name: 'updatedAt', title: 'updatedAt', type: 'datetime', readOnly: true },
    ]);
  });

  it('keeps a long id on one line, and infers a non-string id by value', () => {
    expect(infer({ id: 'x'.repeat(300) }).fields[0]).toEqual({
      name: 'id',
      title: 'id',
      type: 'text',
    });
    expect(infer({ id: 7 }).fields[0]).toEqual({ name: 'id', title: 'id', type: 'number' });
  });

  it('leaves out keys a dotted name cannot address (the value stays in the document)', () => {
    const definition = infer({ 'a.b': 1, '': 2, ok: 3, nested: { 'x.y': 1, z: 2 } });
    expect(definition.fields).toEqual([
      {
        name: 'nested',
        title: 'nested',
        type: 'struct',
        fields: [{ name: 'z', title: 'z', type: 'number' }],
      },
      { name: 'ok', title: 'ok', type: 'number' },
    ]);
  });

  it('caps the depth: a pathologically deep document ends in a JSON field', () => {
    let deep: Record<string, unknown> = { leaf: 1 };
    for (let level = 0; level < 5000; level += 1) deep = { next: deep };
    const definition = infer({ deep });
    let field: FieldDefinition = definition.fields[0];
    let structs = 0;
    while (field.type === 'struct') {
      structs += 1;
      field = field.fields[0];
    }
    expect(structs).toBe(INFER_MAX_DEPTH - 1);
    expect(field).toEqual(json('next'));
  });

  it('caps the depth of lists of objects too, and survives a cycle', () => {
    type Node = { child: Node[] };
    const node: Node = { child: [] };
    node.child.push(node);
    const definition = infer({ node });
    expect(definitionProblems(definition)).toEqual([]);
    const list: unknown[] = [];
    list.push(list);
    expect(infer({ list }).fields[0]).toEqual(json('list'));
  });

  it('infers a real seed document of each kind into a sound form', () => {
    const documents: Record<string, unknown>[] = [
      {
        ProductCode: '1011',
        Company: 1,
        Stock: { 'rs-carlos-barbosa': { qty: 38 }, 'sp-cd-cajamar': { qty: 12 } },
        Options: { canSell: true, isFreeShipping: false },
        PriceNetByQty: { 6: { PriceNet: 258.54, qty: 6 } },
        updatedAt: new Date(),
      },
      {
        name: 'carrinho-abandonado',
        components: [
          { type: 'HEADER', format: 'IMAGE', example: { header_handle: ['https://x/y.png'] } },
          { type: 'BODY', text: 'Olá {{1}}, seu carrinho espera por você.' },
          { type: 'BUTTONS', buttons: [{ type: 'URL', text: 'Ver', url: 'https://x' }] },
        ],
      },
      { title: 'Home', content: '{"type":"container","children":[]}'.padEnd(200, ' ') },
      {
        name: 'Segmento',
        parent: null,
        emails: '',
        rules: { in: ['a = 1'], only: [], 'not-in': [] },
      },
    ];
    for (const document of documents) {
      expect(definitionProblems(infer(document))).toEqual([]);
    }
    const product = infer(documents[0]);
    expect(product.fields.find((f) => f.name === 'PriceNetByQty')).toMatchObject({
      type: 'struct',
      fields: [{ name: '6', type: 'struct' }],
    });
    const segment = infer(documents[3]);
    expect(segment.fields.find((f) => f.name === 'rules')).toMatchObject({
      type: 'struct',
      fields: [
        { name: 'in', type: 'array_field', field: { type: 'text' } },
        { name: 'not-in', type: 'array_field', field: { type: 'text' } },
        { name: 'only', type: 'array_field', field: { type: 'text' } },
      ],
    });
  });
});
