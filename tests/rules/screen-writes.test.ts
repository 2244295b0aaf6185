/**
 * The writes the screens make, sent as the screens send them (the app's own write code over
 * the Firestore adapter), against firebase/firestore.rules: allowed to the user who needs to
 * make them, refused to staff without the needed claim and to a signed-out user. The bytes
 * of an upload go to Storage and its record is written by the console API (a service
 * account), so no rule of this file is involved there; staff read the records it writes.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc, type Firestore } from 'firebase/firestore';
import { beforeEach, expect, it } from 'vitest';
import { previewImport } from '../../src/shared/collection-csv/import-preview';
import { formDefinitionFor } from '../../src/shared/forms/form-registry';
import type { ActingUser } from '../../src/shared/products/manual-edit';
import { texts } from '../../src/shared/texts/pt-BR';
import type { DocumentStore } from '../../src/renderer/data/ports';
import { createFirestoreDocumentStore } from '../../src/renderer/data/firebase/document-store';
import { saveOver, versionOf } from '../../src/renderer/document-session/stored-version';
import { copyDocument } from '../../src/renderer/features/documents/document-editor/copy-document';
import { applyImport } from '../../src/renderer/screens/collections/csv/apply-import';
import { commitAuditedEdit } from '../../src/renderer/screens/product/info-panel/audited-edit';
import { rulesSuite } from '../support/firestore/rules-suite';

const PROJECT = 'demo';
const at = (collection: string, id: string) => `project/${PROJECT}/${collection}/${id}`;

/** One stored document per screen that edits documents: its form saves the whole document. */
const SEED: Record<string, Record<string, unknown>> = {
  [at('campaign-email', 'black-friday')]: { title: 'Black Friday', subject: 'Ofertas' },
  [at('campaign-whatsapp', 'natal')]: { title: 'Natal', template: 'natal_2026' },
  [at('customer-segment', 'vip')]: { title: 'VIP', condition: null },
  [at('whatsapp-template', 'boas-vindas')]: { name: 'boas_vindas', language: 'pt_BR' },
  [at('content', 'sobre')]: { title: 'Sobre a loja', layout: { root: { children: [] } } },
  [at('conversation', 'c1')]: { customerId: null },
  [at('brand', 'tramontina')]: { id: 'tramontina', name: 'Tramontina' },
  [at('config', 'payment')]: { pix: { active: false } },
  [at('config', 'bling')]: { accounts: [] },
  [at('config', 'store')]: { name: 'Loja Demo', adminEmails: 'ana@loja.com.br' },
  [at('product-data', '1011')]: { ProductCode: '1011', Price: 429.9, ProductSiteName: 'Panela' },
  [at('file', 'f1')]: { filename: 'foto.png', url: 'https://cdn.example/foto.png' },
};

type Who = 'privileged' | 'staff' | 'stranger' | 'signedOut';
const CLAIMS: Record<Exclude<Who, 'signedOut'>, Record<string, unknown>> = {
  privileged: { staff: true, admin: true },
  staff: { staff: true },
  // Signed in, without the staff claim: the console's data is not theirs.
  stranger: {},
};
const dbOf = (who: Who) =>
  (who === 'signedOut'
    ? rules.env.unauthenticatedContext().firestore()
    : rules.env.authenticatedContext(`u-${who}`, CLAIMS[who]).firestore()) as unknown as Firestore;
/** The screens' own store: the app's Firestore adapter over that user's connection. */
const storeOf = (who: Who): DocumentStore => createFirestoreDocumentStore(dbOf(who));
const actingUser = (who: Who): ActingUser => ({
  id: `u-${who}`,
  email: null,
  displayName: null,
  phoneNumber: null,
  claims: who === 'signedOut' ? {} : CLAIMS[who],
});

/** The stored version a form opened on, read with the rules off. */
async function storedVersion(path: string) {
  let data: Record<string, unknown> | undefined;
  await rules.env.withSecurityRulesDisabled(async (context) => {
    data = (await getDoc(doc(context.firestore() as unknown as Firestore, path))).data();
  });
  return versionOf({ id: path.split('/').pop()!, path, exists: data !== undefined, data: data! });
}

/** The document form's autosave: the whole form over the version it opened on. */
async function formSave(who: Who, path: string, change: Record<string, unknown>) {
  const base = await storedVersion(path);
  return saveOver(storeOf(who), path, { ...base.data, ...change }, base);
}

/** Refused to everyone in `refused`, then allowed to `allowed` (the write changes the data). */
async function refusedThenAllowed(
  write: (who: Who) => Promise<unknown>,
  refused: readonly Who[],
  allowed: Who,
) {
  for (const who of refused) await assertFails(write(who));
  await assertSucceeds(write(allowed));
}

