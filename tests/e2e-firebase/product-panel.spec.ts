import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { signIn } from './session';

const PANEL = 'Informações do produto';
const panel = (page: Page) => page.locator('.ant-card').filter({ hasText: PANEL }).first();
const row = (page: Page, label: string) =>
  panel(page).locator('.ant-descriptions-row').filter({ hasText: label });

async function productLoaded(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Produto 1011' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Carregando dados do produto...' })).toHaveCount(0);
}

test('a privileged user edits a price with a reason; Firestore holds it and its changelog entry', async ({
  page,
  firebaseConsole,
}) => {
  const { admin } = firebaseConsole;
  await signIn(page, firebaseConsole.url, admin, '/console/product/1011');
  await productLoaded(page);
  await expect(row(page, 'Preço à vista')).toContainText('R$ 429,90');

  await page.getByRole('button', { name: 'Editar Preço à vista', exact: true }).click();
  const input = page.getByRole('textbox', { name: 'Preço à vista', exact: true });
  await input.fill('419,90');
  await input.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Motivo da alteração' });
  await expect(dialog).toContainText('Preço à vista: de R$ 429,90 para R$ 419,90.');
  await dialog.getByRole('textbox', { name: 'Motivo' }).fill('Preço da concorrência');
  await dialog.getByRole('button', { name: 'Salvar alteração' }).click();
  await expect(page.getByText('Alteração salva.')).toBeVisible();
  await expect(row(page, 'Preço à vista')).toContainText('R$ 419,90');

  await page.getByRole('tab', { name: 'Histórico' }).click();
  const entry = page.getByRole('row').filter({ hasText: 'Preço da concorrência' });
  await expect(entry).toContainText('R$ 429,90 → R$ 419,90');
  await expect(entry).toContainText(admin.email);

  // Stored in the emulator, through the rules: the product names its changelog entry, and
  // the entry carries the signed-in user and the server's time.
  const product = await firebaseConsole.readStored('project/demo/product-data/1011');
  expect(product?.Price).toEqual({ doubleValue: 419.9 });
  const entryId = (product?.lastChangelogId as { stringValue: string }).stringValue;
  const stored = await firebaseConsole.readStored(`project/demo/product-data-changelog/${entryId}`);
  expect(stored?.about).toEqual({ stringValue: 'Preço da concorrência' });
  expect(stored?.createdBy).toMatchObject({
    mapValue: { fields: { id: { stringValue: admin.uid } } },
  });
  expect(stored?.createdAt).toHaveProperty('timestampValue');
});

test('staff without the privileged claim see no panel, and the claim name read-only', async ({
  page,
  firebaseConsole,
}) => {
  await signIn(page, firebaseConsole.url, firebaseConsole.staff, '/console/product/1011');
  await productLoaded(page);
  await expect(page.getByText(PANEL, { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Editar Preço à vista' })).toHaveCount(0);

  // config/console is an admin-only document: shown read-only, saying why. The rules refuse
  // staff's writes to it too (tests/rules).
  await page.goto(`${firebaseConsole.url}/console/config/console`);
  const claim = page.getByLabel('Claim dos administradores', { exact: true });
  await expect(claim).toHaveValue('admin');
  await expect(claim).not.toBeEditable();
  await expect(
    page.getByText('Somente administradores podem alterar este documento.'),
  ).toBeVisible();
  const config = await firebaseConsole.readStored('project/demo/config/console');
  expect(config?.privilegedClaim).toEqual({ stringValue: 'admin' });
});
