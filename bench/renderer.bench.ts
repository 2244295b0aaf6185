import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BrowserContext } from '@playwright/test';
import { startBenchConsole } from './bench-console';
import { buildFloorPage } from './floor-page';
import { median, NO_TARGET, report } from './report';

// The first screen is ready when the shell's side navigation is on screen.
const SHELL_READY = 'nav[aria-label="Navegação principal"]';
const RUNS = 5;

/**
 * Gzipped bytes of every script the page asked for before the shell showed. "Before" is read in
 * the page (the frame the navigation was laid out in, against each script's request time), not
 * when Playwright saw it: on a loaded machine that lag let chunks the shell fetches after it
 * showed count as first-screen code.
 */
async function initialJsGzipKb(
  newContext: () => Promise<BrowserContext>,
  url: string,
): Promise<number> {
  const context = await newContext();
  const page = await context.newPage();
  const scripts = new Map<string, Promise<number>>();
  // A chunk answered as the context closes cannot give its body: it was not first-screen code
  // (those are all in by network idle), so it counts as nothing instead of crashing the bench.
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.set(
      response.url(),
      response.body().then(
        (body) => gzipSync(body, { level: 9 }).length,
        () => 0,
      ),
    );
  });
  await page.goto(url, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    (shell) => {
      const nav = document.querySelector(shell);
      if (!nav || nav.getBoundingClientRect().height === 0) return null;
      const shownAt = performance.now();
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= shownAt)
        .map((entry) => entry.name);
    },
    SHELL_READY,
    { polling: 'raf', timeout: 30_000 },
  );
  const requested = new Set((await handle.jsonValue()) as string[]);
  await page.waitForLoadState('networkidle');
  const sizes = await Promise.all(
    [...scripts].filter(([script]) => requested.has(script)).map(([, size]) => size),
  );
  await context.close();
  return sizes.reduce((sum, size) => sum + size, 0) / 1024;
}

type Ready = 'shell' | 'home-content';

/**
 * Navigation start to the first frame where the page is `ready`, in a fresh context (cold
 * cache). shell: the side navigation laid out. home-content: Início with its live data, the
 * heading, the product table's rows and every collection count on screen (none loading).
 */
async function coldMs(
  newContext: () => Promise<BrowserContext>,
  url: string,
  ready: Ready,
): Promise<number> {
  const context = await newContext();
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    // No named functions in page code: tsx would wrap them in a helper the page does not have.
    ({ ready, shell }) => {
      const target =
        ready === 'shell'
          ? document.querySelector(shell)
          : [...document.querySelectorAll('h1')].find((h) => h.textContent === 'Início');
      if (!target || target.getBoundingClientRect().height === 0) return null;
      if (ready === 'shell') return performance.now();
      const rows = document.querySelectorAll('.ant-table-tbody tr[data-row-key]').length;
      const counts = document.querySelectorAll('.ant-statistic').length;
      const counting = document.querySelectorAll('.ant-statistic .ant-skeleton').length;
      return rows > 0 && counts > 0 && counting === 0 ? performance.now() : null;
    },
    { ready, shell: SHELL_READY },
    { polling: 'raf', timeout: 30_000 },
  );
  const value = (await handle.jsonValue()) as number;
  await context.close();
  return value;
}

/** Several cold runs after one warm-up (the host's file cache and Chromium's start-up). */
async function coldRuns(
  newContext: () => Promise<BrowserContext>,
  url: string,
  ready: Ready,
): Promise<number[]> {
  await coldMs(newContext, url, ready);
  const runs: number[] = [];
  for (let run = 0; run < RUNS; run++) runs.push(await coldMs(newContext, url, ready));
  return runs;
}

/**
 * Menu click to the next screen's heading painted, per menu entry, in one page: a first round
 * opens every screen (what "warm" means here: the screen was visited once), then each entry is
 * timed `rounds` times. The click is a pointer's (hover first), as a person's is.
 */
