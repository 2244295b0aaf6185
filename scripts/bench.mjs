/* global process, URL, console */
// `npm run bench`: builds what the figures need, then runs every bench/*.bench.ts in turn.
// Each prints one JSON line per figure: {"metric", "value", "unit", "target"}.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { freshMemoryProbe } from './fresh-memory.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const quiet = { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: process.env };

const built = spawnSync(npx, ['vite', 'build', '--config', 'vite.web.config.ts'], quiet);
if (built.status !== 0) process.exit(built.status ?? 1);

// The machine's kind first, as a figure of its own (no target): timings here follow it.
const memory = freshMemoryProbe(5);
console.log(
  JSON.stringify({
    metric: 'machine.fresh_memory_128mib_ms',
    value: memory.median,
    unit: 'ms',
    target: null,
    runs: 5,
    min: memory.min,
    max: memory.max,
    loadAverage: Math.round(loadavg()[0] * 100) / 100,
  }),
);

const only = process.argv[2];
let failed = 0;
for (const file of readdirSync(new URL('../bench/', import.meta.url)).sort()) {
  if (!file.endsWith('.bench.ts') || (only && !file.includes(only))) continue;
  const result = spawnSync(process.execPath, ['--import', 'tsx', `bench/${file}`], {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  });
  if (result.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
