import { defineConfig } from '@playwright/test';
import { FLOW_CHROMIUM_ARGS, testChromiumExecutablePath } from './tests/support/chromium';

/**
 * End-to-end flows in Chromium through the web shell. Each test gets its own web host and
 * data folder (tests/e2e/fixtures.ts, tests/e2e-firebase/fixtures.ts); the renderer must be
 * built first (scripts/e2e.mjs does it). The Electron smoke spec has its own config.
 */
/**
 * The flows of tests/e2e that `npm test` also runs on the Firebase profile: those that guard
 * what differs between the profiles (rules on the screens' writes, composite-index queries,
 * live listeners, id cursors, batches, uploads to Storage). The whole suite runs there with
 * `npm run test:e2e:firebase` (CONSOLE_E2E_FIREBASE_ALL=1).
 */
const FIREBASE_GUARDS = [
  'collections.spec.ts', // id-cursor pages of a live list, documents added and removed live
  'orders.spec.ts', // customerId == + createdAt desc (a composite index), live
  'events.spec.ts', // the merged live feed of several projects, per-customer query
  'config-forms.spec.ts', // staff and privileged writes of config/* under the rules
  'product-audit.spec.ts', // the panel's batch with its changelog entry, refused without
  'uploads.spec.ts', // bytes to Storage, registration, the files list live
];

export default defineConfig<object, { profile: 'local' | 'firebase' }>({
  testMatch: '**/*.spec.ts',
  // The two workers take the files in this order: the Firebase projects' fewer, longer files
  // first and the many short local ones last, so both workers end about together (local first
  // left one worker alone with firebase-flows' longest file, about 30 s).
  projects: [
    // A Firebase profile against the emulators (tests/e2e-firebase/fixtures.ts); skips with
    // one printed line where no Firestore emulator can be found.
    { name: 'firebase', testDir: 'tests/e2e-firebase' },
    // The same flows as `local`, on a Firebase profile (tests/e2e/fixtures.ts, `profile`).
    {
      name: 'firebase-flows',
      testDir: 'tests/e2e',
      testMatch: process.env.CONSOLE_E2E_FIREBASE_ALL ? '**/*.spec.ts' : FIREBASE_GUARDS,
      use: { profile: 'firebase' },
    },
    // The local profile: the embedded store (IndexedDB through Dexie) and a sandbox server.
    { name: 'local', testDir: 'tests/e2e' },
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
    // The system's reduced motion, which the console follows (antd's motion off): a click can
    // no longer land on a dialog's button while it still zooms in under load, and the flows
    // spend about 7% less CPU. The flows that open dialogs by keyboard also run with motion
    // (`reducedMotion: 'no-preference'` in outcomes-product and wayfinding-search).
    reducedMotion: 'reduce',
    launchOptions: { executablePath: testChromiumExecutablePath(), args: FLOW_CHROMIUM_ARGS },
  },
});
