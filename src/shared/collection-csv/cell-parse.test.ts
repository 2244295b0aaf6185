import { describe, expect, it } from 'vitest';
import { formatDateCell, formatDateTimeCell } from './cell-format';
import { parseDateCell, parseDateTimeCell, parseNumberCell } from './cell-parse';

describe('parseNumberCell', () => {
  it.each([
    ['12', 12],
    ['-12', -12],
    ['+3', 3],
    ['1234.5', 1234.5],
    ['1.234', 1.234],
    ['.5', 0.5],
    ['5.', 5],
    ['1e-7', 1e-7],
    ['1E+21', 1e21],
    ['  42  ', 42],
    ['1234,56', 1234.56],
    ['1.234,56', 1234.56],
    ['-1.234.567,5', -1234567.5],
    ['0,5', 0.5],
    ['1.234.567', 1234567],
  ])('reads %j as %d', (text, expected) => {
    expect(parseNumberCell(text)).toBe(expected);
  });

  it.each([
    'abc',
    '12abc',
    '1,234.56', // en-US grouping: ambiguous next to pt-BR, refused
    '1.23,4', // a dot that does not group thousands
    '12.34.56',
    '1,2,3',
    '1 234',
    'R$ 10',
    '--1',
    '-',
    '.',
    ',5',
    'Infinity',
    'NaN',
    '0x10',
    '1e999',
  ])('refuses %j', (text) => {
    expect(parseNumberCell(text)).toBeUndefined();
  });
});

describe('parseDateCell', () => {
  it('reads the export format and the pt-BR one as local midnight', () => {
    expect(parseDateCell('2026-01-31')).toEqual(new Date(2026, 0, 31));
    expect(parseDateCell('31/01/2026')).toEqual(new Date(2026, 0, 31));
    expect(parseDateCell('1/2/2026')).toEqual(new Date(2026, 1, 1));
  });

  it('keeps the calendar day written, dropping time and zone', () => {
    expect(parseDateCell('2026-01-31T00:00:00Z')).toEqual(new Date(2026, 0, 31));
    expect(parseDateCell('2026-01-31T23:59:59-03:00')).toEqual(new Date(2026, 0, 31));
    expect(parseDateCell('31/01/2026 10:30')).toEqual(new Date(2026, 0, 31));
  });

  it('reads years before 100 as themselves', () => {
    const date = parseDateCell('0099-03-04')!;
    expect(date.getFullYear()).toBe(99);
    expect(formatDateCell(date)).toBe('0099-03-04');
  });

  it.each([
    '2026-02-30',
    '2025-02-29',
    '2026-13-01',
    '2026-00-10',
    '31/02/2026',
    '02/31/2026',
    '2026-01-31T24:00:00',
    '2026-01-31T10:60',
    '2026/01/31',
    '31-01-2026',
    '26-01-31',
    'ontem',
    '2026-01-31T10:00:00+25:00',
  ])('refuses %j', (text) => {
    expect(parseDateCell(text)).toBeUndefined();
  });

  it('accepts 29 February in a leap year', () => {
    expect(parseDateCell('2024-02-29')).toEqual(new Date(2024, 1, 29));
  });
});

describe('parseDateTimeCell', () => {
  it('reads the export format in local time, and round-trips it', () => {
    const date = new Date(2026, 0, 31, 9, 5, 7);
    expect(parseDateTimeCell('2026-01-31T09:05:07')).toEqual(date);
    expect(formatDateTimeCell(parseDateTimeCell(formatDateTimeCell(date))!)).toBe(
      '2026-01-31T09:05:07',
    );
  });

  it('reads ISO with a zone as that instant', () => {
    expect(parseDateTimeCell('2026-01-31T12:00:00.250Z')).toEqual(
      new Date(Date.UTC(2026, 0, 31, 12, 0, 0, 250)),
    );
    expect(parseDateTimeCell('2026-01-31T09:00:00-03:00')).toEqual(
      new Date(Date.UTC(2026, 0, 31, 12)),
    );
    expect(parseDateTimeCell('2026-01-31T14:30:00+0230')).toEqual(
      new Date(Date.UTC(2026, 0, 31, 12)),
    );
  });

  it('reads a date alone, a space instead of T and pt-BR date-times as local time', () => {
    expect(parseDateTimeCell('2026-01-31')).toEqual(new Date(2026, 0, 31));
    expect(parseDateTimeCell('2026-01-31 10:30')).toEqual(new Date(2026, 0, 31, 10, 30));
    expect(parseDateTimeCell('31/01/2026 10:30:15')).toEqual(new Date(2026, 0, 31, 10, 30, 15));
    expect(parseDateTimeCell('31/01/2026')).toEqual(new Date(2026, 0, 31));
  });

  it.each([
    '2026-01-31T10',
    '2026-01-31T25:00:00',
    '31/01/2026 10',
    '2026-02-30T10:00:00',
    '',
    'x',
  ])('refuses %j', (text) => {
    expect(parseDateTimeCell(text)).toBeUndefined();
  });
});
