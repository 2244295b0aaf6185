import { describe, expect, it } from 'vitest';
import type { DocumentStore, QuerySpec } from '../../data/ports';
import { createTestLocalPorts } from '../../test-support/local-ports';
import type { PaletteItem } from './palette-items';
import { searchPaletteData } from './use-palette-search';

const SEED = [
  {
    path: 'project/demo/product-data/4520',
    data: { ProductCode: '4520', ProductSiteName: 'Frigideira Tramontina Lyon' },
  },
  { path: 'project/demo/category/frigideiras', data: { title: 'Frigideiras' } },
  { path: 'project/demo/product-type/frigideira', data: { name: 'Frigideira' } },
];

const collectionOf = (path: string) => path.split('/')[2];

/**
 * The real local store, with every query held until the test lets it go: what Firestore
 * does to a search that sends 300 queries at once is to answer them all at the end.
 */
async function heldStore() {
  const ports = await createTestLocalPorts(SEED);
  const held: { collection: string; release: () => void }[] = [];
  const sent = new Set<string>();
  const documents = Object.assign(Object.create(ports.documents) as DocumentStore, {
    query: (path: string, spec: QuerySpec) => {
      sent.add(collectionOf(path));
      return new Promise<void>((release) =>
        held.push({ collection: collectionOf(path), release }),
      ).then(() => ports.documents.query(path, spec));
    },
  });
  const inFlight = () => new Set(held.map((query) => query.collection));
  const releaseAll = () => held.splice(0).forEach((query) => query.release());
  return { documents, inFlight, releaseAll, sent };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('searchPaletteData', () => {
  it('searches a few collections at a time, products first, and reports what has answered', async () => {
    const { documents, inFlight, releaseAll } = await heldStore();
    const reports: PaletteItem[][] = [];
    const search = searchPaletteData(documents, 'demo', 'frigideira', (items) =>
      reports.push(items),
    );
    await settle();
    // Products and the first three listed collections, never all ~40 at once.
    expect([...inFlight()]).toEqual([
      'product-data',
      'stock-file',
      'stock-trade-file',
      'product-tree',
    ]);

    releaseAll();
    await settle();
    await settle();
    const first = reports.find((items) => items.some((item) => item.group === 'products'));
    expect(first?.map((item) => item.label)).toEqual(['Frigideira Tramontina Lyon']);
    expect(reports.length).toBeGreaterThan(0);
    // The next collections have started while the search is not over.
    expect(inFlight().size).toBeGreaterThan(0);
    expect(inFlight().size).toBeLessThanOrEqual(4);

    for (let round = 0; round < 20 && inFlight().size > 0; round++) {
      releaseAll();
      await settle();
      await settle();
    }
    const done = await search;
    expect(done.failure).toBeNull();
    expect(done.items.map((item) => [item.group, item.label])).toEqual([
      ['products', 'Frigideira Tramontina Lyon'],
      ['documents', 'Frigideiras'],
      ['documents', 'Frigideira'],
    ]);
    expect(reports.at(-1)).toEqual(done.items);
  });

  it('searches no further collection once abandoned, so the next search does not wait behind it', async () => {
    const { documents, inFlight, releaseAll, sent } = await heldStore();
    const controller = new AbortController();
    const search = searchPaletteData(documents, 'demo', 'frigideira', undefined, controller.signal);
    await settle();
    expect(inFlight().size).toBe(4);
    controller.abort();
    releaseAll();
    expect(await search).toMatchObject({ failure: null });
    // Only the four searches already sent ran; none of the other ~34 collections was queried.
    expect(sent.size).toBe(4);
  });

  it('names a failure and still lists what the other searches found', async () => {
    const ports = await createTestLocalPorts(SEED);
    const documents = Object.assign(Object.create(ports.documents) as DocumentStore, {
      query: (path: string, spec: QuerySpec) =>
        collectionOf(path) === 'category'
          ? Promise.reject(new Error('Sem permissão'))
          : ports.documents.query(path, spec),
    });
    const done = await searchPaletteData(documents, 'demo', 'frigideira');
    expect(done.failure).toMatch(/Sem permissão/);
    expect(done.items.map((item) => item.label)).toEqual([
      'Frigideira Tramontina Lyon',
      'Frigideira',
    ]);
  });
});