const rules = rulesSuite('the screens’ writes under the rules', 'demo-screen-writes', () => {
  beforeEach(async () => {
    await rules.env.clearFirestore();
    await rules.env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore() as unknown as Firestore;
      for (const [path, data] of Object.entries(SEED)) await setDoc(doc(db, path), data);
    });
  });

  it.each([
    ['campaign-email', 'black-friday', { subject: 'Só hoje' }],
    ['campaign-whatsapp', 'natal', { title: 'Natal 2026' }],
    ['customer-segment', 'vip', { title: 'Clientes VIP' }],
    ['whatsapp-template', 'boas-vindas', { language: 'en_US' }],
    ['content', 'sobre', { title: 'Quem somos' }],
    ['brand', 'tramontina', { name: 'Tramontina S.A.' }],
  ])('a document form saves %s/%s for staff only', async (collection, id, change) => {
    const path = at(collection, id);
    await refusedThenAllowed(
      (who) => formSave(who, path, change),
      ['stranger', 'signedOut'],
      'staff',
    );
  });

  it('a document form deletes and copies for staff only', async () => {
    const path = at('campaign-email', 'black-friday');
    const copy = (who: Who) =>
      copyDocument(storeOf(who), {
        sourceProjectId: PROJECT,
        collection: 'campaign-email',
        sourceId: 'black-friday',
        targetProjectId: PROJECT,
        newId: 'black-friday-copia',
      });
    // copyDocument tells a refusal in its result, in pt-BR.
    for (const who of ['stranger', 'signedOut'] as const) {
      expect(await copy(who)).toEqual({
        ok: false,
        message: expect.stringContaining(texts.firebase.permissionDenied) as string,
      });
    }
    expect(await copy('staff')).toMatchObject({ ok: true, docId: 'black-friday-copia' });
    await refusedThenAllowed(
      (who) => storeOf(who).delete(path),
      ['stranger', 'signedOut'],
      'staff',
    );
  });

  it('the conversation header links a customer for staff only', async () => {
    // conversation-header.tsx: a merge of customerId with the server's updatedAt.
    const link = (who: Who) =>
      storeOf(who).set(at('conversation', 'c1'), { customerId: 'cliente-1' }, { merge: true });
    await refusedThenAllowed(link, ['stranger', 'signedOut'], 'staff');
  });

  it('the configuration forms: staff save an ordinary document, only the privileged an admin-only one or field', async () => {
    await refusedThenAllowed(
      (who) => formSave(who, at('config', 'payment'), { pix: { active: true } }),
      ['stranger', 'signedOut'],
      'staff',
    );
    await refusedThenAllowed(
      (who) => formSave(who, at('config', 'bling'), { accounts: [{ name: 'Loja' }] }),
      ['staff', 'stranger', 'signedOut'],
      'privileged',
    );
    await refusedThenAllowed(
      (who) => formSave(who, at('config', 'store'), { adminEmails: 'joao@loja.com.br' }),
      ['staff', 'stranger', 'signedOut'],
      'privileged',
    );
  });

  it('the product panel’s price edit with its changelog entry, for the privileged only', async () => {
    const path = at('product-data', '1011');
    const edit = async (who: Who) =>
      commitAuditedEdit(storeOf(who), {
        projectId: PROJECT,
        code: '1011',
        field: 'Price',
        from: 429.9,
        to: 399.9,
        reason: 'promoção',
        user: actingUser(who),
        base: (await storedVersion(path)).data!,
      });
    await refusedThenAllowed(edit, ['staff', 'stranger', 'signedOut'], 'privileged');
  });

  it('a CSV import writes its batches for staff only; a refused batch writes no row', async () => {
    const collectionPath = `project/${PROJECT}/brand`;
    const preview = previewImport({
      collection: 'brand',
      header: ['id', 'name'],
      rows: [
        { id: 'tramontina', name: 'Tramontina Brasil' },
        { id: 'nova', name: 'Nova marca' },
      ],
      definition: formDefinitionFor('brand')!,
      current: new Map([['tramontina', SEED[at('brand', 'tramontina')]]]),
    });
    const apply = (who: Who) =>
      applyImport({
        documents: storeOf(who),
        collectionPath,
        preview,
        onProgress: () => {},
        signal: new AbortController().signal,
      });
    for (const who of ['stranger', 'signedOut'] as const) {
      const report = await apply(who);
      expect(report.written).toHaveLength(0);
      expect(report.failed.map((line) => line.row)).toEqual([2, 3]);
    }
    const stored = await storedVersion(at('brand', 'nova'));
    expect(stored.data).toBeNull();
    const report = await apply('staff');
    expect(report.failed).toEqual([]);
    expect(report.written.map((line) => line.row)).toEqual([2, 3]);
  });

  it('the files list reads the records the console API registers, for staff only', async () => {
    const read = (who: Who) => storeOf(who).get(at('file', 'f1'));
    await refusedThenAllowed(read, ['stranger', 'signedOut'], 'staff');
  });
});
