/**
 * The UI offers 'Apagar' to staff only where firebase/firestore.rules let them delete
 * (src/shared/auth/privileged-deletes.ts): this holds the list to the rules, both ways.
 */
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { deleteDoc, doc, setDoc, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteNeedsPrivilege } from '../../src/shared/auth/privileged-deletes';
import {
  firestoreEmulatorAvailable,
  NO_EMULATOR,
  startFirestoreEmulator,
  type FirestoreEmulator,
} from '../support/firestore-emulator/locate';
import { rulesEnvironment } from '../support/firestore/rules-environment';

/** A configuration staff may write, a product, and ordinary collections. */
const documents = [
  'project/demo/config/payment',
  'project/demo/product-data/1011',
  'project/demo/brand/tramontina',
  'project/demo/category/panelas',
  'project/demo/customer/c1',
];

let emulator: FirestoreEmulator | null = null;
let env: RulesTestEnvironment;
const as = (claims: Record<string, unknown>) =>
  env
    .authenticatedContext(`u-${Object.keys(claims).join('-')}`, claims)
    .firestore() as unknown as Firestore;

const suite = firestoreEmulatorAvailable() ? describe : describe.skip;
if (!firestoreEmulatorAvailable()) console.warn(NO_EMULATOR);

suite('deletes only privileged users make', () => {
  beforeAll(async () => {
    emulator = await startFirestoreEmulator();
    if (!emulator) throw new Error(NO_EMULATOR);
    env = await rulesEnvironment('demo-privileged-deletes', emulator.host);
  }, 90_000);

  afterAll(async () => {
    await env?.cleanup();
    await emulator?.stop();
  });

  it('are the ones the rules refuse to staff and allow to administrators', async () => {
    expect(documents.filter((path) => deleteNeedsPrivilege(path.split('/')[2]!))).toHaveLength(2);
    for (const path of documents) {
      await env.clearFirestore();
      await env.withSecurityRulesDisabled((context) =>
        setDoc(doc(context.firestore() as unknown as Firestore, path), { name: 'x' }),
      );
      const staffDelete = deleteDoc(doc(as({ staff: true }), path));
      if (deleteNeedsPrivilege(path.split('/')[2]!)) await assertFails(staffDelete);
      else await assertSucceeds(staffDelete);
      await assertSucceeds(deleteDoc(doc(as({ staff: true, admin: true }), path)));
    }
  });
});
