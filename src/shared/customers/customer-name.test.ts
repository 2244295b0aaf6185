import { describe, expect, it } from 'vitest';
import { customerName } from './customer-name';

describe('customerName', () => {
  it('joins first and last name, else takes a single name', () => {
    expect(customerName({ firstName: ' Ana ', lastName: 'Souza' })).toBe('Ana Souza');
    expect(customerName({ firstName: 'Ana' })).toBe('Ana');
    expect(customerName({ name: 'Loja Parceira' })).toBe('Loja Parceira');
    expect(customerName({ displayName: 'carla' })).toBe('carla');
  });

  it('is empty for a customer without any name', () => {
    expect(customerName({ email: 'x@y.com', firstName: 3 })).toBe('');
  });
});
