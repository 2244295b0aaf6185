import { describe, expect, it } from 'vitest';
import { changedProductPaths, listProductPaths, productPathLabel } from './flow-changes';

const before = {
  ProductCode: '1011',
  ProductSiteName: 'Panela Solar',
  Price: 429.9,
  Options: { canSell: true, isFreeShipping: true },
  Stock: { 'cd-sp': { qty: 12 }, 'cd-rs': { qty: 3 } },
  updatedAt: new Date('2026-11-01T10:00:00Z'),
  lastChangelogId: 'a',
};

describe('what a product flow changed', () => {
  it('names nothing when only the bookkeeping moved', () => {
    const after = { ...before, updatedAt: new Date(), lastChangelogId: 'b' };
    expect(changedProductPaths(before, after)).toEqual([]);
  });

  it('lists changed, added and removed fields, maps entry by entry', () => {
    const after = {
      ProductCode: '1011',
      Price: 399.9,
      Options: { canSell: false, isFreeShipping: true },
      Stock: { 'cd-sp': { qty: 12 }, 'cd-rs': { qty: 9 }, 'cd-ba': { qty: 1 } },
      EAN13: '7891112010116',
      updatedAt: before.updatedAt,
    };
    expect(changedProductPaths(before, after)).toEqual([
      'Price',
      'Options.canSell',
      'Stock.cd-rs',
      'Stock.cd-ba',
      'EAN13',
      'ProductSiteName',
    ]);
  });

  it('compares dates by time and a map that became a value as one field', () => {
    const same = { at: new Date('2026-01-01T00:00:00Z') };
    expect(changedProductPaths(same, { at: new Date('2026-01-01T00:00:00Z') })).toEqual([]);
    expect(changedProductPaths({ Options: { canSell: true } }, { Options: null })).toEqual([
      'Options',
    ]);
  });

  it('reads each path as the information panel names it', () => {
    expect(productPathLabel('Price')).toBe('Preço à vista');
    expect(productPathLabel('Options.canSell')).toBe('Pode vender');
    expect(productPathLabel('Stock.cd-rs')).toBe('Estoque (cd-rs)');
    expect(productPathLabel('ProductSiteName')).toBe('Nome no site');
    expect(productPathLabel('Unknown.x')).toBe('Unknown.x');
  });

  it('joins the names in pt-BR, each once, and counts the rest past the limit', () => {
    expect(listProductPaths([])).toBe('');
    expect(listProductPaths(['Price'])).toBe('Preço à vista');
    expect(listProductPaths(['Price', 'PriceMin', 'Price'])).toBe(
      'Preço à vista e Preço mínimo à vista',
    );
    expect(listProductPaths(['Price', 'PriceMin', 'EAN13', 'Stock.a', 'Stock.b'], 2)).toBe(
      'Preço à vista, Preço mínimo à vista e mais 3',
    );
  });
});
