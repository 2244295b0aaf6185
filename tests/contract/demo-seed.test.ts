import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { beforeAll, describe, expect, it } from 'vitest';
import { isDateWrapper, unwrapDates } from '../../src/shared/data/date-wrapper';
import { seedDataSchema, type SeedData } from '../../src/shared/data/seed';
import { companyForProductCode } from '../../src/shared/products/company-lookup';
import { createLocalDataPorts } from '../../src/renderer/data/local';
import { productOptionFlags } from '../../src/shared/products/product-options';

const seedFile = fileURLToPath(new URL('../../resources/demo-seed.json', import.meta.url));

// Spec 02 §3, customer event actions.
const eventActions = new Set([
  'start',
  'exit',
  'category_view',
  'view_item',
  'view_item_offer',
  'whatsapp_offer_view',
  'whatsapp_offer_select',
  'whatsapp_offer_close',
  'search',
  'add_to_cart',
  'remove_from_cart',
  'update_from_cart',
  'subscribe_email',
  'shipping_quote',
  'begin_checkout',
  'begin_checkout_link',
  'purchase',
]);
const priceFields = [
  'PriceCompare',
  'Price',
  'PriceMin',
  'PriceMinInstallments',
  'PriceNetIPI',
  'PriceNetErp',
  'PriceNet',
];

