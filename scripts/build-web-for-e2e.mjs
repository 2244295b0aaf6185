/* global process, URL */
// Builds the renderer for the web shell, where the flows load it from (tests/support/static-dir.ts).
// `npm run test:e2e` runs it before the flows; `npm test` runs it beside vitest.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const args = ['vite', 'build', '--config', 'vite.web.config.ts', '--logLevel', 'warn'];
process.exit(spawnSync(npx, args, { cwd: root, stdio: 'inherit', env: process.env }).status ?? 1);
