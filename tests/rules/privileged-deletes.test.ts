/**
 * The UI offers 'Apagar' to staff only where firebase/firestore.rules let them delete
 * (src/shared/auth/privileged-deletes.ts): this holds the list to the rules, both ways.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, setDoc, type Firestore } from 'firebase/firestore';
import { expect, it } from 'vitest';
import { deleteNeedsPrivilege } from '../../src/shared/auth/privileged-deletes';
import { rulesSuite } from '../support/firestore/rules-suite';

/** A configuration staff may write, a product, and ordinary collections. */
const documents = [
  'project/demo/config/payment',
  'project/demo/product-data/1011',
  'project/demo/brand/tramontina',
  'project/demo/category/panelas',
  'project/demo/customer/c1',
];

const as = (claims: Record<string, unknown>) =>
  rules.env
    .authenticatedContext(`u-${Object.keys(claims).join('-')}`, claims)
    .firestore() as unknown as Firestore;

const rules = rulesSuite('deletes only privileged users make', 'demo-privileged-deletes', () => {
  it('are the ones the rules refuse to staff and allow to administrators', async () => {
    expect(documents.filter((path) => deleteNeedsPrivilege(path.split('/')[2]!))).toHaveLength(2);
    for (const path of documents) {
      await rules.env.clearFirestore();
      await rules.env.withSecurityRulesDisabled((context) =>
        setDoc(doc(context.firestore() as unknown as Firestore, path), { name: 'x' }),
      );
      const staffDelete = deleteDoc(doc(as({ staff: true }), path));
      if (deleteNeedsPrivilege(path.split('/')[2]!)) await assertFails(staffDelete);
      else await assertSucceeds(staffDelete);
      await assertSucceeds(deleteDoc(doc(as({ staff: true, admin: true }), path)));
    }
  });
});
