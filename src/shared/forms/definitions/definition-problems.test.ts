import { describe, expect, it } from 'vitest';
import type { FieldDefinition, FormDefinition } from '../field-definition';
import { definitionProblems } from './definition-problems';

const form = (...fields: FieldDefinition[]): FormDefinition => ({
  collection: 'thing',
  title: 'Coisa',
  fields,
});

/** Builds a field the type system would refuse, as a hand-edited definition could be. */
const untyped = (field: Record<string, unknown>): FieldDefinition =>
  field as unknown as FieldDefinition;

describe('definitionProblems', () => {
  it('finds nothing wrong in a sound form with every kind of nesting', () => {
    const sound = form(
      { name: 'id', type: 'text', title: 'ID' },
      { name: 'location.pathname', type: 'text', title: 'Página' },
      { name: 'location.params', type: 'text', title: 'Parâmetros' },
      { name: 'MPN', mapTo: 'ProductCode', type: 'text', title: 'MPN' },
      {
        name: 'status',
        type: 'select',
        title: 'Status',
        options: [
          { value: 'draft', label: 'Rascunho' },
          { value: 'published', label: 'Publicado' },
        ],
      },
      {
        name: 'kit',
        type: 'array_struct',
        title: 'Kit',
        fields: [
          { name: 'sku', type: 'text', title: 'SKU' },
          { name: 'qty', type: 'number', title: 'Quantidade' },
        ],
      },
      {
        name: 'tags',
        type: 'array_field',
        title: 'Tags',
        field: { name: 'tag', type: 'text' },
      },
      {
        name: 'Stock',
        type: 'collection_doc_form',
        collection: 'stock',
        title: 'Estoque',
        fields: [{ name: 'qty', type: 'number', title: 'Quantidade' }],
      },
      { name: 'parent', type: 'select_nested', collection: 'category', title: 'Pai' },
      { name: 'data', type: 'component', component: 'json', title: 'Dados' },
    );
    expect(definitionProblems(sound)).toEqual([]);
  });

  it('finds two fields stored under one name, mapTo included', () => {
    const problems = definitionProblems(
      form(
        { name: 'ProductCode', type: 'text', title: 'SKU' },
        { name: 'MPN', mapTo: 'ProductCode', type: 'text', title: 'MPN' },
      ),
    );
    expect(problems).toEqual(['thing: two fields store under "ProductCode"']);
  });

  it('finds duplicates at a nested level, and allows the same name at different levels', () => {
    const nested = form({
      name: 'address',
      type: 'struct',
      title: 'Endereço',
      fields: [
        { name: 'city', type: 'text', title: 'Cidade' },
        { name: 'city', type: 'text', title: 'Cidade de novo' },
        { name: 'address', type: 'text', title: 'Mesmo nome do pai' },
      ],
    });
    expect(definitionProblems(nested)).toEqual(['thing > address: two fields store under "city"']);
  });

  it('finds a struct and a dotted name writing into the same object', () => {
    const problems = definitionProblems(
      form(
        { name: 'location.pathname', type: 'text', title: 'Página' },
        {
          name: 'location',
          type: 'struct',
          title: 'Local',
          fields: [{ name: 'x', type: 'text', title: 'X' }],
        },
      ),
    );
    expect(problems).toEqual(['thing: "location.pathname" and "location" overlap']);
  });

  it.each([
    ['struct', { name: 's', type: 'struct', title: 'S', fields: [] }],
    ['array_struct', { name: 's', type: 'array_struct', title: 'S', fields: [] }],
    ['struct without fields', { name: 's', type: 'struct', title: 'S' }],
    [
      'collection_doc_form',
      { name: 's', type: 'collection_doc_form', collection: 'stock', title: 'S', fields: [] },
    ],
  ])('finds a %s with no fields', (_label, field) => {
    expect(definitionProblems(form(untyped(field)))).toEqual(['thing > s: no fields']);
  });

  it('finds a select without options, with duplicate values or an empty label', () => {
    expect(
      definitionProblems(form(untyped({ name: 'a', type: 'select', title: 'A', options: [] }))),
    ).toEqual(['thing > a: select without options']);
    expect(definitionProblems(form(untyped({ name: 'a', type: 'select', title: 'A' })))).toEqual([
      'thing > a: select without options',
    ]);
    expect(
      definitionProblems(
        form({
          name: 'a',
          type: 'select',
          title: 'A',
          options: [
            { value: 'x', label: 'X' },
            { value: 'x', label: 'Outro X' },
            { value: 'y', label: ' ' },
          ],
        }),
      ),
    ).toEqual(['thing > a: option "x" twice', 'thing > a: option "y" has no label']);
  });

  it('tells 1 and "1" apart as option values', () => {
    const select = form({
      name: 'a',
      type: 'select',
      title: 'A',
      options: [
        { value: 1, label: 'Um' },
        { value: '1', label: 'Um (texto)' },
      ],
    });
    expect(definitionProblems(select)).toEqual([]);
  });

  it.each(['select_nested', 'collection-editor', 'doc-editor'])(
    'finds a %s without collection',
    (type) => {
      expect(definitionProblems(form(untyped({ name: 'r', type, title: 'R' })))).toEqual([
        'thing > r: no collection',
      ]);
      expect(
        definitionProblems(form(untyped({ name: 'r', type, title: 'R', collection: ' ' }))),
      ).toEqual(['thing > r: no collection']);
    },
  );

  it('finds a collection_doc_form without collection', () => {
    const field = untyped({
      name: 'Stock',
      type: 'collection_doc_form',
      title: 'Estoque',
      fields: [{ name: 'qty', type: 'number', title: 'Quantidade' }],
    });
    expect(definitionProblems(form(field))).toEqual(['thing > Stock: no collection']);
  });

  it('finds a component without a component name', () => {
    expect(definitionProblems(form(untyped({ name: 'c', type: 'component', title: 'C' })))).toEqual(
      ['thing > c: no component name'],
    );
  });

  it('finds an unknown type, also deep inside a list', () => {
    expect(definitionProblems(form(untyped({ name: 'x', type: 'rich-text', title: 'X' })))).toEqual(
      ['thing > x: unknown type "rich-text"'],
    );
    const deep = form({
      name: 'rules',
      type: 'array_struct',
      title: 'Regras',
      fields: [
        {
          name: 'gifts',
          type: 'array_field',
          title: 'Brindes',
          field: untyped({ name: 'g', type: 'sku' }),
        },
      ],
    });
    expect(definitionProblems(deep)).toEqual(['thing > rules > gifts[]: unknown type "sku"']);
  });

  it('finds an array_field without its item field', () => {
    expect(
      definitionProblems(form(untyped({ name: 'tags', type: 'array_field', title: 'Tags' }))),
    ).toEqual(['thing > tags: no item field']);
  });

  it('finds malformed names, mapTo and empty titles', () => {
    expect(
      definitionProblems(
        form(
          { name: 'a..b', type: 'text', title: 'A' },
          { name: '', type: 'text', title: 'Vazio' },
          { name: 'c', mapTo: '.d', type: 'text', title: 'C' },
          { name: 'e', type: 'text', title: '  ' },
        ),
      ),
    ).toEqual([
      'thing > a..b: malformed name "a..b"',
      'thing > : malformed name ""',
      'thing > c: malformed mapTo ".d"',
      'thing > e: empty title',
    ]);
  });

  it('finds a form without collection or title', () => {
    expect(definitionProblems({ collection: ' ', title: '', fields: [] })).toEqual([
      'form: empty collection',
      'form: empty title',
    ]);
  });
});
