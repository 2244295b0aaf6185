import { describe, expect, it } from 'vitest';
import { normalisePhone } from './phone';

describe('normalisePhone', () => {
  it.each([
    ['(11) 98765-4321', '5511987654321'],
    ['11987654321', '5511987654321'],
    ['+55 11 98765-4321', '5511987654321'],
    ['  +55 (51) 99123-4567 ', '5551991234567'],
    ['011 98765 4321', '5511987654321'],
    ['(11) 3333-4444', '551133334444'],
    ['+351 912 345 678', '351912345678'],
  ])('%s → %s', (input, digits) => {
    expect(normalisePhone(input)).toEqual({ ok: true, digits });
  });

  it('says an empty input is empty', () => {
    expect(normalisePhone('   ')).toEqual({ ok: false, problem: 'empty' });
  });

  it.each(['123', '98765-4321', '(11) 0000-0000', '+55 11 98765-43210', 'abc', '11 9876ABCD'])(
    'refuses %s',
    (input) => {
      expect(normalisePhone(input)).toEqual({ ok: false, problem: 'invalid' });
    },
  );
});
