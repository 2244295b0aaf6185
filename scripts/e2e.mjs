/* global process, URL */
// `npm run test:e2e`: builds the renderer once for the web shell (not with `--built`: `npm
// test` has built it beside vitest), then runs the Playwright suites: the web shell flows in
// Chromium, then the Electron smoke spec (which skips, with its reason printed, where the
// Electron binary is absent).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const run = (args) =>
  spawnSync(npx, args, { cwd: root, stdio: 'inherit', env: process.env }).status ?? 1;

const args = process.argv.slice(2);
const prebuilt = args[0] === '--built';
if (!prebuilt) {
  const built = spawnSync(process.execPath, ['scripts/build-web-for-e2e.mjs'], {
    cwd: root,
    stdio: 'inherit',
  }).status;
  if (built !== 0) process.exit(built ?? 1);
}
const web = run([
  'playwright',
  'test',
  '-c',
  'playwright.config.ts',
  ...args.slice(prebuilt ? 1 : 0),
]);
const electron = run(['playwright', 'test', '-c', 'playwright.electron.config.ts']);
process.exit(web || electron);
