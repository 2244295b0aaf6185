import { describe, expect, it } from 'vitest';
import { buildNestedOptions, nestedLabel, type NestedSourceDocument } from './nested-options';

const doc = (id: string, data: Record<string, unknown> | null = {}): NestedSourceDocument => ({
  id,
  data,
});
const shape = (documents: NestedSourceDocument[], labelField?: string) =>
  buildNestedOptions(documents, labelField).map(
    ({ value, depth }) => `${'-'.repeat(depth)}${value}`,
  );

describe('buildNestedOptions', () => {
  it('lists a tree depth first, children under their parent', () => {
    const options = buildNestedOptions([
      doc('shoes', { title: 'Calçados', parent: 'root' }),
      doc('root', { title: 'Loja' }),
      doc('boots', { title: 'Botas', parent: 'shoes' }),
      doc('bags', { title: 'Bolsas', parent: 'root' }),
    ]);
    expect(options).toEqual([
      { value: 'root', label: 'Loja', depth: 0, ancestors: [] },
      { value: 'bags', label: 'Bolsas', depth: 1, ancestors: ['root'] },
      { value: 'shoes', label: 'Calçados', depth: 1, ancestors: ['root'] },
      { value: 'boots', label: 'Botas', depth: 2, ancestors: ['root', 'shoes'] },
    ]);
  });

  it('orders siblings by order (missing last), then label, then id', () => {
    expect(
      shape([
        doc('c', { title: 'Cc' }),
        doc('b', { title: 'Bb', order: 2 }),
        doc('a', { title: 'Aa' }),
        doc('z', { title: 'Zz', order: 1 }),
        doc('y', { title: 'aa' }),
        doc('x', { title: 'Item 10' }),
        doc('w', { title: 'Item 9' }),
      ]),
    ).toEqual(['z', 'b', 'a', 'y', 'c', 'w', 'x']);
  });

  it('puts orphans, self-parents and odd parent values at the root', () => {
    expect(
      shape([
        doc('orphan', { parent: 'gone' }),
        doc('self', { parent: 'self' }),
        doc('odd', { parent: { id: 'x' } }),
        doc('empty', { parent: '' }),
        doc('nodata', null),
      ]),
    ).toEqual(['empty', 'nodata', 'odd', 'orphan', 'self']);
  });

  it('accepts a numeric parent id', () => {
    expect(shape([doc('1', { title: 'Raiz' }), doc('2', { parent: 1 })])).toEqual(['1', '-2']);
  });

  it('never loops on a cycle and lists every node of it once', () => {
    const options = shape([
      doc('a', { parent: 'c' }),
      doc('b', { parent: 'a' }),
      doc('c', { parent: 'b' }),
      doc('r'),
      doc('d', { parent: 'r' }),
    ]);
    expect(options).toEqual(['r', '-d', 'a', '-b', '--c']);
  });

  it('clamps nodes deeper than six levels to the sixth, dropping none', () => {
    const chain = Array.from({ length: 9 }, (_, index) =>
      doc(`n${index}`, index === 0 ? {} : { parent: `n${index - 1}` }),
    );
    const options = buildNestedOptions(chain);
    expect(options.map((option) => option.depth)).toEqual([0, 1, 2, 3, 4, 5, 5, 5, 5]);
    expect(options.map((option) => option.value)).toEqual(chain.map((item) => item.id));
    expect(options[8].ancestors).toHaveLength(8);
  });

  it('handles a 1,000-long chain without overflowing', () => {
    const chain = Array.from({ length: 1000 }, (_, index) =>
      doc(`n${index}`, index === 0 ? {} : { parent: `n${index - 1}` }),
    );
    const options = buildNestedOptions(chain);
    expect(options).toHaveLength(1000);
    expect(options[999].depth).toBe(5);
  });

  it('keeps the first of duplicated ids', () => {
    expect(buildNestedOptions([doc('a', { title: 'Um' }), doc('a', { title: 'Dois' })])).toEqual([
      { value: 'a', label: 'Um', depth: 0, ancestors: [] },
    ]);
  });

  it('returns nothing for no documents', () => {
    expect(buildNestedOptions([])).toEqual([]);
  });
});

describe('nestedLabel', () => {
  it.each([
    [{ title: 'Título', name: 'Nome' }, undefined, 'Título'],
    [{ name: 'Nome' }, undefined, 'Nome'],
    [{ title: '  ', name: 'Nome' }, undefined, 'Nome'],
    [{}, undefined, 'the-id'],
    [{ title: 'Título', label: 'Rótulo' }, 'label', 'Rótulo'],
    [{ title: 'Título' }, 'label', 'Título'],
    [{}, 'label', 'the-id'],
    [{ code: 42 }, 'code', '42'],
    [{ title: { pt: 'x' } }, undefined, 'the-id'],
  ])('%j with labelField %j → %j', (data, labelField, label) => {
    expect(nestedLabel(doc('the-id', data), labelField)).toBe(label);
  });
});
