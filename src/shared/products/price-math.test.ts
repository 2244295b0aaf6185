import { describe, expect, it } from 'vitest';
import { formatBRL, formatMultiple, formatPercent, priceMultiple, roundTo2 } from './price-math';

const nbsp = '\u00a0';

describe('roundTo2', () => {
  it.each([
    [1.005, 1.01],
    [1.004, 1],
    [1.015, 1.02],
    [2.675, 2.68],
    [1.6124, 1.61],
    [1.6150000001, 1.62],
    [0, 0],
    [-1.005, -1.01],
    [123456.789, 123456.79],
  ])('%s → %s', (input, expected) => {
    expect(roundTo2(input)).toBe(expected);
  });
});

describe('priceMultiple', () => {
  it.each([
    // The demo product 1011: Price 429.90 over its ERP and manufacturer unit costs.
    [429.9, 258.54, 1.66],
    [429.9, 266.54, 1.61],
    [429.9, 250.55, 1.72],
    [100, 3, 33.33],
    [200, 3, 66.67],
    [10, 10, 1],
    [0, 10, 0],
  ])('%s ÷ %s = %s', (price, cost, expected) => {
    expect(priceMultiple(price, cost)).toBe(expected);
  });

  it.each([
    ['cost zero', 100, 0],
    ['negative cost', 100, -5],
    ['missing cost', 100, undefined],
    ['missing price', null, 10],
    ['text price', '429,90', 10],
    ['NaN cost', 100, Number.NaN],
    ['infinite price', Number.POSITIVE_INFINITY, 10],
  ])('no multiple when %s', (_label, price, cost) => {
    expect(priceMultiple(price, cost)).toBeNull();
  });
});

describe('formatting', () => {
  it('formats BRL the Brazilian way', () => {
    expect(formatBRL(429.9)).toBe(`R$${nbsp}429,90`);
    expect(formatBRL(1234.5)).toBe(`R$${nbsp}1.234,50`);
    expect(formatBRL(0)).toBe(`R$${nbsp}0,00`);
    expect(formatBRL(-3.2)).toBe(`-R$${nbsp}3,20`);
  });

  it('shows a dash for a missing or non-numeric price', () => {
    expect(formatBRL(null)).toBe('—');
    expect(formatBRL(undefined)).toBe('—');
    expect(formatBRL('429.90')).toBe('—');
    expect(formatBRL(Number.NaN)).toBe('—');
  });

  it('formats multiples and percentages with two decimals', () => {
    expect(formatMultiple(1.6)).toBe('1,60');
    expect(formatMultiple(null)).toBe('—');
    expect(formatPercent(3.25)).toBe('3,25%');
    expect(formatPercent(undefined)).toBe('—');
  });
});
