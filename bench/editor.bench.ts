/**
 * editor.json_first_open_ms: a click on 'JSON Editor' under a document's form to the document's
 * text shown in the editor, cold (a fresh browser context, so the editor's code is not cached),
 * in Chromium over the built web shell. The median of RUNS runs after one warm-up of the host.
 * The click comes as soon as the form is there; editor.json_open_after_reading_ms is the same
 * open a second after, as a person who first looks at the form clicks (the pane has the code
 * fetched and compiled once the form is on screen, preloadJsonEditorCode).
 * editor.json_floor_ms (no target): Monaco alone, cold, from its import to a document's text
 * in view (json-editor-floor/): what the chosen editor costs before any console code.
 */
import { rmSync } from 'node:fs';
import type { BrowserContext } from '@playwright/test';
import { startBenchConsole } from './bench-console';
import { buildFloorPage } from './floor-page';
import { median, NO_TARGET, report } from './report';

const RUNS = 5;
/** How long a person looks at the form before clicking 'JSON Editor'. */
const READING_MS = 1000;
const DOCUMENT = '/console/category/panelas';

async function firstOpenMs(newContext: () => Promise<BrowserContext>, url: string, readingMs = 0) {
  const context = await newContext();
  const page = await context.newPage();
  await page.goto(`${url}${DOCUMENT}`);
  // Playwright builds its helper script in the page's own world on the first waitForFunction
  // (25-55 ms of the main thread here): built as the page loads, before the form is there, it
  // stays out of the measured open and the click comes as soon as before.
  await page.waitForFunction(() => true);
  await page.getByLabel('Título', { exact: true }).waitFor();
  if (readingMs) await page.waitForTimeout(readingMs);
  const button = page.getByRole('button', { name: 'JSON Editor' });
  await button.hover();
  // Armed before the click is sent; the clock stops at the first frame whose editor lines hold
  // the document's "title" key (Monaco draws only what is in view, so a key near the top).
  await page.evaluate(() => {
    const timing = window as unknown as { clickedAt?: number };
    window.addEventListener('pointerdown', () => (timing.clickedAt = performance.now()), {
      capture: true,
      once: true,
    });
  });
  await button.click();
  const shown = await page.waitForFunction(
    () => {
      const { clickedAt } = window as unknown as { clickedAt?: number };
      const lines = document.querySelector('[role="dialog"] .monaco-editor .view-lines');
      const text = lines?.textContent ?? '';
      return clickedAt !== undefined && text.includes('"title"')
        ? performance.now() - clickedAt
        : null;
    },
    undefined,
    { polling: 'raf', timeout: 30_000 },
  );
  const ms = (await shown.jsonValue()) as number;
  await context.close();
  return ms;
}

/** Cold loads of the floor page, each to the first frame with the document's text in view. */
async function floorRuns(): Promise<number[]> {
  const dir = await buildFloorPage('json-editor-floor', { dynamicImports: true });
  const floor = await startBenchConsole(undefined, {}, dir);
  try {
    const runs: number[] = [];
    for (let run = 0; run <= RUNS; run++) {
      const context = await floor.newContext();
      const page = await context.newPage();
      await page.goto(floor.url);
      const shown = await page.waitForFunction(
        () => {
          const { floorStartedAt } = window as unknown as { floorStartedAt?: number };
          const text = document.querySelector('.monaco-editor .view-lines')?.textContent ?? '';
          return floorStartedAt !== undefined && text.includes('"title"')
            ? performance.now() - floorStartedAt
            : null;
        },
        undefined,
        { polling: 'raf', timeout: 30_000 },
      );
      const ms = (await shown.jsonValue()) as number;
      await context.close();
      // The first run warms the host, as for the console's figures.
      if (run > 0) runs.push(ms);
    }
    return runs;
  } finally {
    await floor.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const floor = await floorRuns();
  report('editor.json_floor_ms', median(floor), 'ms', NO_TARGET, floor);
  const bench = await startBenchConsole();
  const newContext = () => bench.newContext();
  try {
    await firstOpenMs(newContext, bench.url);
    const runs: number[] = [];
    for (let run = 0; run < RUNS; run++) runs.push(await firstOpenMs(newContext, bench.url));
    report('editor.json_first_open_ms', median(runs), 'ms', 600, runs);
    const afterReading: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      afterReading.push(await firstOpenMs(newContext, bench.url, READING_MS));
    }
    report('editor.json_open_after_reading_ms', median(afterReading), 'ms', 600, afterReading);
  } finally {
    await bench.close();
  }
}

await main();
