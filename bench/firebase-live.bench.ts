/**
 * Live listeners, on both profiles in the same run, in Chromium through the web shell: a
 * customer event written by another client until it is painted on top of the open Eventos
 * feed, with 10 busy projects (EVENTS_PER_PROJECT events each):
 * - local.live_latency_ms / firebase.live_latency_ms (≤ 250 ms on Firebase): the feed of one
 *   project;
 * - local.events_merge_10_projects_live_ms / firebase.…: the multi-project view merging the
 *   10 projects' live queries, the event written into one of them (on Firebase each in turn,
 *   locally the one 'Simular evento' picks).
 * The other client: on Firebase, a document written over the emulator's REST API (from the
 * write's start); on the local profile, whose store is the browser's IndexedDB, a second tab
 * of the same browser pressing 'Simular evento' (from its click). "Painted": the row is first
 * at an animation frame and a task after that frame ran; page and Node times are on one clock
 * (page-clock.ts). Median of RUNS after a warm-up, with the spread.
 */
import type { BrowserContext, Page } from '@playwright/test';
import type { SeedData } from '../src/shared/data/seed';
import { simulatedEvent } from '../src/shared/events/simulated-event';
import { startBenchConsole } from './bench-console';
import { onFirebase, type FirebaseBench } from './firebase-bench';
import {
  armClick,
  armPainted,
  benchPage,
  clickedAt,
  nodeNow,
  pageClockOffset,
  paintedAt,
} from './page-clock';
import { chooseProjects, writeSeed, type ProjectChoice } from './data-folder';
import { reportBesideLocal } from './report';

const RUNS = 9;
const PROJECTS = Array.from(
  { length: 10 },
  (_, index) => `loja-${String(index + 1).padStart(2, '0')}`,
);
const EVENTS_PER_PROJECT = 500;
const FIREBASE_RATIO = 3;
const WAIT = { timeout: 120_000 };
const FEED = 'ol[aria-label="Eventos de clientes"]';
const choice: ProjectChoice = { active: PROJECTS[0], multiProjects: PROJECTS };
/** Seeded events pick from no customers or products, as a simulated one does here. */
const pool = { customerIds: [], productCodes: [] };

function busyProjects(): SeedData {
  const newest = Date.now() - 60_000;
  const documents: SeedData['documents'] = [];
  PROJECTS.forEach((project, projectIndex) => {
    documents.push({ path: `project/${project}`, data: { name: `Loja ${projectIndex + 1}` } });
    for (let index = 0; index < EVENTS_PER_PROJECT; index++) {
      const id = `evt-${String(index).padStart(5, '0')}`;
      // Interleaved in time across projects, as busy stores are.
      const at = new Date(newest - (index * PROJECTS.length + projectIndex) * 5_000);
      const data = simulatedEvent(project, id, at, pool);
      documents.push({
        path: `project/${project}/customer-event/${id}`,
        data: { ...data, createdAt: { __date: at.toISOString() } },
      });
    }
  });
  return { documents };
}

/** The feed on screen, full, with the description that names its projects. */
async function feedShown(page: Page, projects: readonly string[]): Promise<void> {
  const scope =
    projects.length === 1 ? `do projeto ${projects[0]}` : `dos projetos ${projects.join(', ')}`;
  await page.getByText(`Os 50 eventos mais recentes ${scope}, ao vivo.`).waitFor(WAIT);
  await page.locator(`${FEED} > li`).nth(49).waitFor(WAIT);
}

async function openFeed(page: Page, url: string, projects: readonly string[]): Promise<void> {
  await page.goto(`${url}/console/events`);
  await feedShown(page, projects);
}

/**
 * Project selector: the multi-project view (its projects were chosen in the settings), typed
 * and chosen by keyboard (the option is last, past what the list renders of 11).
 */
async function chooseMultiProjectView(page: Page): Promise<void> {
  await page.getByRole('combobox', { name: 'Projeto' }).click();
  await page.keyboard.type('Vários projetos');
  await page.getByTitle('Vários projetos (all)').waitFor(WAIT);
  await page.keyboard.press('Enter');
}

