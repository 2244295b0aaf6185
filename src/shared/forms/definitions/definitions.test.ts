import { describe, expect, it } from 'vitest';
import { idFieldOf, storedName } from '../field-definition';
import type { FieldDefinition, FormDefinition } from '../field-definition';
import { definedCollections, formDefinitionFor } from '../form-registry';
import { getAt, pathOfName } from '../value-path';
import { JSON_COMPONENT } from './common-fields';
import { definitionProblems } from './definition-problems';
import { inferredSpecCollections } from './index';
import { ufOptions } from './options';

interface Visited {
  field: FieldDefinition;
  where: string;
  /** Stored path from the document root; array items add no key. */
  path: string[];
}

/** Every field of a form, nested ones and array items included. */
function allFields(definition: FormDefinition): Visited[] {
  const out: Visited[] = [];
  const visit = (fields: readonly FieldDefinition[], where: string, base: string[]) => {
    for (const field of fields) {
      const path = [...base, ...pathOfName(storedName(field))];
      const here = `${where} > ${field.name}`;
      out.push({ field, where: here, path });
      if ('fields' in field) visit(field.fields, here, path);
      if (field.type === 'array_field') {
        out.push({ field: field.field, where: `${here}[]`, path });
      }
    }
  };
  visit(definition.fields, definition.collection, []);
  return out;
}

const registered = definedCollections.map((collection) => {
  const definition = formDefinitionFor(collection);
  if (!definition) throw new Error(`${collection} listed but not resolved`);
  return [collection, definition] as const;
});

const form = (collection: string): FormDefinition => {
  const definition = formDefinitionFor(collection);
  if (!definition) throw new Error(`no form for ${collection}`);
  return definition;
};

const topField = (collection: string, name: string): FieldDefinition => {
  const field = form(collection).fields.find((candidate) => candidate.name === name);
  if (!field) throw new Error(`${collection} has no field ${name}`);
  return field;
};

describe('every registered definition', () => {
  it.each(registered)('%s is sound', (_collection, definition) => {
    expect(definitionProblems(definition)).toEqual([]);
  });

  it.each(registered)('%s is registered under its own collection id', (collection, definition) => {
    expect(definition.collection).toBe(collection);
  });

  it.each(registered)('%s titles every field in pt-BR words', (_collection, definition) => {
    expect(definition.title.trim()).not.toBe('');
    const untitled = allFields(definition)
      .filter(({ field }) => !field.title?.trim())
      .map(({ where }) => where);
    expect(untitled).toEqual([]);
  });

  it.each(registered)('%s points only at known collections', (_collection, definition) => {
    const known = new Set([...definedCollections, ...inferredSpecCollections]);
    const unknown = allFields(definition)
      .map(({ field }) => ('collection' in field ? field.collection : undefined))
      .filter((target): target is string => target !== undefined && !known.has(target));
    expect(unknown).toEqual([]);
  });

  it.each(registered)('%s uses only components the engine registers', (_collection, def) => {
    const components = allFields(def).flatMap(({ field }) =>
      field.type === 'component' ? [field.component] : [],
    );
    expect(components.filter((name) => name !== JSON_COMPONENT)).toEqual([]);
  });

  it.each(registered)('%s new-document defaults land on its own fields', (_collection, def) => {
    const stored = new Set(allFields(def).map(({ path }) => path.join('.')));
    const leaves: string[] = [];
    const walk = (value: unknown, path: string[]) => {
      if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
        for (const [key, inner] of Object.entries(value)) walk(inner, [...path, key]);
      } else {
        leaves.push(path.join('.'));
      }
    };
    walk(def.newDocumentDefaults ?? {}, []);
    expect(leaves.filter((leaf) => !stored.has(leaf))).toEqual([]);
  });

  it.each(registered)('%s defaults select values among the options', (_collection, def) => {
    const wrong = allFields(def).flatMap(({ field, path }) => {
      if (field.type !== 'select') return [];
      const value = getAt(def.newDocumentDefaults, path);
      if (value === undefined) return [];
      return field.options.some((option) => option.value === value) ? [] : [path.join('.')];
    });
    expect(wrong).toEqual([]);
  });
});

