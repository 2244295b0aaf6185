import { describe, expect, it } from 'vitest';
import type { FormDefinition } from './field-definition';
import { formDefinitions, inferredSpecCollections } from './definitions';
import { definedCollections, formDefinitionFor } from './form-registry';

/** Every collection of spec 02 §3 "Collections configured". */
const SPEC_COLLECTIONS = [
  'customer',
  'cart-link',
  'shipping-quote',
  'popup-lead',
  'brand',
  'product',
  'product-tree',
  'product-type',
  'product-type-group',
  'product-gift',
  'category',
  'category-collection',
  'rating-store',
  'carrier-pricing',
  'content',
  'page',
  'search-redirect',
  'course',
  'link',
  'post',
  'stock',
  'stock-file',
  'stock-trade-file',
  'sales-rule',
  'promotion-rule',
  'pricing-rule',
  'customer-credit',
  'customer-segment',
  'email-template',
  'campaign-email',
  'campaign-email-preference',
  'whatsapp-template',
  'campaign-whatsapp',
];

const form = (collection: string): FormDefinition => {
  const definition = formDefinitionFor(collection);
  if (!definition) throw new Error(`no form for ${collection}`);
  return definition;
};

describe('the registry', () => {
  it('has one definition per collection', () => {
    const ids = formDefinitions.map((definition) => definition.collection);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('covers every configured collection of the spec, written or inferred', () => {
    const covered = new Set([...definedCollections, ...inferredSpecCollections]);
    expect(SPEC_COLLECTIONS.filter((collection) => !covered.has(collection))).toEqual([]);
    for (const collection of inferredSpecCollections) {
      expect(formDefinitionFor(collection)).toBeUndefined();
    }
  });

  it('resolves every listed collection, and nothing else', () => {
    for (const collection of definedCollections)
      expect(formDefinitionFor(collection)).toBeDefined();
    expect(formDefinitionFor('no-such-collection')).toBeUndefined();
    expect(formDefinitionFor('')).toBeUndefined();
    expect(formDefinitionFor('__proto__')).toBeUndefined();
    expect(formDefinitionFor('toString')).toBeUndefined();
  });

  it('serves the product form under product and product-data', () => {
    expect(definedCollections).toContain('product');
    expect(definedCollections).toContain('product-data');
    const product = form('product');
    const productData = form('product-data');
    expect(productData.collection).toBe('product-data');
    expect(productData.fields).toBe(product.fields);
    expect(productData.newDocumentDefaults).toBe(product.newDocumentDefaults);
  });
});
