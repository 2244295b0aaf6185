/**
 * The collection browser at size, on both profiles in the same run, in Chromium through the
 * web shell, as a person browses (Coleções → Clientes, then 'Carregar mais'):
 * - local.browse_first_page_ms / firebase.browse_first_page_ms: from the click on 'Clientes'
 *   to the first page's 50 entries painted;
 * - local.load_more_ms / firebase.load_more_ms: from the click on 'Carregar mais' to the
 *   second page's 50 entries painted below them.
 * The collection holds CONSOLE_BENCH_BROWSE_DOCS customers (default 10,000; the issue's
 * 100,000 takes minutes to seed on a loaded machine). Local: the store (Dexie on IndexedDB)
 * holds them, each run a new tab of one context. Firebase: the Firestore emulator with the
 * rules loaded, each run a fresh signed-in context, so nothing comes from the SDK's cache.
 * Each run first opens another collection and the menu's Coleções, so the screens' chunks are
 * loaded and the figure is the data's. Median of RUNS after a warm-up run, with the spread.
 * - firebase.browse_first_page_floor_ms / firebase.load_more_floor_ms: the floor, in the same
 *   page after each Firebase run: the SDK alone (the console's cache, the list's queries, a
 *   fresh cache of its own) from asking for each page to its first snapshot (firebase-floor.ts).
 */
import type { BrowserContext, Page } from '@playwright/test';
import type { SeedData } from '../src/shared/data/seed';
import { COLLECTION_LIST_LIMIT } from '../src/renderer/screens/collections/list-limits';
import { startBenchConsole } from './bench-console';
import { writeSeed } from './data-folder';
import { onFirebase, type FirebaseBench } from './firebase-bench';
import { measureFloor } from './firebase-floor';
import { armClick, armPainted, benchPage, clickedAt, paintedAt } from './page-clock';
import { median, report, reportBesideLocal } from './report';

const RUNS = 5;
const DOCUMENTS = Number(process.env.CONSOLE_BENCH_BROWSE_DOCS ?? 10_000);
if (!Number.isInteger(DOCUMENTS) || DOCUMENTS <= 2 * COLLECTION_LIST_LIMIT) {
  throw new Error(`CONSOLE_BENCH_BROWSE_DOCS: a whole number above ${2 * COLLECTION_LIST_LIMIT}`);
}
/** The emulator answers slower than production, over a socket where Dexie reads in the page. */
const FIREBASE_RATIO = 3;
const WAIT = { timeout: 300_000 };
const LIST = 'ul[aria-label="Documentos de clientes"]';

const FIRST_NAMES = ['Ana', 'Bruno', 'Carla', 'Diego', 'Elisa', 'Fábio', 'Gabriela', 'Hugo'];
const LAST_NAMES = ['Souza', 'Lima', 'Mendes', 'Costa', 'Ribeiro', 'Almeida', 'Barbosa'];

/** Customers shaped as the demo's (resources/demo-seed.json), in project demo. */
function customers(): SeedData {
  const documents: SeedData['documents'] = [{ path: 'project/demo', data: { name: 'Loja Demo' } }];
  for (let index = 0; index < DOCUMENTS; index++) {
    const id = `cli-${String(index).padStart(6, '0')}`;
    const firstName = FIRST_NAMES[index % FIRST_NAMES.length];
    const lastName = `${LAST_NAMES[index % LAST_NAMES.length]} ${index}`;
    documents.push({
      path: `project/demo/customer/${id}`,
      data: {
        id,
        email: `${firstName.toLowerCase()}.${index}@exemplo.com.br`,
        firstName,
        lastName,
        phoneNumber: `+55119${String(index).padStart(8, '0')}`,
        createdAt: { __date: new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString() },
      },
    });
  }
  return { documents };
}

interface BrowseRun {
  firstPage: number;
  loadMore: number;
}

/** Firebase runs also take the floor: the SDK alone, same queries, same page, after. */
type FloorOf = (page: Page) => Promise<BrowseRun>;

