import { describe, expect, it } from 'vitest';
import { priceMultiple, roundTo2 } from './price-math';

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
