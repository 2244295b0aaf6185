/**
 * The live customer event feed (Eventos) on the local profile, through the web shell:
 * - events.live_latency_ms (target ≤ 100): from the click on 'Simular evento' (which writes
 *   the event to the local store) to the new top row painted; median of RUNS after a warm-up;
 * - events.merge_10_projects_ms (target ≤ 5): merging 10 projects × 50 events into the newest
 *   50 (mergeProjectFeeds, in Node); median of 51 runs after a warm-up;
 * - events.render_long_task_ms (target ≤ 50): the longest main-thread task (PerformanceObserver
 *   `longtask`) while 10 events a second are written for CONSOLE_BENCH_EVENTS_SECONDS seconds
 *   (default 30); the writes run in the page, so their own cost counts too. Median of
 *   LONG_RUNS runs, each on a fresh page.
 * "Painted": the row is in the DOM at an animation frame, and a task after that frame ran.
 */
import { performance } from 'node:perf_hooks';
import type { Page } from '@playwright/test';
import { readCustomerEvent, type CustomerEvent } from '../src/shared/events/customer-event';
import { mergeProjectFeeds, type ProjectFeed } from '../src/shared/events/merge-events';
import { startBenchConsole } from './bench-console';
import { median, report } from './report';

const LATENCY_RUNS = 15;
const MERGE_RUNS = 51;
const LONG_RUNS = 3;
const EVENTS_PER_SECOND = 10;
const SECONDS = Number(process.env.CONSOLE_BENCH_EVENTS_SECONDS ?? 30);

function mergeMs(): number[] {
  const now = Date.parse('2026-11-20T12:00:00.000Z');
  // Ten projects whose events interleave in time, as busy stores do.
  const feeds: ProjectFeed[] = Array.from({ length: 10 }, (_, project) => ({
    project: `loja-${project}`,
    status: 'ready',
    events: Array.from(
      { length: 50 },
      (_, index): CustomerEvent =>
        readCustomerEvent(`loja-${project}`, `evt-${index}`, {
          action: 'view_item',
          createdAt: new Date(now - (index * 10 + project) * 7_000),
        }),
    ),
  }));
  for (let i = 0; i < 50; i++) mergeProjectFeeds(feeds);
  const runs: number[] = [];
  for (let i = 0; i < MERGE_RUNS; i++) {
    const started = performance.now();
    const merged = mergeProjectFeeds(feeds);
    runs.push(performance.now() - started);
    if (merged.events.length !== 50) throw new Error('the merge lost events');
  }
  return runs;
}

const feedSelector = 'ol[aria-label="Eventos de clientes"]';

async function openFeed(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/console/events`);
  await page.locator(`${feedSelector} > li`).nth(49).waitFor();
}

/** One simulated event: click to its row on top, painted. */
async function latencyMs(page: Page): Promise<number> {
  const measuring = page.evaluate((selector) => {
    const list = document.querySelector(selector)!;
    const before = list.firstElementChild?.getAttribute('data-event');
    return new Promise<number>((resolve) => {
      let clickedAt = 0;
      window.addEventListener('click', (event) => (clickedAt = event.timeStamp), {
        capture: true,
        once: true,
      });
      const observer = new MutationObserver(() => {
        const top = list.firstElementChild?.getAttribute('data-event');
        if (!clickedAt || !top || top === before || !top.includes('/sim-')) return;
        observer.disconnect();
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - clickedAt), 0));
      });
      observer.observe(list, { childList: true });
    });
  }, feedSelector);
  await page.getByRole('button', { name: 'Simular evento' }).click();
  return measuring;
}

/** The long tasks while events arrive, and how many arrived. */
async function longTasks(page: Page, url: string): Promise<{ longest: number; written: number }> {
  await openFeed(page, url);
  return page.evaluate(
    ({ perSecond, seconds }) =>
      new Promise<{ longest: number; written: number }>((resolve) => {
        const durations: number[] = [];
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) durations.push(entry.duration);
        });
        observer.observe({ type: 'longtask' });
        const button = [...document.querySelectorAll('button')].find(
          (candidate) => candidate.textContent === 'Simular evento',
        )!;
        let written = 0;
        const timer = setInterval(() => {
          button.click();
          written++;
        }, 1000 / perSecond);
        setTimeout(() => {
          clearInterval(timer);
          // The last writes land and paint before the window closes.
          setTimeout(() => {
            observer.disconnect();
            resolve({ longest: durations.length ? Math.max(...durations) : 0, written });
          }, 500);
        }, seconds * 1000);
      }),
    { perSecond: EVENTS_PER_SECOND, seconds: SECONDS },
  );
}

async function main(): Promise<void> {
  const merges = mergeMs();
  report('events.merge_10_projects_ms', median(merges), 'ms', 5, merges);

  const bench = await startBenchConsole();
  try {
    const context = await bench.newContext();
    const page = await context.newPage();
    // tsx keeps function names with a `__name` helper that evaluated page code lacks.
    await page.addInitScript('window.__name = (fn) => fn;');
    await openFeed(page, bench.url);
    await latencyMs(page); // warm-up: the screen's chunks and the simulation's first reads
    const latencies: number[] = [];
    for (let run = 0; run < LATENCY_RUNS; run++) latencies.push(await latencyMs(page));
    report('events.live_latency_ms', median(latencies), 'ms', 100, latencies);

    const runs: Array<{ longest: number; written: number }> = [];
    for (let run = 0; run < LONG_RUNS; run++) runs.push(await longTasks(page, bench.url));
    const longest = runs.map((run) => run.longest);
    report('events.render_long_task_ms', median(longest), 'ms', 50, longest, {
      seconds: SECONDS,
      eventsPerSecond: EVENTS_PER_SECOND,
      medianWritten: median(runs.map((run) => run.written)),
    });
  } finally {
    await bench.close();
  }
}

await main();
