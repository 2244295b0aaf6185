import { fireEvent } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FieldDefinition } from '../../../shared/forms/field-definition';
import { pathKey, type ValuePath } from '../../../shared/forms/value-path';
import { countRenders, type RenderCounter } from '../../test-support/render-counts';
import { renderForm, valuesOf } from '../../test-support/render-form';
import { NumberField } from './fields/number-field';
import { PlainTextField } from './fields/plain-text-field';
import { StructBody } from './fields/struct-body';

// Counts renders per field path of the text and number controls and of struct bodies: the
// plain text control is where a text field reads its value (text-field.tsx only picks it).
let counters: Array<[string, RenderCounter]> = [];
beforeEach(() => {
  const byPath = (props: { path: ValuePath }) => pathKey(props.path);
  counters = [
    ['text', countRenders(PlainTextField, byPath)],
    ['number', countRenders(NumberField, byPath)],
    ['struct', countRenders(StructBody, byPath)],
  ];
});
/** Renders so far, per `kind:path`. */
function renders(): Map<string, number> {
  return new Map(
    counters.flatMap(([kind, counter]) =>
      [...counter.byKey].map(([path, count]) => [`${kind}:${path}`, count] as const),
    ),
  );
}

/** 150 text fields, a struct of 25 numbers and a list of 5 items of 5 text fields: 200. */
const fields: FieldDefinition[] = [
  ...Array.from({ length: 150 }, (_, index) => ({
    type: 'text' as const,
    name: `f${index}`,
    title: `Campo ${index}`,
  })),
  {
    type: 'struct',
    name: 'prices',
    title: 'Preços',
    fields: Array.from({ length: 25 }, (_, index) => ({
      type: 'number' as const,
      name: `p${index}`,
      title: `Preço ${index}`,
    })),
  },
  {
    type: 'array_struct',
    name: 'items',
    title: 'Itens',
    fields: Array.from({ length: 5 }, (_, index) => ({
      type: 'text' as const,
      name: `i${index}`,
      title: `Item campo ${index}`,
    })),
  },
];
const values = {
  items: Array.from({ length: 5 }, (_, item) =>
    Object.fromEntries(Array.from({ length: 5 }, (_, index) => [`i${index}`, `${item}.${index}`])),
  ),
};

const snapshot = renders;
function rendersSince(before: Map<string, number>): Record<string, number> {
  const changed: Record<string, number> = {};
  for (const [key, value] of renders()) {
    const delta = value - (before.get(key) ?? 0);
    if (delta > 0) changed[key] = delta;
  }
  return changed;
}

/** Label lookup by text without *ByLabelText (which is slow over 200 fields in jsdom). */
function inputsLabelled(text: string): HTMLElement[] {
  return [...document.querySelectorAll('label')]
    .filter((label) => label.textContent === text)
    .map((label) => document.getElementById(label.htmlFor)!);
}

describe('a keystroke in a 200-field form', () => {
  it('renders every field once at first', () => {
    renderForm(fields, { values });
    const texts = [...renders().keys()].filter((key) => key.startsWith('text:'));
    const numbers = [...renders().keys()].filter((key) => key.startsWith('number:'));
    expect(texts).toHaveLength(175);
    expect(numbers).toHaveLength(25);
  });

  it('re-renders only the field typed in (top level)', () => {
    const { store } = renderForm(fields, { values });
    const before = snapshot();
    fireEvent.change(inputsLabelled('Campo 17')[0], { target: { value: 'a' } });
    expect(valuesOf(store).f17).toBe('a');
    expect(rendersSince(before)).toEqual({ 'text:f17': 1 });
  });

  it('re-renders only the number typed in, not its struct', () => {
    const { store } = renderForm(fields, { values });
    const before = snapshot();
    fireEvent.change(inputsLabelled('Preço 3')[0], { target: { value: '4' } });
    expect(valuesOf(store).prices).toEqual({ p3: 4 });
    expect(rendersSince(before)).toEqual({ 'number:prices.p3': 1 });
  });

  it('re-renders only the field typed in inside a list item', () => {
    const { store } = renderForm(fields, { values });
    const before = snapshot();
    const inputs = inputsLabelled('Item campo 2');
    expect(inputs).toHaveLength(5);
    fireEvent.change(inputs[3], { target: { value: 'novo' } });
    expect((valuesOf(store).items as Array<Record<string, unknown>>)[3].i2).toBe('novo');
    expect(rendersSince(before)).toEqual({ 'text:items.3.i2': 1 });
  });
});
