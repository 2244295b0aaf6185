import { doc, setDoc } from 'firebase/firestore';
import { test, expect, type FirebaseConsole } from './fixtures';
import { downloadOf, withoutSavePicker } from '../support/download';
import { clickToClose } from '../e2e/click-to-close';
import { recordRequestsTo, signIn } from './session';

test('an account without the staff claim gets one screen saying so, reads nothing, and can leave', async ({
  page,
  firebaseConsole,
}) => {
  const outsider = { ...firebaseConsole.staff };
  // Signed up, but the staff claim removed: the rules' isStaff() would refuse every read.
  // (The worker's staff account: the next test's set-up gives the claim back.)
  await firebaseConsole.setClaims(outsider.uid, {});
  await page.goto(firebaseConsole.url);
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  const toFirestore = recordRequestsTo(page, firebaseConsole.firestoreHost);
  await page.getByLabel('E-mail').fill(outsider.email);
  await page.getByLabel('Senha').fill(outsider.password);
  await page.getByRole('button', { name: 'Entrar' }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'Sua conta não tem acesso a este console' }),
  ).toBeVisible();
  await expect(page.getByText(`Conectado como ${outsider.email}`)).toBeVisible();
  await expect(page.getByText('falta a custom claim "staff: true"')).toBeVisible();
  await expect(
    page.getByText('Peça a um administrador do projeto que conceda a claim "staff"'),
  ).toBeVisible();
  // No shell: no menu, no screen, no project list; and none of their errors.
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Início' })).toHaveCount(0);
  await expect(page.getByText('Você não tem permissão para acessar estes dados.')).toHaveCount(0);
  expect(toFirestore).toEqual([]);

  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  await expect(page.getByText('Sua conta não tem acesso a este console')).toHaveCount(0);
  expect(toFirestore).toEqual([]);
});

const CREDENTIAL = 'chave-secreta-email';

/** The e-mail sender's config with its admin-only credential, as an administrator saved it. */
const storeEmailCredential = (firebaseConsole: FirebaseConsole) =>
  firebaseConsole.writeAsService((db) =>
    setDoc(doc(db, 'project/demo/config/email'), {
      fromName: 'Loja Demo',
      apiKey: CREDENTIAL,
    }),
  );

for (const who of ['admin', 'staff'] as const) {
  test(`${who} exports config to CSV: credentials only for administrators`, async ({
    page,
    firebaseConsole,
  }) => {
    await storeEmailCredential(firebaseConsole);
    await firebaseConsole.writeAsService((db) =>
      setDoc(doc(db, 'project/demo/config/tramontina'), {
        customerCode: 'C-991',
        password: 'senha-secreta-erp',
      }),
    );
    await withoutSavePicker(page);
    await signIn(page, firebaseConsole.url, firebaseConsole[who], '/console/config');
    await expect(page.getByRole('link', { name: /Remetente de e-mail/ })).toBeVisible();
    const { text: written } = await downloadOf(page, () =>
      page.getByRole('button', { name: 'Exportar CSV' }).click(),
    );
    await expect(page.getByText(/documentos exportados para data_config\.csv\./)).toBeVisible();
    const withheld =
      'Sem a permissão de administrador, as credenciais ficaram vazias no arquivo: documentos bling, console, tramontina; campo email.apiKey.';
    if (who === 'admin') {
      expect(written).toContain(CREDENTIAL);
      expect(written).toContain('senha-secreta-erp');
      await expect(page.getByText(withheld)).toHaveCount(0);
    } else {
      await expect(page.getByText(withheld)).toBeVisible();
      expect(written).not.toContain(CREDENTIAL);
      expect(written).not.toContain('senha-secreta-erp');
      expect(written).not.toContain('C-991');
      // What staff may see is there: the sender's name, a row per document.
      expect(written).toContain('Loja Demo');
      expect(
        written.split('\r\n').filter((line) => /^(email|tramontina|bling);/.test(line)),
      ).toHaveLength(3);
    }
  });
}

test('staff changing an admin-only field are told which, once; no Apagar on admin-only documents', async ({
  page,
  firebaseConsole,
}) => {
  await storeEmailCredential(firebaseConsole);
  await signIn(page, firebaseConsole.url, firebaseConsole.staff, '/console/config/email');
  await expect(page.getByText('demo/config/email')).toBeVisible();
  // config documents are deleted by administrators only (the rules): not offered here.
  await expect(page.getByRole('button', { name: 'Copiar', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apagar', exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'JSON Editor' }).click();
  const editor = page.getByRole('dialog', { name: /JSON Editor/ });
  const code = editor.locator('.monaco-editor').first();
  await expect(code).toBeVisible({ timeout: 20_000 });
  await expect(editor.locator('.view-lines')).toContainText(CREDENTIAL);
  await code.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText('{ "fromName": "Loja Demo", "apiKey": "outra-chave" }');
  // Whatever the editor auto-closed after the caret goes.
  await page.keyboard.press('Shift+ControlOrMeta+End');
  await page.keyboard.press('Delete');
  await editor.getByRole('button', { name: 'Salvar' }).click();
  const refusal =
    'Erro ao salvar as alterações no Firestore: Somente administradores podem alterar este campo (apiKey).';
  await expect(editor.getByText(refusal)).toBeVisible();
  // Once: no second message elsewhere (the form below only notes the field read-only).
  await expect(page.getByText(/\(apiKey\)|Você não tem permissão/)).toHaveCount(1);
  expect((await firebaseConsole.readStored('project/demo/config/email'))?.apiKey).toEqual({
    stringValue: CREDENTIAL,
  });

  // An admin-only document: read-only, said once, and nothing to delete.
  await editor.getByRole('button', { name: 'Cancelar' }).click();
  const discard = page.getByRole('dialog').filter({ hasText: 'Descartar alterações?' });
  await clickToClose(discard.getByRole('button', { name: 'Descartar' }), discard);
  await page.getByRole('link', { name: /Bling/ }).click();
  await expect(page.getByText('demo/config/bling')).toBeVisible();
  await expect(page.getByText('Somente administradores podem alterar este documento.')).toHaveCount(
    1,
  );
  await expect(page.getByRole('button', { name: 'Apagar', exact: true })).toHaveCount(0);
});

test('an administrator is offered Apagar on an admin-only document', async ({
  page,
  firebaseConsole,
}) => {
  await signIn(page, firebaseConsole.url, firebaseConsole.admin, '/console/config/bling');
  await expect(page.getByText('demo/config/bling')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apagar', exact: true })).toBeVisible();
  await expect(page.getByText('Somente administradores podem alterar este documento.')).toHaveCount(
    0,
  );
});
