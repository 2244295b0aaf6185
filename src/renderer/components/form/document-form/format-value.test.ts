import { describe, expect, it } from 'vitest';
import { formatValue } from './format-value';

describe('formatValue', () => {
  it('shows empty values as (vazio) and booleans in pt-BR', () => {
    for (const value of [undefined, null, '']) expect(formatValue(value)).toBe('(vazio)');
    expect(formatValue(true)).toBe('Sim');
    expect(formatValue(false)).toBe('Não');
    expect(formatValue(0)).toBe('0');
  });

  it('shows dates in local pt-BR form and objects as JSON with date wrappers', () => {
    const date = new Date(2026, 0, 31, 14, 5, 9);
    expect(formatValue(date)).toBe('31/01/2026 14:05:09');
    expect(formatValue({ at: new Date('2026-01-31T00:00:00.000Z'), n: [1] })).toBe(
      '{"at":{"__date":"2026-01-31T00:00:00.000Z"},"n":[1]}',
    );
  });

  it('cuts very long values', () => {
    const text = formatValue('x'.repeat(1000));
    expect(text).toHaveLength(301);
    expect(text.endsWith('…')).toBe(true);
  });
});
