import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { startConsoleWeb } from '../src/web/start-console-web';
import { rendererStaticDir } from '../tests/support/static-dir';
import { CHROMIUM_ARGS, chromiumExecutablePath } from '../tests/support/chromium';

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

export interface BenchConsole {
  url: string;
  browser: Browser;
  /** A fresh browser context holding the host's session cookie, as after the launch URL. */
  newContext(): Promise<BrowserContext>;
  close(): Promise<void>;
}

/**
 * The built web shell on a free port with a data folder of its own, and Chromium. `seed`
 * writes a seed file into that folder and returns its path (default: the demo data).
 */
export async function startBenchConsole(
  seed: (dataDir: string) => string = () => join(repoRoot, 'resources', 'demo-seed.json'),
  /** Environment the host reads (CONSOLE_WORKERS_URL ...), as `npm run web` would. */
  env: Record<string, string> = {},
  /** The pages served (default: the built renderer). */
  staticDir: string = rendererStaticDir(repoRoot),
): Promise<BenchConsole> {
  const dataDir = mkdtempSync(join(tmpdir(), 'console-bench-'));
  const host = await startConsoleWeb({
    config: {
      port: 0,
      dataDir,
      testHooks: false,
      seedPath: seed(dataDir),
      staticDir,
    },
    env,
    repoRoot,
    openExternal: async () => {},
    log: () => {},
  });
  const browser = await chromium.launch({
    executablePath: chromiumExecutablePath(),
    args: CHROMIUM_ARGS,
  });
  return {
    url: host.url,
    browser,
    async newContext() {
      const context = await browser.newContext();
      await context.addCookies([host.sessionCookie]);
      return context;
    },
    async close() {
      await browser.close();
      await host.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
