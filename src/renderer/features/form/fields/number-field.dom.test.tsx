import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderForm, valuesOf } from '../../../test-support/render-form';

const priceField = [{ type: 'number', name: 'Price', title: 'Preço' }] as const;

function type(text: string) {
  fireEvent.change(screen.getByLabelText('Preço'), { target: { value: text } });
}
const shown = () => (screen.getByLabelText('Preço') as HTMLInputElement).value;

describe('NumberField', () => {
  it('shows the stored number and passes on complete numbers only', () => {
    const { store } = renderForm(priceField, { values: { Price: 10 } });
    expect(shown()).toBe('10');

    type('-');
    expect(shown()).toBe('-');
    expect(valuesOf(store).Price).toBe(10);

    type('-12');
    expect(valuesOf(store).Price).toBe(-12);

    type('-12.');
    expect(shown()).toBe('-12.');
    expect(valuesOf(store).Price).toBe(-12);

    type('-12.5');
    expect(valuesOf(store).Price).toBe(-12.5);
    expect(shown()).toBe('-12.5');
  });

  it('cleans what is typed: letters out, a comma becomes the point, one minus, one point', () => {
    const { store } = renderForm(priceField);
    type('R$ 1a9,9,0');
    expect(shown()).toBe('19.90');
    expect(valuesOf(store).Price).toBe(19.9);
    type('19.90-');
    expect(shown()).toBe('19.90');
  });

  it('empty becomes null', () => {
    const { store } = renderForm(priceField, { values: { Price: 5 } });
    type('');
    expect(valuesOf(store).Price).toBeNull();
    expect(shown()).toBe('');
  });

  it('a change made elsewhere replaces the text', () => {
    const { store } = renderForm(priceField, { values: { Price: 5 } });
    type('5.');
    expect(shown()).toBe('5.');
    act(() => store.reset({ Price: 7 }));
    expect(shown()).toBe('7');
    expect(store.getState().revision).toBe(0);
  });

  it('garbage typed into an empty field stores nothing', () => {
    const { store } = renderForm(priceField);
    type('abc');
    expect(shown()).toBe('');
    expect(valuesOf(store)).toEqual({});
    expect(store.getState().revision).toBe(0);
  });
});
