import { gzipSync } from 'node:zlib';
import type { BrowserContext } from '@playwright/test';
import { startBenchConsole } from './bench-console';
import { median, report } from './report';

// The first screen is ready when the shell's side navigation is on screen.
const SHELL_READY = 'nav[aria-label="Navegação principal"]';
const RUNS = 5;

/** Gzipped bytes of every script the page fetched before the shell showed. */
async function initialJsGzipKb(
  newContext: () => Promise<BrowserContext>,
  url: string,
): Promise<number> {
  const context = await newContext();
  const page = await context.newPage();
  const scripts: Promise<number>[] = [];
  let shellShown = false;
  // Only what loaded before the shell showed, and every body read before the context closes:
  // a lazy chunk answered later must not read its body from a closed page (it crashed so).
  page.on('response', (response) => {
    if (shellShown || response.request().resourceType() !== 'script') return;
    scripts.push(response.body().then((body) => gzipSync(body, { level: 9 }).length));
  });
  await page.goto(url);
  await page.locator(SHELL_READY).waitFor({ state: 'visible' });
  shellShown = true;
  const sizes = await Promise.all(scripts);
  await context.close();
  return sizes.reduce((sum, size) => sum + size, 0) / 1024;
}

/** Navigation start to the shell's navigation visible, in a fresh context (cold cache). */
async function firstScreenMs(
  newContext: () => Promise<BrowserContext>,
  url: string,
): Promise<number> {
  const context = await newContext();
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    (selector) => {
      const element = document.querySelector(selector);
      return element && element.getBoundingClientRect().height > 0 ? performance.now() : null;
    },
    SHELL_READY,
    { polling: 'raf', timeout: 30_000 },
  );
  const value = (await handle.jsonValue()) as number;
  await context.close();
  return value;
}

async function main(): Promise<void> {
  const bench = await startBenchConsole();
  const { url } = bench;
  const newContext = () => bench.newContext();
  try {
    report('renderer.initial_js_gzip_kb', await initialJsGzipKb(newContext, url), 'KB', 500);
    // One warm-up so the host's file cache and Chromium's start-up are not in the figure.
    await firstScreenMs(newContext, url);
    const runs: number[] = [];
    for (let run = 0; run < RUNS; run++) runs.push(await firstScreenMs(newContext, url));
    report('renderer.first_screen_ms', median(runs), 'ms', 800, runs);
  } finally {
    await bench.close();
  }
}

await main();
