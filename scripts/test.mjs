/* global process, console, URL, performance, Buffer */
// `npm test`: every check, in stages that stop at the first failure. Within the first stage
// the checks run side by side: ESLint, Prettier and tsc are each single-threaded, and our
// machines have two cores. Each check's output is printed whole once it ends.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const node = process.execPath;

/** Runs one command, its output kept until it ends; resolves with its exit code and time. */
function check(name, command, args, { buffered = true } = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: process.env,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const status = code ?? (signal ? 1 : 0);
      if (output.length) process.stdout.write(Buffer.concat(output));
      console.log(`── ${name}: ${status === 0 ? 'ok' : `falhou (${status})`} em ${seconds} s`);
      resolve(status);
    });
  });
}

const stages = [
  () =>
    Promise.all([
      check('eslint', npx, ['eslint', '.']),
      check('prettier', npx, ['prettier', '--check', '.']),
      check('typecheck', npx, ['tsc', '--noEmit', '-p', 'tsconfig.json']),
    ]),
  () => Promise.all([check('vitest', npx, ['vitest', 'run'], { buffered: false })]),
  () =>
    Promise.all([
      check('e2e', node, ['scripts/e2e.mjs', ...process.argv.slice(2)], { buffered: false }),
    ]),
];

for (const stage of stages) {
  const failed = (await stage()).find((status) => status !== 0);
  if (failed !== undefined) process.exit(failed);
}
