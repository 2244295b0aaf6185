import { describe, expect, it } from 'vitest';
import {
  formatBrl,
  formatDateTime,
  formatDecimal2,
  formatDuration,
  formatPercent,
  formatValueText,
  jsonPreview,
  numberFrom,
  formatBytes,
} from './pt-br-format';

const nbsp = '\u00a0';
const words = { empty: '(vazio)', yes: 'Sim', no: 'Não' };

describe('pt-BR formatting', () => {
  it('formats money from numbers and numeric text, and nothing else', () => {
    expect(formatBrl(429.9)).toBe(`R$${nbsp}429,90`);
    expect(formatBrl(1234.5)).toBe(`R$${nbsp}1.234,50`);
    expect(formatBrl(-3.2)).toBe(`-R$${nbsp}3,20`);
    expect(formatBrl('1299.90')).toBe(`R$${nbsp}1.299,90`);
    expect(formatBrl('1299,90')).toBe(`R$${nbsp}1.299,90`);
    for (const absent of [null, undefined, '', '  ', 'abc', Number.NaN, Infinity, {}]) {
      expect(formatBrl(absent)).toBeNull();
    }
    expect(numberFrom('12,5')).toBe(12.5);
  });

  it('formats decimals and percentages', () => {
    expect(formatDecimal2(1.6)).toBe('1,60');
    expect(formatPercent(3.25)).toBe('3,25%');
    expect(formatPercent(undefined)).toBeNull();
  });

  it('formats durations', () => {
    expect(formatDuration(12_400)).toBe('12 s');
    expect(formatDuration(187_000)).toBe('3 min 07 s');
    expect(formatDuration(3_900_000)).toBe('1 h 05 min');
    expect(formatDuration(-5)).toBe('0 s');
  });

  it('formats dates: a local midnight as the day, seconds on request', () => {
    expect(formatDateTime(new Date(2026, 10, 3))).toBe('03/11/2026');
    expect(formatDateTime(new Date(2026, 10, 3, 14, 5))).toBe('03/11/2026 14:05');
    expect(formatDateTime(new Date(2026, 10, 3, 14, 5, 9), { seconds: true })).toBe(
      '03/11/2026 14:05:09',
    );
  });

  it('reads any value as one short line', () => {
    expect(formatValueText(null, words)).toBe('(vazio)');
    expect(formatValueText('', words)).toBe('(vazio)');
    expect(formatValueText(true, words)).toBe('Sim');
    expect(formatValueText(1234.5, words)).toBe('1.234,5');
    expect(formatValueText('x'.repeat(10), { ...words, limit: 4 })).toBe('xxxx…');
    expect(formatValueText({ when: new Date('2026-11-01T00:00:00.000Z') }, words)).toBe(
      '{"when":{"__date":"2026-11-01T00:00:00.000Z"}}',
    );
  });

  it('previews odd values as JSON, and never throws', () => {
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(jsonPreview(cycle)).toBe('[object Object]');
    expect(jsonPreview(10n)).toBe('10');
    expect(jsonPreview(undefined)).toBe('undefined');
  });
});

describe('formatBytes', () => {
  it('reads sizes in 1024 steps with a decimal comma', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(4096)).toBe('4 KB');
    expect(formatBytes(1.5 * 1024 * 1024)).toBe('1,5 MB');
    expect(formatBytes(20 * 1024 * 1024)).toBe('20 MB');
    expect(formatBytes(2 * 1024 ** 3)).toBe('2 GB');
  });
});
