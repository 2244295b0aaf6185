import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';

const rulesPath = fileURLToPath(new URL('../../../firebase/firestore.rules', import.meta.url));

/**
 * firebase/firestore.rules loaded for one Firebase project on a running Firestore emulator
 * (`host:port`): each caller names its own project, so suites sharing an emulator keep apart.
 */
export function rulesEnvironment(
  projectId: string,
  emulatorHost: string,
): Promise<RulesTestEnvironment> {
  const [host, port] = emulatorHost.split(':');
  return initializeTestEnvironment({
    projectId,
    firestore: { host, port: Number(port), rules: readFileSync(rulesPath, 'utf8') },
  });
}
