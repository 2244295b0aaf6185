import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PRODUCT_CONDITION_FIELDS } from '../../../../../shared/condition/condition-fields';
import type { ConditionNode } from '../../../../../shared/condition/condition-node';
import type { FieldDefinition } from '../../../../../shared/forms/field-definition';
import { getAt } from '../../../../../shared/forms/value-path';
import { pick } from '../../../../test-support/antd-select';
import { renderForm } from '../../../../test-support/render-form';

const field: FieldDefinition = {
  type: 'condition',
  name: 'conditions',
  title: 'Condições',
  conditionFields: 'product',
};
const price = (value: number): ConditionNode => ({
  type: '>',
  params: [
    { type: 'field', field: 'Price' },
    { type: 'numeric', value },
  ],
});
const brand: ConditionNode = {
  type: '=',
  params: [
    { type: 'field', field: 'brand' },
    { type: 'string', value: 'T' },
  ],
};
const saved = {
  map: { type: 'AND', params: [price(100), brand] },
  sql: "(`Price` > 100) AND (`brand` = 'T')",
};

const storedOf = (store: { getState(): { values: unknown } }) =>
  getAt(store.getState().values, ['conditions']) as { map: ConditionNode; sql: string };
const preview = () => screen.getByLabelText('SQL gerado');

describe('condition field', () => {
  it('shows a saved tree as it is, and writes nothing on load', () => {
    const { store } = renderForm([field], { values: { conditions: saved } });
    expect(preview().textContent).toBe(saved.sql);
    expect(screen.getByRole('group', { name: 'E (AND) (Raiz)' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'maior que (>) (Nó 1)' })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Texto (Nó 2.2)' }).value).toBe(
      'T',
    );
    expect(storedOf(store)).toBe(saved);
    expect(store.getState().revision).toBe(0);
  });

  it('starts a condition, edits it live, and stores {map, sql}', async () => {
    const { store } = renderForm([field], { values: {} });
    fireEvent.click(screen.getByRole('button', { name: /Adicionar condição/ }));
    await pick('Tipo do nó (Nó 1)', 'maior que (>)');
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Número (Nó 1.2)' }), {
      target: { value: '100' },
    });
    expect(preview().textContent).toBe('(`Price` > 100)');
    expect(storedOf(store)).toEqual({
      map: { type: 'AND', params: [price(100)] },
      sql: '(`Price` > 100)',
    });
  });

  it('marks an incomplete tree invalid, names the node, and stores no SQL', () => {
    const { store } = renderForm([field], { values: { conditions: saved } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Número (Nó 1.2)' }), {
      target: { value: '' },
    });
    expect(screen.getByText('Nó 1.2: Informe um número válido.')).toBeTruthy();
    expect(preview().textContent).toMatch(/incompleta/);
    expect(storedOf(store)).toMatchObject({ sql: '', invalid: true });
  });

  it('undoes the last change, by button and by Ctrl+Z outside text inputs', () => {
    const { store } = renderForm([field], { values: { conditions: saved } });
    fireEvent.click(screen.getByRole('button', { name: /Remover nó \(Nó 2\)/ }));
    expect(storedOf(store).map.params).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: /Desfazer/ }));
    expect(storedOf(store).map).toEqual(saved.map);

    fireEvent.click(screen.getByRole('button', { name: /Remover nó \(Nó 1\)/ }));
    const root = screen.getByRole('group', { name: 'E (AND) (Raiz)' });
    fireEvent.keyDown(root, { key: 'z', ctrlKey: true });
    expect(storedOf(store).map).toEqual(saved.map);
  });

  it('moves a node with Alt+↓ and keeps focus on it', async () => {
    const { store } = renderForm([field], { values: { conditions: saved } });
    const first = screen.getByRole('group', { name: 'maior que (>) (Nó 1)' });
    await act(async () => {
      first.focus();
      fireEvent.keyDown(first, { key: 'ArrowDown', altKey: true });
    });
    expect(storedOf(store).map.params).toEqual([brand, price(100)]);
    expect(document.activeElement).toBe(
      screen.getByRole('group', { name: 'maior que (>) (Nó 2)' }),
    );
  });

  it('wraps a node in OR', async () => {
    const { store } = renderForm([field], { values: { conditions: saved } });
    fireEvent.click(screen.getByRole('button', { name: 'Envolver em (Nó 2)' }));
    const menu = await screen.findByRole('menu');
    await act(async () => fireEvent.click(within(menu).getByText('OU (OR)')));
    expect(storedOf(store).map.params?.[1]).toEqual({ type: 'OR', params: [brand] });
  });

  it('holds no input for a node type or field until it is used, then the select takes its place', async () => {
    const { store } = renderForm([field], { values: { conditions: saved } });
    const typeName = 'Tipo do nó (Nó 2)';
    const idle = screen.getByRole('combobox', { name: typeName });
    expect(idle.tagName).toBe('BUTTON');
    expect(idle.textContent).toBe('igual a (=)');
    // Autofill reads every input of the form per keystroke: only the values' inputs are there.
    const inputs = [...document.querySelectorAll('[data-condition-editor] input')];
    expect(inputs.map((input) => input.getAttribute('aria-label'))).not.toContain(typeName);
    const fieldSelect = screen.getByRole('combobox', { name: 'Campo (Nó 2.1)' });
    expect(fieldSelect.tagName).toBe('BUTTON');
    expect(fieldSelect.textContent).toBe(
      PRODUCT_CONDITION_FIELDS.find((option) => option.name === 'brand')?.label,
    );

    act(() => idle.focus());
    const select = screen.getByRole('combobox', { name: typeName });
    expect(select.tagName).toBe('INPUT');
    expect(document.activeElement).toBe(select);
    expect(screen.queryByRole('listbox')).toBeNull();
    await pick(typeName, 'diferente de (!=)');
    expect(storedOf(store).map.params?.[1]?.type).toBe('!=');
    expect(screen.getByRole('combobox', { name: typeName }).tagName).toBe('INPUT');
  });

  it('keeps a shape it does not write, read-only', () => {
    const odd = ['orders.shippingAddress.state = RS'];
    const { store } = renderForm([field], { values: { conditions: odd } });
    expect(screen.getByText(/formato que este editor não conhece/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Adicionar condição/ })).toBeNull();
    expect(storedOf(store)).toBe(odd);
  });
});
