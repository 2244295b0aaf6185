import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect } from '@playwright/test';
import type { WebHost } from '../../src/web/host';
import { startConsoleWeb } from '../../src/web/start-console-web';
import { rendererStaticDir } from '../support/static-dir';
import { startSandbox, type Sandbox } from '../support/sandbox';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface ConsoleWeb {
  url: string;
  /** What `npm run web` prints: the address with this launch's token. */
  launchUrl: string;
  dataDir: string;
  /** Stops the web host, as a crash or Ctrl+C would (the page stays open). */
  stopHost(): Promise<void>;
  /** Starts it again on the same port and data folder. */
  startHost(): Promise<void>;
}

interface Options {
  /** Environment the web host reads (CONSOLE_WORKERS_URL ...), as `npm run web` would. */
  consoleEnv: Record<string, string>;
  /** A seed file for the empty local store (CONSOLE_SEED); the demo data when unset. */
  seedPath: string | undefined;
  /** Start the embedded demo services, as `npm run web` does (off: tests use a sandbox). */
  demoServices: boolean;
}

/**
 * Every test gets its own web shell host on a free port with its own data folder, and its
 * own browser context (so its own IndexedDB): nothing leaks from one test to the next.
 */
export const test = base.extend<Options & { consoleWeb: ConsoleWeb; sandbox: Sandbox }>({
  /**
   * A sandbox server of its own for the test (workers, console API, functions), closed after
   * it. Point the profile at it with `test.use({ consoleEnv: async ({ sandbox }, use) => ... })`.
   */
  // Playwright reads the first parameter's destructuring to learn a fixture's dependencies.
  // eslint-disable-next-line no-empty-pattern
  sandbox: async ({}, use) => {
    const sandbox = await startSandbox({ port: 0 });
    try {
      await use(sandbox);
    } finally {
      await sandbox.close();
    }
  },
  consoleEnv: [{}, { option: true }],
  seedPath: [undefined, { option: true }],
  demoServices: [false, { option: true }],
  consoleWeb: async ({ consoleEnv, seedPath, demoServices, context }, use) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'console-e2e-'));
    const start = (port: number) =>
      startConsoleWeb({
        config: {
          port,
          dataDir,
          testHooks: true,
          seedPath: seedPath ?? join(repoRoot, 'resources', 'demo-seed.json'),
          staticDir: rendererStaticDir(repoRoot),
          demoServices,
        },
        env: consoleEnv,
        repoRoot,
        openExternal: async () => {},
        log: () => {},
      });
    let host: WebHost | null = await start(0);
    const port = Number(new URL(host.url).port);
    const { url, launchUrl, sessionCookie } = host;
    // As after opening the launch URL: every page of the test's context has the session.
    await context.addCookies([sessionCookie]);
    try {
      await use({
        url,
        launchUrl,
        dataDir,
        async stopHost() {
          await host?.close();
          host = null;
        },
        async startHost() {
          host = await start(port);
        },
      });
    } finally {
      await host?.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
});

export { expect };