const validEan13 = (code: string) => {
  if (!/^\d{13}$/.test(code)) return false;
  const sum = [...code.slice(0, 12)].reduce((acc, c, i) => acc + Number(c) * (i % 2 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === Number(code[12]);
};

describe('resources/demo-seed.json', () => {
  let seed: SeedData;
  const inCollection = (project: string, collection: string) =>
    seed.documents.filter((d) => d.path.startsWith(`project/${project}/${collection}/`));

  beforeAll(async () => {
    seed = seedDataSchema.parse(JSON.parse(await readFile(seedFile, 'utf8')));
  });

  it('has the two projects the selector lists, with their names', () => {
    const projects = seed.documents.filter((d) => /^project\/[^/]+$/.test(d.path));
    expect(projects.map((d) => [d.path, d.data.name])).toEqual([
      ['project/demo', 'Loja Demo'],
      ['project/outlet', 'Outlet Demo'],
    ]);
  });

  it('has products with every field of spec 01 §3, consistent with their code', () => {
    const demo = inCollection('demo', 'product-data');
    expect(demo.length).toBeGreaterThanOrEqual(8);
    expect(inCollection('outlet', 'product-data')).toHaveLength(3);
    const all = [...demo, ...inCollection('outlet', 'product-data')];
    for (const { path, data } of all) {
      const code = data.ProductCode as string;
      expect(path.endsWith(`/${code}`), path).toBe(true);
      expect(data.Company, code).toBe(companyForProductCode(code));
      for (const field of [
        'ProductCodeErp',
        'ProductCodeGoogle',
        'ProductLine',
        'ProductSiteName',
      ]) {
        expect(
          typeof data[field] === 'string' && (data[field] as string).length > 0,
          `${code}.${field}`,
        ).toBe(true);
      }
      expect(validEan13(data.EAN13 as string), `${code}.EAN13`).toBe(true);
      // The demo's own image, served by the app (shared/data/demo-assets).
      expect(data.ProductImage).toBe(`{demoAssets}/produtos/${data.ProductCode as string}.png`);
      expect(['S', 'N']).toContain(data.Salable);
      expect(['ativado', 'desativado']).toContain(data.Status);
      const stock = data.Stock as Record<string, { qty: unknown }>;
      expect(Object.keys(stock).length).toBeGreaterThan(0);
      for (const location of Object.values(stock))
        expect(Number.isInteger(location.qty)).toBe(true);
      const options = data.Options as Record<string, unknown>;
      expect(Object.keys(options).sort()).toEqual([...productOptionFlags].sort());
      expect(Object.values(options).every((v) => typeof v === 'boolean')).toBe(true);
      for (const field of priceFields)
        expect(typeof data[field], `${code}.${field}`).toBe('number');
      expect(data.PriceInstallments === null || typeof data.PriceInstallments === 'number').toBe(
        true,
      );
      expect(data.Price as number).toBeLessThanOrEqual(data.PriceCompare as number);
      const byQty = data.PriceNetByQty as Record<string, { PriceNet: number; qty: number }>;
      for (const [pack, entry] of Object.entries(byQty)) {
        expect(entry.qty).toBe(Number(pack));
        expect(typeof entry.PriceNet).toBe('number');
      }
      expect(isDateWrapper(data.updatedAt)).toBe(true);
      expect(unwrapDates(data.updatedAt)).toBeInstanceOf(Date);
    }
    expect(new Set(demo.map((d) => d.data.Company)).size).toBeGreaterThanOrEqual(5);
  });

  it('has the Bling config with two accounts', () => {
    const bling = seed.documents.find((d) => d.path === 'project/demo/config/bling');
    const accounts = bling?.data.accounts as Array<{ description: string }>;
    expect(accounts).toHaveLength(2);
    expect(accounts.every((a) => a.description.length > 0)).toBe(true);
  });

  it('has a category tree of up to three levels whose parents all exist', () => {
    const categories = inCollection('demo', 'category');
    const byId = new Map(categories.map((d) => [d.path.split('/').pop()!, d.data]));
    const depth = (id: string): number => {
      const parent = byId.get(id)?.parent as string | null;
      return parent === null ? 1 : 1 + depth(parent);
    };
    for (const [id, data] of byId) {
      if (data.parent !== null) expect(byId.has(data.parent as string), id).toBe(true);
      expect(typeof data.order).toBe('number');
      expect(typeof data.title).toBe('string');
    }
    expect(Math.max(...[...byId.keys()].map(depth))).toBe(3);
  });

  it('has three content documents whose content is layout JSON (Craft.js nodes, ROOT a Container)', () => {
    const contents = inCollection('demo', 'content');
    expect(contents).toHaveLength(3);
    for (const { data } of contents)
      expect(JSON.parse(data.content as string).ROOT.type.resolvedName).toBe('Container');
  });

  it('has about thirty customer events with the fields of spec 02 §3', () => {
    const events = inCollection('demo', 'customer-event');
    expect(events.length).toBeGreaterThanOrEqual(30);
    for (const { data } of events) {
      expect(eventActions.has(data.action as string), String(data.action)).toBe(true);
      expect(data.project).toBe('demo');
      expect(new URL(data.location as string).searchParams.get('utm_source')).toBeTruthy();
      expect(Object.keys(data.device as object).sort()).toEqual(['bot', 'brand', 'type']);
      expect(['desktop', 'smartphone', 'other']).toContain((data.device as { type: string }).type);
      expect(Object.keys(data.about as object).sort()).toEqual(['ip', 'ipCity', 'ipRegion']);
      expect(unwrapDates(data.createdAt)).toBeInstanceOf(Date);
    }
    expect(new Set(events.map((e) => e.data.action)).size).toBe(eventActions.size);
  });

  it('links the campaign to an existing template and segment', () => {
    const [campaign] = inCollection('demo', 'campaign-email');
    const ids = (collection: string) =>
      inCollection('demo', collection).map((d) => d.path.split('/').pop());
    expect(ids('email-template')).toContain(campaign.data.emailTemplateId);
    expect(ids('customer-segment')).toContain(campaign.data.customerSegmentId);
    expect(inCollection('demo', 'customer').length).toBeGreaterThanOrEqual(2);
    expect(inCollection('demo', 'whatsapp-template').length).toBeGreaterThanOrEqual(1);
  });

  it('loads into the local adapter and answers the screens’ queries', async () => {
    const ports = await createLocalDataPorts({
      databaseName: 'demo-seed',
      indexedDB: new IDBFactory(),
      IDBKeyRange,
      loadSeed: async () => seed,
    });
    try {
      expect((await ports.documents.query('project')).map((s) => s.id)).toEqual(['demo', 'outlet']);
      const feed = await ports.documents.query('project/demo/customer-event', {
        orderBy: [{ field: 'createdAt', direction: 'desc' }],
        limit: 50,
      });
      // More than the feed's 50, so the feed is full and moves (issue 18).
      expect(inCollection('demo', 'customer-event').length).toBeGreaterThan(50);
      expect(feed.length).toBe(50);
      // The multi-project view has a second store to merge.
      expect(inCollection('outlet', 'customer-event').length).toBeGreaterThan(0);
      const times = feed.map((s) => (s.data?.createdAt as Date).getTime());
      expect(times).toEqual([...times].sort((a, b) => b - a));
    } finally {
      await ports.dispose();
    }
  });
});
