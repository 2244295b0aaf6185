/* global process, URL */
// `npm run test:e2e:firebase`: every flow of tests/e2e on a Firebase profile (Playwright project
// firebase-flows with CONSOLE_E2E_FIREBASE_ALL=1); `npm test` runs only the flows that guard
// what differs between the profiles (playwright.config.ts, FIREBASE_GUARDS). Builds the
// renderer first; extra arguments go to Playwright (a spec file, --workers ...).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const run = (args, env = process.env) =>
  spawnSync(npx, args, { cwd: root, stdio: 'inherit', env }).status ?? 1;

const built = run(['vite', 'build', '--config', 'vite.web.config.ts', '--logLevel', 'warn']);
if (built !== 0) process.exit(built);
process.exit(
  run(
    [
      'playwright',
      'test',
      '-c',
      'playwright.config.ts',
      // Before --project, which would take a spec file for a project's name.
      ...process.argv.slice(2),
      '--project',
      'firebase-flows',
    ],
    { ...process.env, CONSOLE_E2E_FIREBASE_ALL: '1' },
  ),
);
