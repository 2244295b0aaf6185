import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const NOW = Date.parse('2026-11-20T12:00:00.000Z');

describe('formatRelativeTime', () => {
  it('says how long ago in pt-BR', () => {
    expect(formatRelativeTime(NOW - 10_000, NOW)).toBe('há poucos segundos');
    expect(formatRelativeTime(NOW - 2 * 60_000, NOW)).toBe('há 2 minutos');
    expect(formatRelativeTime(NOW - 3 * 3_600_000, NOW)).toBe('há 3 horas');
    expect(formatRelativeTime(new Date(NOW - 86_400_000), new Date(NOW))).toBe('há um dia');
  });

  it('moves on as now moves', () => {
    const at = NOW - 60_000 * 2;
    expect(formatRelativeTime(at, NOW)).toBe('há 2 minutos');
    expect(formatRelativeTime(at, NOW + 60_000)).toBe('há 3 minutos');
  });
});
