import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from '../../../../shared/forms/field-definition';
import { renderForm, valuesOf } from '../../../test-support/render-form';

/** kit (array_struct) → item with parts (array_struct) → part with tags (array_field of number). */
const kit: FieldDefinition = {
  type: 'array_struct',
  name: 'kit',
  title: 'Kit',
  fields: [
    { type: 'text', name: 'sku', title: 'SKU' },
    {
      type: 'array_struct',
      name: 'parts',
      title: 'Partes',
      fields: [
        { type: 'text', name: 'name', title: 'Nome da parte' },
        {
          type: 'array_field',
          name: 'sizes',
          title: 'Tamanhos',
          field: { type: 'number', name: 'size' },
        },
      ],
    },
  ],
};

/** The outermost group so named (nested lists reuse 'Item 1'); faster than *ByRole. */
function group(name: string, container: HTMLElement = document.body): HTMLElement {
  const found = [...container.querySelectorAll<HTMLElement>('[role="group"], fieldset')].find(
    (element) => {
      const labelId = element.getAttribute('aria-labelledby');
      const label = labelId
        ? document.getElementById(labelId)
        : element.querySelector(':scope > legend');
      return label?.textContent?.trim() === name;
    },
  );
  if (!found) throw new Error(`no group "${name}"`);
  return found;
}
/** The button of this list, not of a list nested in it (they share names). */
function button(container: HTMLElement, name: string): HTMLElement {
  const list = container.querySelector('[data-list]');
  const own = [...container.querySelectorAll<HTMLElement>('button')].filter(
    (element) =>
      (element.getAttribute('aria-label') ?? element.textContent?.trim()) === name &&
      element.closest('[data-list]') === list,
  );
  if (own.length !== 1) throw new Error(`${own.length} buttons "${name}" in this list`);
  return own[0];
}

