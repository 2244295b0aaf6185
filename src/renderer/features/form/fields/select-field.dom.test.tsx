import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from '../../../../shared/forms/field-definition';
import { pick } from '../../../test-support/antd-select';
import { renderForm, valuesOf } from '../../../test-support/render-form';

const priority: FieldDefinition = {
  type: 'select',
  name: 'priority',
  title: 'Prioridade',
  options: [
    { value: 'low', label: 'Baixa' },
    { value: 'high', label: 'Alta' },
    { value: 3, label: 'Três' },
  ],
};

describe('SelectField', () => {
  it("offers 'Selecione' first and stores the chosen option's value", async () => {
    const { store } = renderForm([priority]);
    await pick('Prioridade', 'Alta');
    expect(valuesOf(store).priority).toBe('high');
    await pick('Prioridade', 'Três');
    expect(valuesOf(store).priority).toBe(3);
  });

  it("'Selecione' clears the value to null", async () => {
    const { store } = renderForm([priority], { values: { priority: 'low' } });
    expect(screen.getByTitle('Baixa')).toBeTruthy();
    await pick('Prioridade', 'Selecione');
    expect(valuesOf(store).priority).toBeNull();
  });

  it('keeps a stored value that is not among the options', () => {
    const { store } = renderForm([priority], { values: { priority: 'urgent' } });
    expect(screen.getByTitle('urgent (valor fora da lista)')).toBeTruthy();
    expect(valuesOf(store).priority).toBe('urgent');
  });
});

describe('SelectField by keyboard', () => {
  it("opens with ArrowDown and picks 'Selecione' with Enter", async () => {
    const { store } = renderForm([priority], { values: { priority: 'high' } });
    const combobox = screen.getByLabelText('Prioridade');
    await act(async () => {
      combobox.focus();
      fireEvent.keyDown(combobox, { key: 'ArrowDown', code: 'ArrowDown', keyCode: 40 });
    });
    expect(combobox.getAttribute('aria-expanded')).toBe('true');
    // The list opens on the current option ('Alta'); two steps up is 'Selecione'.
    for (const _ of [1, 2]) {
      await act(async () => {
        fireEvent.keyDown(combobox, { key: 'ArrowUp', code: 'ArrowUp', keyCode: 38 });
      });
    }
    await act(async () => {
      fireEvent.keyDown(combobox, { key: 'Enter', code: 'Enter', keyCode: 13 });
    });
    expect(valuesOf(store).priority).toBeNull();
  });
});
