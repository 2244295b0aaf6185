import { readFileSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';

// The file name picks the runtime (ARCHITECTURE §7): `*.dom.test.ts(x)` runs in jsdom, every
// other test in plain Node. Never happy-dom (DOMPurify). README "Tests" says how to keep it fast.
const domTests = ['src/**/*.dom.test.{ts,tsx}'];

// Files share their worker's modules (no per-file re-import of antd, React, jsdom), except
// those that replace modules, globals or clocks: those get a fresh worker, found by reading
// them, so no list is kept by hand.
const ownsWorker = /\bvi\.(mock|doMock|stubGlobal|useFakeTimers)\(/;

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}
const isolatedFiles = ['src', 'tests']
  .flatMap(testFiles)
  .filter((file) => ownsWorker.test(readFileSync(file, 'utf8')));

const timeouts = { testTimeout: 20_000, hookTimeout: 60_000 };

const nodeProject = (isolate: boolean): TestProjectInlineConfiguration => ({
  test: {
    name: isolate ? 'node:isolated' : 'node',
    environment: 'node',
    include: isolate ? isolatedFiles : ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.ts'],
    exclude: isolate ? domTests : [...domTests, ...isolatedFiles],
    isolate,
    // electron-store goes through vitest's resolver, so the recorded run of the main entry
    // (tests/electron/main-entry-*.recorded.test.ts) can give it the stand-in `electron`.
    ...(isolate ? { server: { deps: { inline: ['electron-store'] } } } : {}),
    ...timeouts,
  },
});

const domProject = (isolate: boolean): TestProjectInlineConfiguration => ({
  plugins: [react()],
  test: {
    name: isolate ? 'dom:isolated' : 'dom',
    environment: 'jsdom',
    include: isolate ? isolatedFiles.filter((file) => file.includes('.dom.test.')) : domTests,
    exclude: isolate ? [] : isolatedFiles,
    setupFiles: ['tests/support/jsdom-setup.ts'],
    isolate,
    ...timeouts,
  },
});

export default defineConfig({
  test: {
    // The JSON report feeds the closing `N passed, N failed` line of .ci/run.
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
    // vitest's default is one worker fewer than the cores: one worker on our 2-core machines.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    env: {
      ELECTRON_SKIP_BINARY_DOWNLOAD: '1',
      ELECTRON_OVERRIDE_DIST_PATH: '/nonexistent-electron-dist',
    },
    projects: [nodeProject(false), nodeProject(true), domProject(false), domProject(true)],
  },
});