describe('array_struct / array_field', () => {
  it('adds, edits, reorders and removes at three levels', () => {
    const { store } = renderForm([kit]);
    const kitGroup = group('Kit');
    expect(within(kitGroup).getByText('Nenhum item.')).toBeTruthy();

    fireEvent.click(button(kitGroup, 'Adicionar'));
    fireEvent.click(button(kitGroup, 'Adicionar'));
    expect(valuesOf(store)).toEqual({ kit: [{}, {}] });

    const item1 = group('Item 1', kitGroup);
    fireEvent.change(within(item1).getAllByLabelText('SKU')[0], { target: { value: 'A' } });
    fireEvent.change(within(group('Item 2', kitGroup)).getAllByLabelText('SKU')[0], {
      target: { value: 'B' },
    });

    // Level 2: parts of item 1.
    const parts = group('Partes', item1);
    fireEvent.click(button(parts, 'Adicionar'));
    const part1 = group('Item 1', parts);
    fireEvent.change(within(part1).getByLabelText('Nome da parte'), {
      target: { value: 'tampa' },
    });

    // Level 3: sizes of part 1, numbers typed by the number rules.
    const sizes = group('Tamanhos', part1);
    fireEvent.click(button(sizes, 'Adicionar'));
    fireEvent.click(button(sizes, 'Adicionar'));
    fireEvent.click(button(sizes, 'Adicionar'));
    fireEvent.change(within(sizes).getByLabelText('Item 1'), { target: { value: '10' } });
    fireEvent.change(within(sizes).getByLabelText('Item 2'), { target: { value: '20' } });
    fireEvent.change(within(sizes).getByLabelText('Item 3'), { target: { value: '30,5' } });
    expect(valuesOf(store)).toEqual({
      kit: [{ sku: 'A', parts: [{ name: 'tampa', sizes: [10, 20, 30.5] }] }, { sku: 'B' }],
    });

    // Reorder and remove at level 3: inputs follow their values.
    fireEvent.click(button(sizes, 'Mover item 3 para cima'));
    expect(valuesOf(store).kit).toMatchObject([{ parts: [{ sizes: [10, 30.5, 20] }] }, {}]);
    expect(within(sizes).getByLabelText('Item 2')).toHaveProperty('value', '30.5');
    expect(within(sizes).getByLabelText('Item 3')).toHaveProperty('value', '20');
    fireEvent.click(button(sizes, 'Remover item 1'));
    expect(within(sizes).getByLabelText('Item 1')).toHaveProperty('value', '30.5');
    expect(within(sizes).getByLabelText('Item 2')).toHaveProperty('value', '20');
    expect(within(sizes).queryByLabelText('Item 3')).toBeNull();
    expect(button(sizes, 'Mover item 1 para cima')).toHaveProperty('disabled', true);
    expect(button(sizes, 'Mover item 2 para baixo')).toHaveProperty('disabled', true);

    // Level 1: move item 2 up, the whole sub-tree moves with its value.
    fireEvent.click(button(kitGroup, 'Mover item 2 para cima'));
    expect(valuesOf(store)).toEqual({
      kit: [{ sku: 'B' }, { sku: 'A', parts: [{ name: 'tampa', sizes: [30.5, 20] }] }],
    });
    const movedItem = group('Item 2', kitGroup);
    expect(within(movedItem).getAllByLabelText('SKU')[0]).toHaveProperty('value', 'A');
    expect(within(movedItem).getByLabelText('Nome da parte')).toHaveProperty('value', 'tampa');
    expect(within(group('Item 1', kitGroup)).getAllByLabelText('SKU')[0]).toHaveProperty(
      'value',
      'B',
    );
    expect(within(group('Item 1', kitGroup)).queryByLabelText('Nome da parte')).toBeNull();

    fireEvent.click(button(kitGroup, 'Remover item 1'));
    expect(valuesOf(store)).toEqual({
      kit: [{ sku: 'A', parts: [{ name: 'tampa', sizes: [30.5, 20] }] }],
    });
    expect(within(group('Item 1', kitGroup)).getAllByLabelText('SKU')[0]).toHaveProperty(
      'value',
      'A',
    );
  });

  it('starts new array_field items by the item type', () => {
    const { store } = renderForm([
      { type: 'array_field', name: 'tags', title: 'Tags', field: { type: 'text', name: 't' } },
      {
        type: 'array_field',
        name: 'flags',
        title: 'Flags',
        field: { type: 'checkbox', name: 'f' },
      },
      {
        type: 'array_field',
        name: 'when',
        title: 'Datas',
        field: { type: 'date', name: 'd' },
      },
    ]);
    for (const name of ['Tags', 'Flags', 'Datas'])
      fireEvent.click(button(group(name), 'Adicionar'));
    expect(valuesOf(store)).toEqual({ tags: [''], flags: [false], when: [null] });
  });

  it('keeps a stored non-list value, shown and untouched', () => {
    const { store } = renderForm(
      [{ type: 'array_field', name: 'tags', title: 'Tags', field: { type: 'text', name: 't' } }],
      { values: { tags: 'a,b' } },
    );
    expect(screen.getByText(/não é uma lista/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Adicionar' })).toBeNull();
    expect(valuesOf(store)).toEqual({ tags: 'a,b' });
  });

  it('keeps an array_struct item that is not an object and can still remove it', () => {
    const { store } = renderForm(
      [
        {
          type: 'array_struct',
          name: 'rules',
          title: 'Regras',
          fields: [{ type: 'text', name: 'x', title: 'X' }],
        },
      ],
      { values: { rules: ['velho', { x: 'novo' }] } },
    );
    const rules = group('Regras');
    expect(within(group('Item 1', rules)).getByText('"velho"')).toBeTruthy();
    expect(within(group('Item 2', rules)).getByLabelText('X')).toHaveProperty('value', 'novo');
    fireEvent.click(button(rules, 'Remover item 1'));
    expect(valuesOf(store)).toEqual({ rules: [{ x: 'novo' }] });
  });

  it('follows a list replaced from outside (load, JSON editor)', () => {
    const { store } = renderForm(
      [{ type: 'array_field', name: 'tags', title: 'Tags', field: { type: 'text', name: 't' } }],
      { values: { tags: ['a'] } },
    );
    act(() => store.reset({ tags: ['x', 'y'] }));
    const tags = group('Tags');
    expect(within(tags).getByLabelText('Item 1')).toHaveProperty('value', 'x');
    expect(within(tags).getByLabelText('Item 2')).toHaveProperty('value', 'y');
  });
});
