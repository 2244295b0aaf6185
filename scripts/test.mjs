/* global process, console, URL, performance, Buffer, setTimeout */
// `npm test`: every check, in two stages; the flows run only once the first passed. The first
// stage runs ESLint, Prettier, tsc, the renderer's build for the flows and vitest side by side:
// the lint checks are each single-threaded and vitest leaves part of our two cores idle (its
// start, the files whose worker waits on an emulator, its last file alone), so they fill that
// time instead of holding everything up for their own 40 s. Each buffered check's output is
// printed whole once it ends; vitest's prints as it goes. Meanwhile one Firestore and one Auth
// emulator start for vitest and Playwright to share (tests/support/shared-emulators.ts).
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { freshMemoryProbe, SLOW_FRESH_MEMORY_MS } from './fresh-memory.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const node = process.execPath;

/** Variables that point the suites at the shared emulators, once they answer. */
let emulatorEnv = {};

/**
 * Starts the shared emulators; resolves with a stop function once they answer. Where they
 * cannot start, the suites start (or skip) their own, as they do when run alone.
 */
function startSharedEmulators() {
  const child = spawn(node, ['--import', 'tsx', 'tests/support/shared-emulators.ts'], {
    cwd: root,
    env: process.env,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    child.stdin.end();
    const timeout = new Promise((resolve) => setTimeout(resolve, 15_000).unref());
    if ((await Promise.race([exited.then(() => 'exited'), timeout])) !== 'exited') child.kill();
  };
  return new Promise((resolve) => {
    createInterface({ input: child.stdout }).once('line', (line) => {
      try {
        emulatorEnv = JSON.parse(line);
      } catch {
        console.log(`Emuladores compartilhados: resposta inesperada (${line})`);
      }
      resolve(stop);
    });
    exited.then(() => resolve(stop));
  });
}

/**
 * Runs one command, its output kept until it ends; resolves with its exit code and time. A
 * `background` check runs at a lower CPU priority where `nice` exists: it fills the cores the
 * others leave idle instead of slowing the emulators' start and vitest.
 */
function check(name, command, args, { buffered = true, background = false } = {}) {
  const started = performance.now();
  if (background && process.platform !== 'win32') {
    args = ['-n', '10', command, ...args];
    command = 'nice';
  }
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...emulatorEnv },
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

const runStarted = performance.now();
// Before anything starts, so nothing else is asking for memory: the machine's kind, printed
// with the total (one probe: a few tens of ms on most of our machines, half a second on some).
const freshMemory = freshMemoryProbe(1);
const emulators = startSharedEmulators();
// The checks that need no emulator start at once, in the background; vitest once the
// emulators answer (or are known absent): under four busy checks at the same priority, vitest
// started about 34 s in; the emulators alone answer in 10.
const background = { background: true };
const firstStage = [
  check('eslint', npx, ['eslint', '.'], background),
  check('prettier', npx, ['prettier', '--check', '.'], background),
  check('typecheck', npm, ['run', '--silent', 'typecheck'], background),
  check('build', node, ['scripts/build-web-for-e2e.mjs'], background),
];
await emulators;
const emulatorsSeconds = ((performance.now() - runStarted) / 1000).toFixed(1);
console.log(`── emuladores compartilhados: em ${emulatorsSeconds} s`);
firstStage.push(check('vitest', npx, ['vitest', 'run'], { buffered: false }));
let status = (await Promise.all(firstStage)).find((code) => code !== 0) ?? 0;
if (status === 0) {
  const e2eArgs = ['scripts/e2e.mjs', '--built', ...process.argv.slice(2)];
  status = await check('e2e', node, e2eArgs, { buffered: false });
}
await (
  await emulators
)();
const total = ((performance.now() - runStarted) / 1000).toFixed(1);
const slowMachine =
  freshMemory.median > SLOW_FRESH_MEMORY_MS
    ? ': máquina de memória lenta, tempos cerca do dobro (README, "Run every test")'
    : '';
console.log(
  `── memória nova: 128 MiB tocados em ${freshMemory.median} ms antes do início${slowMachine}`,
);
console.log(`── npm test: ${status === 0 ? 'ok' : `falhou (${status})`} em ${total} s`);
process.exit(status);
