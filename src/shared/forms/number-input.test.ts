import { describe, expect, it } from 'vitest';
import { numberFromTyping, numberToTyping, sanitizeNumberTyping } from './number-input';

describe('sanitizeNumberTyping', () => {
  it.each([
    ['', ''],
    ['123', '123'],
    ['-12', '-12'],
    ['12-3', '123'],
    ['--5', '-5'],
    ['-', '-'],
    ['1.5', '1.5'],
    ['1,5', '1.5'],
    ['1.2.3', '1.23'],
    ['1,2,3', '1.23'],
    ['1.2,3', '1.23'],
    ['.5', '.5'],
    ['abc', ''],
    ['R$ 12,90', '12.90'],
    ['1e5', '15'],
    [' 4 2 ', '42'],
    ['+7', '7'],
    ['-0.0', '-0.0'],
    ['١٢', ''],
  ])('%j → %j', (typed, kept) => {
    expect(sanitizeNumberTyping(typed)).toBe(kept);
  });
});

describe('numberFromTyping', () => {
  it.each([
    ['', null],
    ['0', 0],
    ['42', 42],
    ['-42', -42],
    ['3.14', 3.14],
    ['-0.5', -0.5],
    ['007', 7],
    ['-', undefined],
    ['1.', undefined],
    ['.5', undefined],
    ['-.5', undefined],
    ['1.2.3', undefined],
    ['1,5', undefined],
    ['abc', undefined],
    [' 1', undefined],
    ['1e3', undefined],
    ['9'.repeat(400), undefined],
  ])('%j → %j', (typed, passed) => {
    expect(numberFromTyping(typed)).toBe(passed);
  });

  it('passes on what sanitizing a typed pt-BR decimal gives', () => {
    expect(numberFromTyping(sanitizeNumberTyping('200,35'))).toBe(200.35);
  });
});

describe('numberToTyping', () => {
  it.each([
    [12.5, '12.5'],
    [0, '0'],
    [null, ''],
    [undefined, ''],
    [Number.NaN, ''],
    ['7', '7'],
    [true, ''],
  ])('%j shows as %j', (value, shown) => {
    expect(numberToTyping(value)).toBe(shown);
  });
});
