import { existsSync } from 'node:fs';

/** Flags for Chromium on machines with no network but loopback (ARCHITECTURE §8). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The end-to-end flows' flags (the benches keep CHROMIUM_ARGS alone), for V8:
 * - source positions recorded as it compiles: by default it leaves them out and, when a stack
 *   trace is taken while the 1 MB entry chunk runs (as under Playwright's DevTools session),
 *   parses the whole chunk again to find them, 250-350 ms of the renderer's main thread a load;
 * - no background threads (--single-threaded): two flows already keep both cores busy, so
 *   V8's helper threads add no speed, only their hand-offs and their parallel GC's page
 *   releases. 30 flows took 17% less CPU and 16% less wall time with it (5 alternating pairs).
 */
export const FLOW_CHROMIUM_ARGS = [
  ...CHROMIUM_ARGS,
  '--js-flags=--no-enable-lazy-source-positions --single-threaded',
  // The compositor in the browser process, not a GPU process of its own (there is no GPU):
  // 5% less CPU on the same 30 flows, 3 alternating pairs.
  '--in-process-gpu',
];

const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/**
 * Debian's Chromium where it is installed (CI), otherwise Playwright's own browser (a
 * developer laptop after `npx playwright install`). CONSOLE_CHROMIUM picks another binary.
 */
export function chromiumExecutablePath(): string | undefined {
  const chosen = process.env.CONSOLE_CHROMIUM?.trim();
  if (chosen) return chosen;
  return SYSTEM_CHROMIUM.find((path) => existsSync(path));
}

const SYSTEM_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * For the end-to-end flows: Debian's Chromium headless shell where it is installed, the same
 * Blink and V8 without the browser's UI layer (what Playwright itself runs for headless
 * tests). Its browser process costs a third of the full one's CPU, about a quarter of a
 * flow's. The benches keep the full browser, the one closest to Electron.
 */
export function testChromiumExecutablePath(): string | undefined {
  if (process.env.CONSOLE_CHROMIUM?.trim()) return chromiumExecutablePath();
  return existsSync(SYSTEM_HEADLESS_SHELL) ? SYSTEM_HEADLESS_SHELL : chromiumExecutablePath();
}
