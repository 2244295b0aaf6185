import { readFileSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { chunkUrlImports } from './vite.web.config.ts';

// The file name picks the runtime (ARCHITECTURE §7): `*.dom.test.ts(x)` runs in jsdom, every
// other test in plain Node. Never happy-dom (DOMPurify). README "Tests" says how to keep it fast.
const domTests = ['src/**/*.dom.test.{ts,tsx}'];

// Files share their worker's modules (no per-file re-import of antd, React, jsdom), except
// those that replace modules: those get a fresh worker, found by reading them, so no list is
// kept by hand. Clocks and globals a file fakes are given back at its end (sharedWorkerSetup).
const ownsWorker = /\bvi\.(mock|doMock)\(/;
const sharedWorkerSetup = 'tests/support/shared-worker-setup.ts';

// Monaco cannot run under jsdom (ARCHITECTURE §7): every jsdom test gets the one stand-in for
// the JSON editor, a textarea, without a vi.mock of its own (which would cost it a fresh
// worker); only the editor's own tests, beside it, import the real one.
const jsonEditor = resolve('src/renderer/components/json-editor/json-editor.tsx');
const jsonEditorStandIn: Plugin = {
  name: 'json-editor-stand-in',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (!source.endsWith('/json-editor') || !importer) return null;
    if (dirname(importer) === dirname(jsonEditor)) return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    if (resolved?.id !== jsonEditor) return null;
    return resolve('src/renderer/test-support/json-editor-stub.tsx');
  },
};

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

// Limits for a loaded machine (a test's waits end as soon as their condition holds): a test
// holds a few of Testing Library's 30 s waits (tests/support/jsdom-setup.ts).
const timeouts = { testTimeout: 60_000, hookTimeout: 60_000 };

const nodeProject = (isolate: boolean): TestProjectInlineConfiguration => ({
  test: {
    name: isolate ? 'node:isolated' : 'node',
    environment: 'node',
    include: isolate ? isolatedFiles : ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.ts'],
    exclude: isolate ? domTests : [...domTests, ...isolatedFiles],
    isolate,
    setupFiles: [sharedWorkerSetup],
    // electron-store goes through vitest's resolver, so the recorded run of the main entry
    // (tests/electron/main-entry-*.recorded.test.ts) can give it the stand-in `electron`.
    ...(isolate ? { server: { deps: { inline: ['electron-store'] } } } : {}),
    ...timeouts,
  },
});

const domProject = (isolate: boolean): TestProjectInlineConfiguration => ({
  plugins: [react(), chunkUrlImports(), jsonEditorStandIn],
  test: {
    name: isolate ? 'dom:isolated' : 'dom',
    environment: 'jsdom',
    include: isolate ? isolatedFiles.filter((file) => file.includes('.dom.test.')) : domTests,
    exclude: isolate ? [] : isolatedFiles,
    setupFiles: ['tests/support/jsdom-setup.ts', sharedWorkerSetup],
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
    // V8 without background threads in the workers: the workers already fill the cores, so its
    // helper threads only cost (10 heavy jsdom files, 3 alternating pairs: 8% less CPU). Nor
    // its top tier: a test runs most code a few times, and TurboFan's compiles, now on the
    // test's own thread, cost more than they won back (the same files: 5% less again).
    execArgv: ['--single-threaded', '--max-opt=2'],
    env: {
      ELECTRON_SKIP_BINARY_DOWNLOAD: '1',
      ELECTRON_OVERRIDE_DIST_PATH: '/nonexistent-electron-dist',
    },
    projects: [nodeProject(false), nodeProject(true), domProject(false), domProject(true)],
  },
});
