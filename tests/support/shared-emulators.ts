/**
 * One Firestore emulator and one Auth emulator for a whole `npm test`, started by
 * scripts/test.mjs while lint runs. vitest's contract and rules suites and every Playwright
 * worker then reach them through FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST
 * instead of booting their own: each boot costs seconds of CPU (a JVM for Firestore; the Auth
 * emulator compiles its API schemas), four times over. Suites keep apart by project id
 * (Firestore) and by fresh e-mail addresses (Auth).
 *
 * Prints one JSON line with those variables once both answer (or `{}` where an emulator
 * cannot run here: the suites then start or skip their own, as without this); stops them when
 * its stdin closes or on SIGTERM.
 */
import { startAuthEmulator, authEmulatorUnavailable } from './firestore/auth-emulator';
import { startFirestoreEmulator } from './firestore-emulator/locate';

const started: { stop(): Promise<void> }[] = [];
const variables: Record<string, string> = {};

// Side by side: a JVM and a Node process, each mostly waiting on its own start.
const startingAuth =
  !authEmulatorUnavailable() && !process.env.FIREBASE_AUTH_EMULATOR_HOST
    ? startAuthEmulator('demo-console-tests').catch(() => null)
    : Promise.resolve(null);
const firestore = await startFirestoreEmulator().catch(() => null);
if (firestore) {
  started.push(firestore);
  if (!process.env.FIRESTORE_EMULATOR_HOST) variables.FIRESTORE_EMULATOR_HOST = firestore.host;
}
const auth = await startingAuth;
if (auth) {
  started.push({ stop: () => auth.close() });
  variables.FIREBASE_AUTH_EMULATOR_HOST = new URL(auth.url).host;
}
process.stdout.write(`${JSON.stringify(variables)}\n`);

let stopping = false;
async function stopAll(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await Promise.allSettled(started.map((emulator) => emulator.stop()));
  process.exit(0);
}
process.stdin.on('end', () => void stopAll());
process.stdin.on('close', () => void stopAll());
process.stdin.resume();
process.on('SIGTERM', () => void stopAll());
process.on('SIGINT', () => void stopAll());
