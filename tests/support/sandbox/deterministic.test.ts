import { describe, expect, it } from 'vitest';
import {
  ean13For,
  fakeProduct,
  hash,
  hexId,
  intBetween,
  phoneFor,
} from '../../../src/main/services/demo-services/deterministic';

describe('deterministic data', () => {
  it('hashes the same input to the same number, and nearby inputs apart', () => {
    expect(hash('1011')).toBe(hash('1011'));
    expect(hash('1011')).not.toBe(hash('1012'));
    expect(hash('')).toBe(0x811c9dc5);
  });

  it('makes EAN-13 codes whose check digit is right', () => {
    for (const code of ['1', '1011', '2050', '930001', 'FR-7']) {
      const ean = ean13For(code);
      expect(ean).toMatch(/^789\d{10}$/);
      const digits = [...ean].map(Number);
      const sum = digits.slice(0, 12).reduce((acc, d, i) => acc + d * (i % 2 === 0 ? 1 : 3), 0);
      expect(digits[12]).toBe((10 - (sum % 10)) % 10);
    }
  });

  it('keeps ranged integers inside their bounds', () => {
    for (let i = 0; i < 200; i++) {
      const value = intBetween(String(i), 'salt', 3, 7);
      expect(value).toBeGreaterThanOrEqual(3);
      expect(value).toBeLessThanOrEqual(7);
    }
  });

  it('makes hex ids and phones of the right form', () => {
    expect(hexId('v1', 32)).toMatch(/^[0-9a-f]{32}$/);
    expect(hexId('v1', 64)).toMatch(/^[0-9a-f]{64}$/);
    expect(hexId('v1', 64).startsWith(hexId('v1', 32))).toBe(true);
    expect(phoneFor('x')).toMatch(/^55\d{2}9\d{8}$/);
  });

  it('derives a coherent product: prices ordered, image under the asset base', () => {
    const product = fakeProduct('1011', 1, 'http://127.0.0.1:1/__sandbox__/assets');
    expect(product.PriceCompare).toBeGreaterThan(product.Price);
    expect(product.PriceMin).toBeLessThan(product.Price);
    expect(product.Price).toBeGreaterThan(product.PriceNet);
    expect(product.ProductImage).toBe('http://127.0.0.1:1/__sandbox__/assets/images/1011.png');
    expect(fakeProduct('1011', 1, 'http://127.0.0.1:1/__sandbox__/assets')).toEqual(product);
  });
});
