import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dateToStore, readDateValue } from './date-value';
import { renderForm, valuesOf } from '../../../test-support/render-form';

const shown = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

async function typeDate(label: string, text: string) {
  const input = screen.getByLabelText(label);
  await act(async () => {
    fireEvent.mouseDown(input);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: text } });
  });
  await act(async () => {
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  });
}

describe('DateField', () => {
  it('shows a stored Date, ISO string or {seconds} in pt-BR format', () => {
    renderForm(
      [
        { type: 'date', name: 'a', title: 'A' },
        { type: 'datetime', name: 'b', title: 'B' },
        { type: 'date', name: 'c', title: 'C' },
        { type: 'datetime', name: 'd', title: 'D' },
        { type: 'date', name: 'e', title: 'E' },
      ],
      {
        values: {
          a: new Date(2026, 2, 15),
          b: new Date(2026, 2, 15, 9, 30),
          c: '2026-03-15',
          d: { seconds: new Date(2026, 2, 15, 9, 30).getTime() / 1000, nanoseconds: 0 },
        },
      },
    );
    expect(shown('A')).toBe('15/03/2026');
    expect(shown('B')).toBe('15/03/2026 09:30');
    expect(shown('C')).toBe('15/03/2026');
    expect(shown('D')).toBe('15/03/2026 09:30');
    expect(shown('E')).toBe('');
  });

  it('stores a typed date as a Date at local midnight', async () => {
    const { store } = renderForm([{ type: 'date', name: 'when', title: 'Quando' }]);
    await typeDate('Quando', '20/04/2026');
    expect(valuesOf(store).when).toEqual(new Date(2026, 3, 20));
  });

  it('stores a typed date and time as a Date', async () => {
    const { store } = renderForm([{ type: 'datetime', name: 'at', title: 'Em' }]);
    await typeDate('Em', '20/04/2026 14:05');
    expect(valuesOf(store).at).toEqual(new Date(2026, 3, 20, 14, 5));
  });

  it('shows an unreadable stored value as text and keeps it', () => {
    const { store } = renderForm([{ type: 'date', name: 'when', title: 'Quando' }], {
      values: { when: 'amanhã cedo' },
    });
    expect(screen.getByText(/não reconhecido como data/)).toBeTruthy();
    expect(screen.getByText('"amanhã cedo"')).toBeTruthy();
    expect(valuesOf(store)).toEqual({ when: 'amanhã cedo' });
  });
});

describe('readDateValue', () => {
  it.each([
    [null, 'empty'],
    [undefined, 'empty'],
    ['', 'empty'],
    [new Date('2026-01-02T03:04:05Z'), 'date'],
    [new Date('x'), 'unreadable'],
    ['2026-01-02T03:04:05.000Z', 'date'],
    ['2026-01-02', 'date'],
    ['02/01/2026', 'unreadable'],
    ['2026-13-45', 'unreadable'],
    ['2026-02-30', 'unreadable'],
    ['2026-01-02T25:00:00Z', 'unreadable'],
    ['2026-01-02 10:00', 'unreadable'],
    [1767323045000, 'date'],
    [Number.NaN, 'unreadable'],
    [{ seconds: 1767323045, nanoseconds: 5e8 }, 'date'],
    [{ _seconds: 1767323045, _nanoseconds: 0 }, 'date'],
    [{ __date: '2026-01-02T03:04:05.000Z' }, 'date'],
    [{ __date: 'ontem' }, 'unreadable'],
    [{ seconds: 'x' }, 'unreadable'],
    [true, 'unreadable'],
    [[2026, 1, 2], 'unreadable'],
  ])('%j is %s', (value, kind) => {
    expect(readDateValue(value).kind).toBe(kind);
  });

  it('reads {seconds, nanoseconds} to the millisecond and a date-only ISO as local', () => {
    const reading = readDateValue({ seconds: 1767323045, nanoseconds: 5e8 });
    expect(reading.kind === 'date' && reading.value.valueOf()).toBe(1767323045500);
    const local = readDateValue('2026-01-02');
    expect(local.kind === 'date' && local.value.toDate()).toEqual(new Date(2026, 0, 2));
  });
});

describe('dateToStore', () => {
  it('gives local midnight for a date, the instant for a datetime, null for nothing', async () => {
    const dayjs = (await import('dayjs')).default;
    const picked = dayjs(new Date(2026, 5, 7, 13, 45, 10));
    expect(dateToStore(picked, false)).toEqual(new Date(2026, 5, 7));
    expect(dateToStore(picked, true)).toEqual(new Date(2026, 5, 7, 13, 45, 10));
    expect(dateToStore(null, true)).toBeNull();
    expect(dateToStore(dayjs('nope'), false)).toBeNull();
  });
});
