/**
 * firebase/firestore.rules against Google's official emulator, each rule both ways: what it
 * allows, then what it denies. Users are built from ID-token claims, as the Admin SDK sets
 * them; the data is seeded with the rules off.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  deleteDoc,
  doc,
  getDoc,
  runTransaction,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { beforeEach, it } from 'vitest';
import { rulesSuite } from '../support/firestore/rules-suite';

const PRODUCT = 'project/demo/product-data/1011';
const CHANGELOG = 'project/demo/product-data-changelog';

const as = (uid: string, claims: Record<string, unknown>) =>
  rules.env.authenticatedContext(uid, claims).firestore() as unknown as Firestore;
const admin = () => as('u-admin', { staff: true, admin: true });
const staff = () => as('u-staff', { staff: true });
const stranger = () => as('u-stranger', {});
const anonymous = () => rules.env.unauthenticatedContext().firestore() as unknown as Firestore;

const entry = (uid: string, code = '1011') => ({
  ProductCode: code,
  field: 'Price',
  from: 429.9,
  to: 399.9,
  about: 'promoção',
  createdBy: { id: uid, email: null, displayName: null, phoneNumber: null, claims: {} },
  createdAt: serverTimestamp(),
});

/** The panel's write: the changelog entry and the product change, named by it, in one batch. */
function panelEdit(db: Firestore, uid: string, options: { entryId?: string; code?: string } = {}) {
  const batch = writeBatch(db);
  const entryId = options.entryId ?? `e-${Math.random().toString(36).slice(2)}`;
  batch.set(doc(db, `${CHANGELOG}/${entryId}`), entry(uid, options.code));
  batch.set(doc(db, PRODUCT), { Price: 399.9, lastChangelogId: entryId }, { merge: true });
  return batch.commit();
}

/**
 * The same edit as the adapter commits a batch with a precondition: in a transaction that
 * reads the product first, with the version stamp chosen client-side.
 */
function conditionalPanelEdit(db: Firestore, uid: string) {
  const entryId = `e-${Math.random().toString(36).slice(2)}`;
  return runTransaction(db, async (transaction) => {
    await transaction.get(doc(db, PRODUCT));
    transaction.set(doc(db, `${CHANGELOG}/${entryId}`), entry(uid));
    transaction.set(
      doc(db, PRODUCT),
      { Price: 399.9, lastChangelogId: entryId, updatedAt: new Date() },
      { merge: true },
    );
  });
}