async function navigateMs(
  newContext: () => Promise<BrowserContext>,
  url: string,
  rounds: number,
): Promise<{ firstVisit: Map<string, number>; warm: Map<string, number[]> }> {
  const context = await newContext();
  const page = await context.newPage();
  await page.goto(url);
  const navigation = page.locator(SHELL_READY);
  await navigation.waitFor({ state: 'visible' });
  const labels = await navigation.getByRole('menuitem').allInnerTexts();
  const times = new Map<string, number[]>(labels.map((label) => [label, []]));
  const firstVisit = new Map<string, number>();
  for (let round = 0; round <= rounds; round++) {
    for (const label of labels) {
      const link = navigation.getByRole('link', { name: label, exact: true });
      await link.hover();
      // The clock starts in the page as the button goes down and stops at the first frame
      // that has the heading laid out (no named functions in page code: tsx would wrap them
      // in a helper the page does not have).
      await page.evaluate(() => {
        const timing = window as unknown as { clickedAt?: number };
        delete timing.clickedAt;
        window.addEventListener('pointerdown', () => (timing.clickedAt = performance.now()), {
          capture: true,
          once: true,
        });
      });
      await link.click();
      const painted = await page.waitForFunction(
        (name) => {
          const { clickedAt } = window as unknown as { clickedAt?: number };
          const heading = [...document.querySelectorAll('h1')].find(
            (h) => h.textContent === name && h.getBoundingClientRect().height > 0,
          );
          return clickedAt !== undefined && heading ? performance.now() - clickedAt : null;
        },
        label,
        { polling: 'raf', timeout: 15_000 },
      );
      const ms = (await painted.jsonValue()) as number;
      if (round > 0) times.get(label)!.push(ms);
      else firstVisit.set(label, ms);
    }
  }
  await context.close();
  return { firstVisit, warm: times };
}

/**
 * The same cold runs on a page with nothing but the side navigation's element, served by the
 * same host to the same browser: what the machine, Chromium and the host cost before any console
 * code, so a first_screen_ms can be read against it (on a loaded machine both grow).
 */
async function floorRuns(): Promise<number[]> {
  const dir = mkdtempSync(join(tmpdir(), 'console-floor-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="pt-BR"><head><meta charset="UTF-8" /><title>Console Desktop</title>' +
      '<link rel="icon" href="data:," /></head>' +
      '<body><nav aria-label="Navegação principal">Console Desktop</nav></body></html>',
  );
  const floor = await startBenchConsole(undefined, {}, dir);
  try {
    return await coldRuns(() => floor.newContext(), floor.url, 'shell');
  } finally {
    await floor.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The same cold runs on the stack alone (stack-floor/stack-floor-page.tsx: React, antd's
 * ConfigProvider, Layout and Menu and the router, drawing the same navigation entries), built
 * by the renderer's own Vite config and served by the same host: what the chosen stack costs
 * before any console code. first_screen_ms minus this is what the console adds.
 */
async function stackFloorRuns(): Promise<number[]> {
  const dir = await buildFloorPage('stack-floor');
  try {
    const floor = await startBenchConsole(undefined, {}, dir);
    try {
      return await coldRuns(() => floor.newContext(), floor.url, 'shell');
    } finally {
      await floor.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const floor = await floorRuns();
  report('renderer.floor_ms', median(floor), 'ms', NO_TARGET, floor);
  const stackFloor = await stackFloorRuns();
  report('renderer.stack_floor_ms', median(stackFloor), 'ms', NO_TARGET, stackFloor);

  const bench = await startBenchConsole();
  const { url } = bench;
  const newContext = () => bench.newContext();
  try {
    report('renderer.initial_js_gzip_kb', await initialJsGzipKb(newContext, url), 'KB', 350);
    const runs = await coldRuns(newContext, url, 'shell');
    report('renderer.first_screen_ms', median(runs), 'ms', 400, runs);
    const content = await coldRuns(newContext, url, 'home-content');
    report('renderer.first_content_ms', median(content), 'ms', 700, content);

    const { firstVisit, warm } = await navigateMs(newContext, url, RUNS);
    const perEntry = [...warm.entries()].map(([label, times]) => ({ label, ms: median(times) }));
    const medians = perEntry.map((entry) => entry.ms);
    const slowest = perEntry.reduce((a, b) => (b.ms > a.ms ? b : a));
    report('renderer.navigate_ms', median(medians), 'ms', 120, medians);
    report('renderer.navigate_slowest_ms', slowest.ms, 'ms', 250);
    // Which entry, for a person reading the run (stdout keeps one JSON line per figure).
    console.error(`renderer.navigate_slowest_ms: ${slowest.label}`);
    // A screen's first visit in the page: its chunk loads (no target set by an issue yet).
    const firsts = [...firstVisit.values()];
    report('renderer.navigate_first_visit_ms', median(firsts), 'ms', 250, firsts);
  } finally {
    await bench.close();
  }
}

await main();
