import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, setDoc, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createFirebaseDataPorts } from '../../src/renderer/data/firebase';
import { firebaseWebConfigSchema } from '../../src/shared/settings/profile';
import {
  authEmulatorUnavailable,
  startAuthEmulator,
  type AuthEmulator,
} from '../support/firestore/auth-emulator';
import { rulesEnvironment } from '../support/firestore/rules-environment';
import { uniqueSuffix } from './suite/helpers';
import { describeProductEditContract } from './suite/product-edit.contract';

/**
 * A project of its own on the emulator, with firebase/firestore.rules loaded: the product
 * edit contract holds the rules' audit of panel fields, so it runs as a signed-in privileged
 * user ({staff, admin} claims, through the Auth emulator). The other contracts keep their
 * rule-free project.
 */
const RULES_PROJECT_ID = 'demo-console-rules';

export function describeFirebaseProductEditContract(firestoreHost: () => string): void {
  const unavailable = authEmulatorUnavailable();
  if (unavailable) {
    console.warn(`Product edit contract (firebase) skipped: ${unavailable}`);
    describe.skip(`Product edit contract: firebase (skipped: ${unavailable})`, () => {
      it('needs the Auth emulator', () => {});
    });
    return;
  }

  describe('firebase with the rules on', () => {
    let rules: RulesTestEnvironment | null = null;
    let auth: AuthEmulator | null = null;
    let account: { email: string; password: string; uid: string };

    beforeAll(async () => {
      rules = await rulesEnvironment(RULES_PROJECT_ID, firestoreHost());
      auth = await startAuthEmulator(RULES_PROJECT_ID);
      account = await auth.createUser();
      await auth.setClaims(account.uid, { staff: true, admin: true });
    }, 90_000);

    afterAll(async () => {
      await rules?.cleanup();
      await auth?.close();
    });

    describeProductEditContract('firebase', async () => {
      const data = await createFirebaseDataPorts({
        config: firebaseWebConfigSchema.parse({
          apiKey: 'contract-test-key',
          projectId: RULES_PROJECT_ID,
          firestoreEmulatorHost: firestoreHost(),
          authEmulatorUrl: auth!.url,
        }),
        appName: `contract-rules-${uniqueSuffix()}`,
        cache: 'memory',
      });
      const user = await data.identity.signIn(account.email, account.password);
      return {
        store: data.documents,
        userId: user.id,
        // As a sync service writes: the rules off.
        seed: (path, values, options) =>
          rules!.withSecurityRulesDisabled((context) =>
            setDoc(doc(context.firestore() as unknown as Firestore, path), values, {
              merge: options?.merge === true,
            }),
          ),
        dispose: data.dispose,
      };
    });
  });
}
