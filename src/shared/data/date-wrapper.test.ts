import { describe, expect, it } from 'vitest';
import { isDateWrapper, unwrapDates, wrapDates } from './date-wrapper';

describe('date wrapper', () => {
  it('round-trips nested dates through JSON', () => {
    const value = {
      a: new Date('2026-01-02T03:04:05.000Z'),
      list: [{ at: new Date(0) }],
      n: 1,
      s: 'x',
    };
    const json = JSON.stringify(wrapDates(value));
    expect(json).toContain('{"__date":"2026-01-02T03:04:05.000Z"}');
    expect(unwrapDates(JSON.parse(json))).toEqual(value);
  });

  it('only treats a lone __date string key as a wrapper', () => {
    expect(isDateWrapper({ __date: '2026-01-01' })).toBe(true);
    expect(isDateWrapper({ __date: '2026-01-01', other: 1 })).toBe(false);
    expect(isDateWrapper({ __date: 5 })).toBe(false);
    expect(unwrapDates({ __date: 'not a date' })).toEqual({ __date: 'not a date' });
  });
});
