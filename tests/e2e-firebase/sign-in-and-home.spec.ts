import { doc, setDoc } from 'firebase/firestore';
import { test, expect } from './fixtures';
import { recordRequestsTo, signIn } from './session';

const demoProduct = 'Panela de Pressão Tramontina Solar em Aço Inox com Fundo Triplo 6 L';

test('a wrong password is refused in pt-BR; the right one opens Início on live Firestore data', async ({
  page,
  firebaseConsole,
}) => {
  const toFirestore = recordRequestsTo(page, firebaseConsole.firestoreHost);
  const toAuth = recordRequestsTo(page, new URL(firebaseConsole.authUrl).host);
  await page.goto(firebaseConsole.url);
  await expect(
    page.getByText('O perfil Firebase (emuladores) usa o Firebase: entre com sua conta.'),
  ).toBeVisible();

  await page.getByLabel('E-mail').fill(firebaseConsole.admin.email);
  await page.getByLabel('Senha').fill('senha-errada');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(
    page.getByText('Não foi possível entrar: E-mail ou senha incorretos.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Início' })).toHaveCount(0);

  await page.getByLabel('Senha').fill(firebaseConsole.admin.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText(`Conectado como ${firebaseConsole.admin.email}`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Início' })).toBeVisible();
  await expect(page.getByRole('cell', { name: demoProduct })).toBeVisible();
  // The page's own SDK did this, against the emulators: no other Firestore was asked.
  expect(toAuth.some((url) => url.includes('accounts:signInWithPassword'))).toBe(true);
  expect(toFirestore.some((url) => url.includes('/google.firestore.v1.Firestore/'))).toBe(true);

  // A product written elsewhere (a sync service, say) shows up without a reload.
  await firebaseConsole.writeAsService((db) =>
    setDoc(doc(db, 'project/demo/product-data/7777'), {
      ProductCode: '7777',
      ProductSiteName: 'Frigideira Antiaderente 24 cm, recém-importada',
      Price: 99.9,
    }),
  );
  await expect(
    page.getByRole('cell', { name: 'Frigideira Antiaderente 24 cm, recém-importada' }),
  ).toBeVisible();

  // Signed in for good: a reload keeps the session (the SDK's IndexedDB persistence).
  await page.reload();
  await expect(page.getByRole('cell', { name: demoProduct })).toBeVisible();
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
});

test('switching projects reads the other project from Firestore, and is remembered', async ({
  page,
  firebaseConsole,
}) => {
  await signIn(page, firebaseConsole.url, firebaseConsole.staff);
  await expect(page.getByRole('cell', { name: demoProduct })).toBeVisible();

  const projects = page.getByRole('combobox', { name: 'Projeto' });
  await projects.click();
  await projects.fill('Outlet');
  await projects.press('Enter');
  await expect(page.getByRole('cell', { name: /Tábua de Churrasco/ })).toBeVisible();
  await expect(page.getByRole('cell', { name: demoProduct })).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('cell', { name: /Tábua de Churrasco/ })).toBeVisible();
});
