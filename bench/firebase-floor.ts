/**
 * The floor of the Firebase list figures: the SDK alone reading the same pages in the same
 * page (firebase-floor-page.ts), bundled here once per bench process with Vite.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { build } from 'vite';
import type { FloorOptions, FloorRun } from './firebase-floor-page';
import { repoRoot } from './bench-console';

/** Served from the console's own origin: its CSP takes scripts from 'self' only. */
const SCRIPT_PATH = '/__bench-firebase-floor.js';

let bundled: Promise<string> | null = null;

function bundle(): Promise<string> {
  bundled ??= (async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'console-bench-floor-'));
    process.once('exit', () => rmSync(outDir, { recursive: true, force: true }));
    await build({
      configFile: false,
      root: repoRoot,
      logLevel: 'warn',
      build: {
        outDir,
        emptyOutDir: true,
        lib: {
          entry: join(repoRoot, 'bench', 'firebase-floor-page.ts'),
          formats: ['iife'],
          name: 'benchFirebaseFloor',
          fileName: () => 'floor.js',
        },
      },
    });
    return join(outDir, 'floor.js');
  })();
  return bundled;
}

/** The SDK alone reading the list's first two pages in `page` (a fresh cache of its own). */
export async function measureFloor(page: Page, options: FloorOptions): Promise<FloorRun> {
  const script = await bundle();
  await page.route(`**${SCRIPT_PATH}`, (route) =>
    route.fulfill({ path: script, contentType: 'text/javascript' }),
  );
  await page.addScriptTag({ url: SCRIPT_PATH });
  const run = await page.evaluate(
    (given) =>
      (window as Window & { benchFloor?: (o: FloorOptions) => Promise<FloorRun> }).benchFloor!(
        given,
      ),
    options,
  );
  if (run.read !== 2 * options.pageSize) {
    throw new Error(`the floor read ${run.read} documents, not ${2 * options.pageSize}`);
  }
  return run;
}
