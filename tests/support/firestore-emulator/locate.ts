import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../free-port';

/**
 * Google's official Firestore emulator, found the way a developer's machine or CI has it
 * (ARCHITECTURE §8), in this order:
 * 1. FIRESTORE_EMULATOR_HOST: one already running (never stopped by us);
 * 2. `gcloud` on PATH (`gcloud emulators firestore start`);
 * 3. the launcher of the Debian package google-cloud-cli-firestore-emulator;
 * 4. firebase-tools' own emulator jar, where `firebase setup:emulators:firestore` fetched it.
 */
export interface FirestoreEmulator {
  /** `127.0.0.1:port`, as FIRESTORE_EMULATOR_HOST and connectFirestoreEmulator take it. */
  host: string;
  /** Which one this is, for the test log. */
  source: string;
  stop(): Promise<void>;
}

const DEBIAN_LAUNCHER =
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator';

/** The one line a suite prints when it skips for want of an emulator. */
export const NO_EMULATOR =
  'Firebase tests skipped: no Firestore emulator found. Install the Debian package ' +
  'google-cloud-cli-firestore-emulator (or the Google Cloud CLI), or run ' +
  '`npx firebase setup:emulators:firestore` with internet, or set FIRESTORE_EMULATOR_HOST.';

type Launch = { source: string; command: string; args: (port: number) => string[] };

function onPath(command: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function firebaseToolsJar(): string | null {
  const dir = join(homedir(), '.cache', 'firebase', 'emulators');
  if (!existsSync(dir)) return null;
  const jar = readdirSync(dir)
    .filter((name) => /^cloud-firestore-emulator-.*\.jar$/.test(name))
    .sort()
    .pop();
  return jar ? join(dir, jar) : null;
}

/** What can start an emulator on this machine, best first; empty when nothing can. */
export function emulatorLaunches(): Launch[] {
  const launches: Launch[] = [];
  if (onPath('gcloud')) {
    launches.push({
      source: 'gcloud emulators firestore',
      command: 'gcloud',
      args: (port) => ['emulators', 'firestore', 'start', `--host-port=127.0.0.1:${port}`],
    });
  }
  if (existsSync(DEBIAN_LAUNCHER)) {
    launches.push({
      source: 'google-cloud-cli-firestore-emulator',
      command: DEBIAN_LAUNCHER,
      args: (port) => ['start', '--host=127.0.0.1', `--port=${port}`],
    });
  }
  const jar = firebaseToolsJar();
  if (jar && onPath('java')) {
    launches.push({
      source: `firebase-tools (${jar})`,
      command: 'java',
      args: (port) => ['-jar', jar, '--host', '127.0.0.1', '--port', String(port)],
    });
  }
  return launches;
}

/**
 * How the emulator's JVM compiles. 'quick' (tests): its quick compiler only; a test run is
 * minutes of short requests, and the optimising compiler's threads cost more CPU than they
 * save (the contract and rules suites, 2 cores: the emulator's CPU went from 16.0–16.8 to
 * 7.0–7.2 s). 'full' (benches): the JVM as shipped, whose optimised code answers a query
 * faster once warm; the quick compiler made the Firebase list's first page 296 → 470 ms.
 */
export type EmulatorCompiler = 'quick' | 'full';

function emulatorJvmOptions(compiler: EmulatorCompiler): string {
  const quick = compiler === 'quick' ? '-XX:TieredStopAtLevel=1' : undefined;
  return [process.env.JAVA_TOOL_OPTIONS, quick].filter(Boolean).join(' ');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The emulator answers "Ok" on / once it serves. */
async function waitReady(host: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the emulator exited (${child.exitCode})`);
    try {
      const response = await fetch(`http://${host}/`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`the emulator did not answer on ${host} within ${timeoutMs} ms`);
}

/**
 * Kills the launcher's whole process group: gcloud and the Debian launcher fork a `java`
 * child that would outlive a plain kill of its parent.
 */
async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  const timedOut = await Promise.race([exited.then(() => false), sleep(5000).then(() => true)]);
  if (timedOut) signal('SIGKILL');
  // The group may outlive the launcher by a moment: make sure the JVM is gone too.
  signal('SIGKILL');
}

/** Whether this machine has a Firestore emulator to start, or one running already. */
export const firestoreEmulatorAvailable = (): boolean =>
  Boolean(process.env.FIRESTORE_EMULATOR_HOST?.trim()) || emulatorLaunches().length > 0;

/** An emulator for this run, or null where none can be found (the suite then skips). */
export async function startFirestoreEmulator({
  timeoutMs = 60_000,
  compiler = 'quick',
}: { timeoutMs?: number; compiler?: EmulatorCompiler } = {}): Promise<FirestoreEmulator | null> {
  const running = process.env.FIRESTORE_EMULATOR_HOST?.trim();
  if (running) {
    return { host: running, source: `FIRESTORE_EMULATOR_HOST=${running}`, stop: async () => {} };
  }
  for (const launch of emulatorLaunches()) {
    const port = await freePort();
    const host = `127.0.0.1:${port}`;
    const child = spawn(launch.command, launch.args(port), {
      detached: true, // its own process group, so stop() reaches the JVM
      stdio: 'ignore',
      env: { ...process.env, JAVA_TOOL_OPTIONS: emulatorJvmOptions(compiler) },
    });
    child.unref();
    try {
      await waitReady(host, child, timeoutMs);
      return { host, source: launch.source, stop: () => stopGroup(child) };
    } catch (error) {
      await stopGroup(child);
      console.warn(`Firestore emulator via ${launch.source} failed: ${String(error)}`);
    }
  }
  return null;
}