interface Feeds {
  /** Milliseconds from one write by another client to its row painted on top. */
  latency(project: string, run: number): Promise<number>;
  /** Switches the feed (and the writer) to the multi-project view. */
  multiProject(): Promise<void>;
}

/** A warm-up, then RUNS latencies; `project` of each run is the feed's, or each in turn. */
async function latencies(feeds: Feeds, multi: boolean): Promise<number[]> {
  const results: number[] = [];
  for (let run = 0; run <= RUNS; run++) {
    const project = multi ? PROJECTS[run % PROJECTS.length] : PROJECTS[0];
    const ms = await feeds.latency(project, run);
    if (run > 0) results.push(ms);
  }
  return results;
}

async function measure(feeds: Feeds): Promise<{ single: number[]; multi: number[] }> {
  const single = await latencies(feeds, false);
  await feeds.multiProject();
  return { single, multi: await latencies(feeds, true) };
}

/** Local: the feed in one tab, 'Simular evento' pressed in a second tab of the same browser. */
async function localFeeds(context: BrowserContext, url: string): Promise<Feeds> {
  const [feed, writer] = [await benchPage(context), await benchPage(context)];
  await openFeed(feed, url, [PROJECTS[0]]);
  await openFeed(writer, url, [PROJECTS[0]]);
  const simulate = writer.getByRole('button', { name: 'Simular evento' });
  let offsets = [await pageClockOffset(feed), await pageClockOffset(writer)];
  return {
    async latency() {
      await armPainted(feed, {
        selector: FEED,
        newFirst: { attribute: 'data-event', includes: '/sim-' },
      });
      await armClick(writer);
      await simulate.click();
      return (await paintedAt(feed)) - offsets[0] - ((await clickedAt(writer)) - offsets[1]);
    },
    async multiProject() {
      await chooseMultiProjectView(feed);
      await feedShown(feed, PROJECTS);
      await openFeed(writer, url, PROJECTS);
      offsets = [await pageClockOffset(feed), await pageClockOffset(writer)];
    },
  };
}

/** Firebase: the feed in the signed-in console, each event written over REST. */
async function firebaseFeeds(bench: FirebaseBench): Promise<Feeds> {
  const context = await bench.signedInContext();
  const url = bench.console.url;
  const feed = await benchPage(context);
  await openFeed(feed, url, [PROJECTS[0]]);
  let offset = await pageClockOffset(feed);
  let view = 'um';
  return {
    async latency(project, run) {
      const id = `bench-${view}-${run}`;
      const key = `${project}/${id}`;
      await armPainted(feed, {
        selector: FEED,
        newFirst: { attribute: 'data-event', includes: key },
      });
      const started = nodeNow();
      await bench.writeOverRest(
        `project/${project}/customer-event/${id}`,
        simulatedEvent(project, id, new Date(), pool),
      );
      return (await paintedAt(feed)) - offset - started;
    },
    async multiProject() {
      await chooseMultiProjectView(feed);
      await feedShown(feed, PROJECTS);
      offset = await pageClockOffset(feed);
      view = 'varios';
    },
  };
}

async function localRuns(seed: SeedData) {
  const bench = await startBenchConsole((dataDir) => {
    chooseProjects(dataDir, 'local', choice);
    return writeSeed(dataDir, seed);
  });
  try {
    return await measure(await localFeeds(await bench.newContext(), bench.url));
  } finally {
    await bench.close();
  }
}

async function main(): Promise<void> {
  const seed = busyProjects();
  const local = await localRuns(seed);
  const firebase = await onFirebase(seed, choice, async (bench) =>
    measure(await firebaseFeeds(bench)),
  );
  const extra = { eventsPerProject: EVENTS_PER_PROJECT };
  // Local targets as events.live_latency_ms (a click to its row, in one tab).
  reportBesideLocal(
    'live_latency_ms',
    { local: local.single, firebase: firebase?.single ?? null },
    { local: 100, ratio: FIREBASE_RATIO, cap: 250 },
    { ...extra, projects: 1 },
  );
  reportBesideLocal(
    'events_merge_10_projects_live_ms',
    { local: local.multi, firebase: firebase?.multi ?? null },
    { local: 100, ratio: FIREBASE_RATIO },
    { ...extra, projects: PROJECTS.length },
  );
}

await main();