async function browse(
  context: BrowserContext,
  url: string,
  floorOf?: FloorOf,
): Promise<BrowseRun & { floor?: BrowseRun }> {
  const page = await benchPage(context);
  // Another collection first: the browser's chunk is loaded, as after any earlier visit.
  await page.goto(`${url}/console/brand`);
  await page.getByRole('button', { name: 'Novo documento' }).waitFor(WAIT);
  await page
    .getByRole('navigation', { name: 'Navegação principal' })
    .getByRole('link', { name: 'Coleções', exact: true })
    .click();
  const link = page
    .getByRole('region', { name: 'Lista de coleções' })
    .getByRole('link', { name: 'Clientes', exact: true });
  await link.waitFor(WAIT);

  await armClick(page);
  await armPainted(page, { selector: LIST, atLeast: COLLECTION_LIST_LIMIT });
  await link.click();
  const firstPage = (await paintedAt(page)) - (await clickedAt(page));

  const more = page.getByRole('button', { name: 'Carregar mais' });
  await more.waitFor(WAIT);
  await armClick(page);
  await armPainted(page, { selector: LIST, atLeast: 2 * COLLECTION_LIST_LIMIT });
  await more.click();
  const loadMore = (await paintedAt(page)) - (await clickedAt(page));
  const floor = floorOf ? await floorOf(page) : undefined;
  await page.close();
  return { firstPage, loadMore, ...(floor ? { floor } : {}) };
}

/** A warm-up run, then RUNS runs, each in the context `contextOf` gives. */
async function runs(
  contextOf: () => Promise<BrowserContext>,
  url: string,
  closeEach: boolean,
  floorOf?: FloorOf,
): Promise<Array<BrowseRun & { floor?: BrowseRun }>> {
  const results: Array<BrowseRun & { floor?: BrowseRun }> = [];
  for (let run = 0; run <= RUNS; run++) {
    const context = await contextOf();
    const result = await browse(context, url, floorOf);
    if (closeEach) await context.close();
    if (run > 0) results.push(result);
  }
  return results;
}

async function localRuns(seed: SeedData): Promise<BrowseRun[]> {
  const bench = await startBenchConsole((dataDir) => writeSeed(dataDir, seed));
  try {
    // One context: its IndexedDB is the local store, seeded on the first visit.
    const context = await bench.newContext();
    return await runs(async () => context, bench.url, false);
  } finally {
    await bench.close();
  }
}

async function main(): Promise<void> {
  const seed = customers();
  const local = await localRuns(seed);
  const firebase = await onFirebase(seed, { active: 'demo' }, (bench) =>
    runs(() => bench.signedInContext(), bench.console.url, true, floorOf(bench)),
  );
  const of = (pick: (run: BrowseRun) => number) => ({
    local: local.map(pick),
    firebase: firebase?.map(pick) ?? null,
  });
  // Local targets: a screen's data read on a click, as renderer.navigate_slowest_ms, and a
  // page more on a click, as renderer.navigate_ms.
  const extra = { documents: DOCUMENTS };
  reportBesideLocal(
    'browse_first_page_ms',
    of((run) => run.firstPage),
    { local: 250, ratio: FIREBASE_RATIO },
    extra,
  );
  reportBesideLocal(
    'load_more_ms',
    of((run) => run.loadMore),
    { local: 120, ratio: FIREBASE_RATIO },
    extra,
  );
  // The floor against the same target: what the SDK alone takes of it (no React, no screen).
  if (!firebase) return;
  for (const [figure, pick] of [
    ['browse_first_page_ms', (run: BrowseRun) => run.firstPage],
    ['load_more_ms', (run: BrowseRun) => run.loadMore],
  ] as const) {
    const floors = firebase.map((run) => pick(run.floor!));
    const target = Math.round(median(local.map(pick)) * FIREBASE_RATIO);
    report(
      `firebase.${figure.replace(/_ms$/, '_floor_ms')}`,
      median(floors),
      'ms',
      target,
      floors,
      {
        ...extra,
        figure: median(firebase.map(pick)),
      },
    );
  }
}

/** The SDK alone on the customers' pages, signed in as the bench's privileged staff. */
const floorOf =
  (bench: FirebaseBench): FloorOf =>
  (page) =>
    measureFloor(page, {
      ...bench.sdk,
      collectionPath: 'project/demo/customer',
      pageSize: COLLECTION_LIST_LIMIT,
    });

await main();
