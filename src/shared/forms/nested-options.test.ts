import { describe, expect, it } from 'vitest';
import {
  buildNestedOptions,
  filterNestedOptions,
  nestedLabel,
  type NestedOption,
  type NestedSourceDocument,
} from './nested-options';

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

describe('filterNestedOptions', () => {
  const tree = buildNestedOptions([
    { id: 'cozinha', data: { title: 'Cozinha', order: 1 } },
    { id: 'panelas', data: { title: 'Panelas', parent: 'cozinha' } },
    { id: 'pressao', data: { title: 'Panelas de Pressão', parent: 'panelas' } },
    { id: 'talheres', data: { title: 'Talheres', parent: 'cozinha' } },
    { id: 'jardim', data: { title: 'Jardim', order: 2 } },
  ]);
  const ids = (options: NestedOption[]) => options.map((option) => option.value);

  it('keeps each match with its ancestors, in tree order', () => {
    expect(ids(filterNestedOptions(tree, 'pressao'))).toEqual(['cozinha', 'panelas', 'pressao']);
    expect(ids(filterNestedOptions(tree, 'PANELAS'))).toEqual(['cozinha', 'panelas', 'pressao']);
  });

  it('matches ids too, and keeps everything for an empty query', () => {
    expect(ids(filterNestedOptions(tree, 'jard'))).toEqual(['jardim']);
    expect(filterNestedOptions(tree, '  ')).toEqual(tree);
    expect(filterNestedOptions(tree, 'nada disso')).toEqual([]);
  });

  it('shows the members of a parent cycle when they match', () => {
    const cycle = buildNestedOptions([
      { id: 'a', data: { title: 'Alfa', parent: 'b' } },
      { id: 'b', data: { title: 'Beta', parent: 'a' } },
    ]);
    // Cut at Alfa (first in sibling order): Beta hangs under it, and shows with it.
    expect(ids(filterNestedOptions(cycle, 'beta'))).toEqual(['a', 'b']);
  });
});
