import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort } from '../free-port';

/** firebase-tools' Auth emulator: runs offline, no Java (ARCHITECTURE §8). */
export interface AuthEmulator {
  /** `http://127.0.0.1:port`, for connectAuthEmulator. */
  url: string;
  /** Signs up a fresh e-mail/password account and returns its credentials. */
  createUser(): Promise<{ email: string; password: string; uid: string }>;
  /** Sets custom claims, as the Admin SDK would. */
  setClaims(uid: string, claims: Record<string, unknown>): Promise<void>;
  close(): Promise<void>;
}

const cli = resolve('node_modules/.bin/firebase');
/** Compiles the emulator's request validators on first use (see the file). */
const lazySchemas = pathToFileURL(
  resolve('tests/support/firestore/auth-emulator-lazy-schemas.mjs'),
);

/** Why the emulator cannot run here, or null when it can. */
export function authEmulatorUnavailable(): string | null {
  if (process.env.FIREBASE_AUTH_EMULATOR_HOST) return null;
  return existsSync(cli) ? null : 'firebase-tools is not installed (node_modules/.bin/firebase)';
}

async function call(url: string, body: unknown, admin = false): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      // The emulator accepts this token as an admin credential.
      ...(admin ? { authorization: 'Bearer owner' } : {}),
    },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`Auth emulator ${url}: ${JSON.stringify(json)}`);
  return json;
}

function emulatorApi(url: string, close: () => Promise<void>): AuthEmulator {
  let counter = 0;
  const base = `${url}/identitytoolkit.googleapis.com/v1`;
  return {
    url,
    async createUser() {
      const email = `operador-${Date.now().toString(36)}-${++counter}@exemplo.com.br`;
      const password = `senha-${Math.random().toString(36).slice(2)}`;
      const created = await call(`${base}/accounts:signUp?key=test`, { email, password });
      return { email, password, uid: String(created.localId) };
    },
    async setClaims(uid, claims) {
      // No project in the path: the account is where signUp put it, the emulator's own project
      // (a shared emulator's may differ from the caller's Firestore project).
      await call(
        `${base}/accounts:update`,
        { localId: uid, customAttributes: JSON.stringify(claims) },
        true,
      );
    },
    close,
  };
}

async function waitUntilReady(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 80_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`Auth emulator exited (${child.exitCode}):\n${output()}`);
    }
    const up = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Auth emulator did not start:\n${output()}`);
}

/** Starts the emulator on free ports (or uses FIREBASE_AUTH_EMULATOR_HOST). */
export async function startAuthEmulator(projectId: string): Promise<AuthEmulator> {
  const external = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (external) return emulatorApi(`http://${external}`, async () => {});

  const [port, hub, logging] = [await freePort(), await freePort(), await freePort()];
  const dir = mkdtempSync(join(tmpdir(), 'auth-emulator-'));
  // Free ports for the hub and logging too, so parallel runs never collide.
  writeFileSync(
    join(dir, 'firebase.json'),
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port },
        hub: { host: '127.0.0.1', port: hub },
        logging: { host: '127.0.0.1', port: logging },
        ui: { enabled: false },
      },
    }),
  );
  const child = spawn(cli, ['emulators:start', '--only', 'auth', '--project', projectId], {
    cwd: dir,
    // CI skips the online MOTD check; TMPDIR keeps the hub locator file of this run private.
    env: {
      ...process.env,
      CI: '1',
      TMPDIR: dir,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${lazySchemas.href}`.trim(),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(url, child, () => log.slice(-2000));
  } catch (error) {
    await stop();
    throw error;
  }
  return emulatorApi(url, stop);
}
