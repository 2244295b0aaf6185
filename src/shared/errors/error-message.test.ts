import { describe, expect, it } from 'vitest';
import { errorMessage, toError } from './error-message';

describe('errorMessage', () => {
  it('reads an Error, a thrown string and any other value', () => {
    expect(errorMessage(new TypeError('falhou'))).toBe('falhou');
    expect(errorMessage('texto')).toBe('texto');
    expect(errorMessage(42)).toBe('42');
    expect(errorMessage(null)).toBe('null');
  });
});

describe('toError', () => {
  it('keeps an Error as it is and wraps anything else', () => {
    const error = new RangeError('x');
    expect(toError(error)).toBe(error);
    const wrapped = toError({ toString: () => 'objeto' });
    expect(wrapped).toBeInstanceOf(Error);
    expect(wrapped.message).toBe('objeto');
  });
});
