import { defineConfig } from '@playwright/test';

/**
 * The Electron smoke spec only: it needs the Electron binary, which CI machines lack, so it
 * skips there with a printed reason. The main end-to-end config (web shell) is separate.
 */
export default defineConfig({
  testDir: 'tests/electron',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  workers: 1,
  reporter: [['list'], ['json', { outputFile: 'test-results/electron.json' }]],
  outputDir: 'test-results/electron',
});