const rules = rulesSuite('Firestore security rules', 'demo-rules', () => {
  beforeEach(async () => {
    await rules.env.clearFirestore();
    await rules.env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore() as unknown as Firestore;
      await setDoc(doc(db, PRODUCT), {
        ProductCode: '1011',
        Price: 429.9,
        ProductSiteName: 'Panela',
      });
      await setDoc(doc(db, `${CHANGELOG}/old`), entry('u-admin'));
      await setDoc(doc(db, 'project/demo/brand/tramontina'), { name: 'Tramontina' });
    });
  });

  it('lets staff read console data, and nobody else', async () => {
    await assertSucceeds(getDoc(doc(staff(), PRODUCT)));
    await assertFails(getDoc(doc(anonymous(), PRODUCT)));
    await assertFails(getDoc(doc(stranger(), PRODUCT)));
    await assertFails(getDoc(doc(anonymous(), 'project/demo/brand/tramontina')));
  });

  it('lets staff write ordinary collections, and nobody else', async () => {
    await assertSucceeds(setDoc(doc(staff(), 'project/demo/brand/nova'), { name: 'Nova' }));
    await assertFails(setDoc(doc(stranger(), 'project/demo/brand/nova'), { name: 'Nova' }));
    await assertFails(setDoc(doc(anonymous(), 'project/demo/brand/nova'), { name: 'Nova' }));
  });

  it('lets a privileged user edit a price with its changelog entry in the same batch', async () => {
    await assertSucceeds(panelEdit(admin(), 'u-admin'));
  });

  it('lets a privileged user make that edit in a transaction, as a conditional batch commits', async () => {
    await assertSucceeds(conditionalPanelEdit(admin(), 'u-admin'));
    await assertFails(conditionalPanelEdit(staff(), 'u-staff'));
  });

  it('refuses a price edit by staff without the privileged claim, even with an entry', async () => {
    await assertFails(panelEdit(staff(), 'u-staff'));
  });

  it('refuses a privileged price edit without its changelog entry', async () => {
    await assertFails(updateDoc(doc(admin(), PRODUCT), { Price: 1 }));
    // Naming an entry that already existed does not count as logging this change.
    await assertFails(
      setDoc(doc(admin(), PRODUCT), { Price: 1, lastChangelogId: 'old' }, { merge: true }),
    );
    // Nor does an entry about another product.
    await assertFails(panelEdit(admin(), 'u-admin', { code: '2022' }));
  });

  it('lets staff change fields the panel does not own, without an entry', async () => {
    await assertSucceeds(updateDoc(doc(staff(), PRODUCT), { ProductSiteName: 'Panela 24 cm' }));
  });

  it('refuses a changelog entry with a forged author or a client-side date', async () => {
    const db = admin();
    await assertSucceeds(setDoc(doc(db, `${CHANGELOG}/mine`), entry('u-admin')));
    await assertFails(setDoc(doc(db, `${CHANGELOG}/forged`), entry('u-someone-else')));
    await assertFails(
      setDoc(doc(db, `${CHANGELOG}/backdated`), {
        ...entry('u-admin'),
        createdAt: new Date('2020-01-01T00:00:00.000Z'),
      }),
    );
  });

  it('never lets a changelog entry be updated or deleted', async () => {
    await assertFails(updateDoc(doc(admin(), `${CHANGELOG}/old`), { about: 'outro motivo' }));
    await assertFails(deleteDoc(doc(admin(), `${CHANGELOG}/old`)));
  });

  it('keeps config/console and the other admin-only configuration documents for privileged users', async () => {
    await assertSucceeds(getDoc(doc(staff(), 'project/demo/config/console')));
    await assertFails(
      setDoc(doc(staff(), 'project/demo/config/console'), { privilegedClaim: 'staff' }),
    );
    await assertSucceeds(
      setDoc(doc(admin(), 'project/demo/config/console'), { assistantProjectId: 'demo' }),
    );
    await assertFails(setDoc(doc(staff(), 'project/demo/config/bling'), { accounts: [] }));
    await assertSucceeds(
      setDoc(doc(admin(), 'project/demo/config/bling'), { accounts: [] }, { merge: true }),
    );
    await assertFails(setDoc(doc(staff(), 'project/demo/config/payment-asaas'), { apiKey: 'x' }));
    await assertSucceeds(
      setDoc(doc(admin(), 'project/demo/config/payment-asaas'), { apiKey: 'x' }),
    );
  });

  it('lets staff write the other configuration documents, but not their admin-only fields', async () => {
    const store = 'project/demo/config/store';
    await rules.env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore() as unknown as Firestore;
      await setDoc(doc(db, store), { name: 'Loja Demo', adminEmails: 'ana@loja.com.br' });
    });
    await assertSucceeds(updateDoc(doc(staff(), store), { name: 'Loja Nova' }));
    // The form's autosave writes the whole document: an unchanged admin-only value is fine.
    await assertSucceeds(
      setDoc(doc(staff(), store), { name: 'Loja Nova 2', adminEmails: 'ana@loja.com.br' }),
    );
    await assertFails(updateDoc(doc(staff(), store), { adminEmails: 'eu@fora.com' }));
    await assertFails(setDoc(doc(staff(), store), { name: 'Sem e-mails' }));
    await assertSucceeds(updateDoc(doc(admin(), store), { adminEmails: 'joao@loja.com.br' }));
    await assertFails(deleteDoc(doc(staff(), store)));

    const payment = 'project/demo/config/payment';
    await assertSucceeds(
      setDoc(doc(staff(), payment), { creditCard: { active: true, gateway: 'asaas' } }),
    );
    await assertFails(setDoc(doc(stranger(), payment), { pix: { active: true } }));

    // Creating a document with an admin-only field is changing that field.
    const frenet = 'project/demo/config/frenet';
    await assertFails(setDoc(doc(staff(), frenet), { active: true, token: 'segredo' }));
    await assertSucceeds(setDoc(doc(staff(), frenet), { active: true }));
    await assertSucceeds(setDoc(doc(admin(), frenet), { token: 'segredo' }, { merge: true }));
  });

  it("reads the privileged claim's name from the project's config/console", async () => {
    await rules.env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore() as unknown as Firestore;
      await setDoc(doc(db, 'project/demo/config/console'), { privilegedClaim: 'gerente' });
    });
    // admin is no longer the privileged claim of this project; gerente is.
    await assertFails(panelEdit(admin(), 'u-admin'));
    await assertSucceeds(panelEdit(as('u-gerente', { staff: true, gerente: true }), 'u-gerente'));
  });
});
