import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutablePath } from './tests/support/chromium';

/**
 * End-to-end flows in Chromium through the web shell. Each test gets its own web host and
 * data folder (tests/e2e/fixtures.ts, tests/e2e-firebase/fixtures.ts); the renderer must be
 * built first (scripts/e2e.mjs does it). The Electron smoke spec has its own config.
 */
export default defineConfig({
  testMatch: '**/*.spec.ts',
  projects: [
    // The local profile: the embedded store (IndexedDB through Dexie) and a sandbox server.
    { name: 'local', testDir: 'tests/e2e' },
    // A Firebase profile against the emulators (tests/e2e-firebase/fixtures.ts); skips with
    // one printed line where no Firestore emulator can be found.
    { name: 'firebase', testDir: 'tests/e2e-firebase' },
  ],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  outputDir: 'test-results/e2e',
  use: {
    browserName: 'chromium',
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // Recording a trace costs about a tenth of the suite's time, so it is on only when asked
    // for (CONSOLE_E2E_TRACE=1); a failure still leaves its screenshot and page snapshot.
    trace: process.env.CONSOLE_E2E_TRACE
      ? { mode: 'retain-on-failure', screenshots: false }
      : 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumExecutablePath(), args: CHROMIUM_ARGS },
  },
});
