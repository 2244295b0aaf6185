import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone';

describe('formatPhone', () => {
  it('reads Brazilian numbers in the national form, with or without +55', () => {
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('+55 11 98765-4321')).toBe('(11) 98765-4321');
    expect(formatPhone(5134567890)).toBe('(51) 3456-7890');
  });

  it('shows foreign numbers internationally', () => {
    expect(formatPhone('+351 912 345 678')).toBe('+351 912 345 678');
  });

  it('keeps what is no phone, and gives null for nothing', () => {
    expect(formatPhone('ligar depois')).toBe('ligar depois');
    expect(formatPhone('  ')).toBeNull();
    expect(formatPhone(undefined)).toBeNull();
    expect(formatPhone({})).toBeNull();
  });
});
