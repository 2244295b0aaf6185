import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe } from 'vitest';
import {
  firestoreEmulatorAvailable,
  NO_EMULATOR,
  startFirestoreEmulator,
  type FirestoreEmulator,
} from '../firestore-emulator/locate';
import { rulesEnvironment } from './rules-environment';

/**
 * A vitest suite against firebase/firestore.rules for one project on the Firestore emulator
 * (started or shared, stopped after the suite); skipped with the one line saying how to get
 * an emulator where none is found. `env` is the rules environment while its tests run.
 */
export function rulesSuite(
  name: string,
  projectId: string,
  body: () => void,
): { readonly env: RulesTestEnvironment } {
  let env: RulesTestEnvironment | undefined;
  const available = firestoreEmulatorAvailable();
  if (!available) console.warn(NO_EMULATOR);
  (available ? describe : describe.skip)(name, () => {
    let emulator: FirestoreEmulator | null = null;
    beforeAll(async () => {
      emulator = await startFirestoreEmulator();
      if (!emulator) throw new Error(NO_EMULATOR);
      env = await rulesEnvironment(projectId, emulator.host);
    }, 90_000);
    afterAll(async () => {
      await env?.cleanup();
      await emulator?.stop();
    });
    body();
  });
  return {
    get env() {
      if (!env) throw new Error(`${name}: the rules environment is not ready`);
      return env;
    },
  };
}