describe('specific forms', () => {
  it('stores the product MPN as ProductCode, and nothing else there', () => {
    const mpn = topField('product', 'MPN');
    expect(mpn.mapTo).toBe('ProductCode');
    expect(storedName(mpn)).toBe('ProductCode');
    const intoProductCode = form('product').fields.filter((f) => storedName(f) === 'ProductCode');
    expect(intoProductCode).toEqual([mpn]);
  });

  it('keeps the product stock per stock document with qty and ProductCodeErp', () => {
    const stock = topField('product', 'Stock');
    expect(stock.type).toBe('collection_doc_form');
    if (stock.type !== 'collection_doc_form') return;
    expect(stock.collection).toBe('stock');
    expect(stock.fields.map((f) => [f.name, f.type])).toEqual([
      ['qty', 'number'],
      ['ProductCodeErp', 'text'],
    ]);
  });

  it('starts a new product in cm and kg, with mm/cm and m/kg offered', () => {
    const defaults = form('product').newDocumentDefaults;
    for (const root of ['dimensions', 'packingDimensions']) {
      expect(getAt(defaults, [root, 'width', 'unit'])).toBe('cm');
      expect(getAt(defaults, [root, 'height', 'unit'])).toBe('cm');
      expect(getAt(defaults, [root, 'length', 'unit'])).toBe('cm');
      expect(getAt(defaults, [root, 'weight', 'unit'])).toBe('kg');
    }
    const units = allFields(form('product'))
      .filter(({ field, path }) => field.type === 'select' && path.at(-1) === 'unit')
      .map(({ field, path }) => [
        path.join('.'),
        field.type === 'select' ? field.options.map((o) => o.value).join('/') : '',
      ]);
    expect(units).toContainEqual(['dimensions.width.unit', 'mm/cm']);
    expect(units).toContainEqual(['packingDimensions.length.unit', 'mm/cm']);
    expect(units).toContainEqual(['dimensions.weight.unit', 'm/kg']);
    expect(units).toContainEqual(['packingDimensions.weight.unit', 'm/kg']);
  });

  it('has every Options flag of the spec as a checkbox', () => {
    const options = topField('product', 'Options');
    expect(options.type).toBe('struct');
    if (options.type !== 'struct') return;
    expect(options.fields.every((f) => f.type === 'checkbox')).toBe(true);
    expect(options.fields.map((f) => f.name)).toEqual([
      'canSell',
      'canSellAbout',
      'canCrossDocking',
      'canCrossDockingAfter',
      'isFreeShipping',
      'isFreePriceFinancingFee',
      'isFree',
      'isBrandPriceRestrict',
      'isBoutiqueProduct',
      'isBrandMarketplaceRestrict',
      'isBrandEcommerceRestrict',
      'isManualPricing',
      'isSalePricing',
    ]);
  });

  it('starts a new post as a draft, and draft is a status option', () => {
    const post = form('post');
    expect(post.newDocumentDefaults).toEqual({ status: 'draft' });
    const status = topField('post', 'status');
    expect(status.type === 'select' && status.options.map((o) => o.value)).toContain('draft');
  });

  it.each([
    'brand',
    'product',
    'product-data',
    'link',
    'customer',
    'stock',
    'cart-link',
    'carrier-pricing',
    'product-tree',
    'product-type',
    'product-type-group',
    'shipping-quote',
  ])('%s has a top-level id field the user types', (collection) => {
    const id = idFieldOf(form(collection));
    expect(id?.type).toBe('text');
    expect(id?.name).toBe('id');
    expect(id?.readOnly).toBeUndefined();
  });

  it('gives category the fields of the spec, in order, with its parent as a category tree', () => {
    expect(form('category').fields.map((f) => [f.name, f.type])).toEqual([
      ['title', 'text'],
      ['titleSeo', 'text'],
      ['visible', 'checkbox'],
      ['slug', 'text'],
      ['description', 'textarea'],
      ['filters', 'textarea'],
      ['hideTitle', 'checkbox'],
      ['hideProducts', 'checkbox'],
      ['skuOrderBy', 'text'],
      ['parent', 'select_nested'],
      ['order', 'number'],
      ['header', 'textarea'],
    ]);
    expect(idFieldOf(form('category'))).toBeUndefined();
  });

  it.each([
    ['category', 'category'],
    ['course', 'course'],
    ['customer-segment', 'customer-segment'],
    ['pricing-rule', 'pricing-rule'],
  ])('%s parent is a tree of %s', (collection, target) => {
    const parent = topField(collection, 'parent');
    expect(parent.type).toBe('select_nested');
    expect(parent.type === 'select_nested' && parent.collection).toBe(target);
  });

  it.each([
    ['stock', 'type', ['b2c', 'b2b2c']],
    ['stock', 'priority', ['low', 'medium', 'high']],
    ['customer-credit', 'status', ['pending', 'active', 'cancelled']],
    [
      'customer-credit',
      'origin',
      ['order-rma-in', 'order-cashback-in', 'order-out', 'transfer-out'],
    ],
    ['customer-credit', 'referenceType', ['order']],
    ['course', 'type', ['course', 'folder', 'lesson', 'live', 'soon', 'relation']],
    ['stock-file', 'status', ['queued', 'processing', 'success']],
    ['stock-trade-file', 'status', ['queued', 'processing', 'success']],
  ])('%s %s offers exactly the spec values', (collection, name, values) => {
    const field = topField(collection, name);
    expect(field.type).toBe('select');
    expect(field.type === 'select' && field.options.map((o) => o.value)).toEqual(values);
  });

  it('offers the spec values in nested selects', () => {
    const nestedSelect = (collection: string, path: string) => {
      const found = allFields(form(collection)).find((v) => v.path.join('.') === path);
      return found?.field.type === 'select' ? found.field.options.map((o) => o.value) : undefined;
    };
    expect(nestedSelect('cart-link', 'paymentMethod.id')).toEqual(['pix', 'boleto', 'creditCard']);
    expect(nestedSelect('product', 'upsell.type')).toEqual([
      'installation',
      'accessory',
      'cleaning',
    ]);
    expect(nestedSelect('sales-rule', 'rules.priceRule')).toEqual([
      'fixedDiscount',
      'percentageDiscount',
      'fixedPrice',
    ]);
    expect(nestedSelect('product-type', 'filters.type')).toEqual(['checkbox', 'text', 'number']);
    expect(nestedSelect('cart-link', 'shippingAddress.state')).toHaveLength(27);
    expect(nestedSelect('cart-link', 'billingAddress.state')).toHaveLength(27);
    expect(nestedSelect('carrier-pricing', 'zipcodeRange.state')).toHaveLength(27);
  });

  it('lists the 27 UFs once each, as two-letter codes', () => {
    const codes = ufOptions.map((o) => o.value);
    expect(new Set(codes).size).toBe(27);
    expect(codes.every((code) => typeof code === 'string' && /^[A-Z]{2}$/.test(code))).toBe(true);
    expect(codes).toContain('RS');
    expect(codes).toContain('DF');
  });

  it('nests product-tree options three levels deep', () => {
    const paths = allFields(form('product-tree')).map((v) => v.path.join('.'));
    expect(paths).toContain('options.options.options.sku');
    expect(paths).toContain('options.options.options.name');
    expect(paths).not.toContain('options.options.options.options');
  });

  it('shows the spec hints', () => {
    const helps = (collection: string) =>
      allFields(form(collection))
        .map(({ field }) => field.help ?? '')
        .join('\n');
    expect(helps('sales-rule')).toContain('200.35');
    expect(helps('sales-rule')).toMatch(/\b15\b/);
    expect(helps('sales-rule')).toContain('Um SKU por linha');
    expect(helps('product-gift')).toContain('Um SKU por linha');
    expect(helps('product-gift')).toContain('SKU,QUANTIDADE');
    expect(helps('rating-store')).toContain('1 a 5');
    expect(helps('course')).toContain('1200x1200');
  });

  it('uses the rich and media types where the spec has rich content and media', () => {
    const typeAt = (collection: string, path: string) =>
      allFields(form(collection)).find((v) => v.path.join('.') === path)?.field.type;
    expect(typeAt('post', 'content')).toBe('editor');
    expect(typeAt('course', 'content')).toBe('editor');
    expect(typeAt('course', 'thumb')).toBe('image');
    expect(typeAt('course', 'video')).toBe('video');
    expect(typeAt('pricing-rule', 'conditions')).toBe('condition');
    expect(typeAt('product', 'files.FileCDNURL')).toBe('file');
    expect(typeAt('stock-file', 'logFile')).toBe('file');
    expect(typeAt('rating-store', 'customer.image')).toBe('image');
    expect(typeAt('popup-lead', 'location.pathname')).toBe('text');
  });

  it('edits customer-segment rules as three conditions over the segment rule fields, and emails as comma-separated text', () => {
    const fields = allFields(form('customer-segment'));
    for (const group of ['in', 'only', 'not-in']) {
      const rule = fields.find((v) => v.path.join('.') === `rules.${group}`)?.field;
      expect(rule).toMatchObject({ type: 'condition', conditionFields: 'segment' });
    }
    const paths = fields.map((v) => [v.path.join('.'), v.field.type]);
    expect(paths).toContainEqual(['emails', 'textarea']);
  });
});
