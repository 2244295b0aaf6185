import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectSaved, recordStatuses } from './save-status';

const PANEL = 'Informações do produto';

/** The demo product's page, once its document has loaded (the skeleton is gone). */
async function openProduct(page: Page, url: string) {
  await page.goto(`${url}/console/product/1011`);
  await expect(page.getByRole('heading', { level: 1, name: 'Produto 1011' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Carregando dados do produto...' })).toHaveCount(0);
}

const panel = (page: Page) => page.locator('.ant-card').filter({ hasText: PANEL }).first();
const row = (page: Page, label: string) =>
  panel(page).locator('.ant-descriptions-row').filter({ hasText: label });

async function editValue(page: Page, label: string, value: string) {
  await page.getByRole('button', { name: `Editar ${label}`, exact: true }).click();
  const input = page.getByRole('textbox', { name: label, exact: true });
  await input.fill(value);
  await input.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Motivo da alteração' })).toBeVisible();
}

test('edits a price with a reason and sees the new value and its Histórico entry', async ({
  page,
  consoleWeb,
  firebase,
}) => {
  await openProduct(page, consoleWeb.url);
  await expect(row(page, 'Preço à vista')).toContainText('R$ 429,90');

  await editValue(page, 'Preço à vista', '419,90');
  const dialog = page.getByRole('dialog', { name: 'Motivo da alteração' });
  await expect(dialog).toContainText('Preço à vista: de R$ 429,90 para R$ 419,90.');
  await dialog.getByRole('textbox', { name: 'Motivo' }).fill('Preço da concorrência');
  await dialog.getByRole('button', { name: 'Salvar alteração' }).click();

  await expect(page.getByText('Alteração salva.')).toBeVisible();
  await expect(row(page, 'Preço à vista')).toContainText('R$ 419,90');
  // 419,90 ÷ 258,54 = 1,62: the multiples follow the new price.
  await expect(row(page, 'Custo unitário ERP')).toContainText('multiplicador 1,62');

  await page.getByRole('tab', { name: 'Histórico' }).click();
  const entry = page.getByRole('row').filter({ hasText: 'Preço da concorrência' });
  await expect(entry).toContainText('Preço à vista');
  await expect(entry).toContainText('R$ 429,90 → R$ 419,90');
  // The entry names who signed in: the local operator, or the Firebase staff account.
  await expect(entry).toContainText(firebase?.admin.email ?? 'Operador local');
  await expect(entry).toContainText(/\d{2} de novembro de \d{4}|agora/);

  // Stored, not just shown: it is still there after a reload.
  await openProduct(page, consoleWeb.url);
  await expect(row(page, 'Preço à vista')).toContainText('R$ 419,90');
  await page.getByRole('tab', { name: 'Histórico' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Preço da concorrência' })).toHaveCount(1);
  // On Firebase, where it landed: the product names its changelog entry (one batch).
  if (firebase) {
    const stored = await firebase.readStored('project/demo/product-data/1011');
    expect(stored?.Price).toEqual({ doubleValue: 419.9 });
    expect(stored?.lastChangelogId).toEqual({ stringValue: expect.any(String) });
  }
});

test('a cancelled reason changes nothing', async ({ page, consoleWeb }) => {
  await openProduct(page, consoleWeb.url);
  await editValue(page, 'Preço mínimo à vista', '1,00');
  const dialog = page.getByRole('dialog', { name: 'Motivo da alteração' });
  await dialog.getByRole('textbox', { name: 'Motivo' }).fill('engano');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();

  await expect(page.getByText('Alteração cancelada')).toBeVisible();
  // The closing modal has a Cancelar of its own: wait for it to go before closing the editor.
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Cancelar', exact: true }).click();
  await expect(row(page, 'Preço mínimo à vista')).toContainText('R$ 386,91');

  // An empty reason is a cancel too.
  await editValue(page, 'Preço mínimo à vista', '1,00');
  await page.getByRole('button', { name: 'Salvar alteração' }).click();
  await expect(page.getByText('Alteração cancelada').first()).toBeVisible();

  await openProduct(page, consoleWeb.url);
  await expect(row(page, 'Preço mínimo à vista')).toContainText('R$ 386,91');
  await page.getByRole('tab', { name: 'Histórico' }).click();
  await expect(page.getByText('Nenhuma alteração registrada.')).toBeVisible();
});

test("an identity without the project's privileged claim does not see the panel", async ({
  page,
  consoleWeb,
}) => {
  await openProduct(page, consoleWeb.url);
  await expect(page.getByText(PANEL, { exact: true })).toBeVisible();

  // The project's configuration names another claim: the local operator has every known
  // claim, but not this one. (Firestore's rules let only privileged users write config/console.)
  await page.goto(`${consoleWeb.url}/console/config/console`);
  const claim = page.getByLabel('Claim dos administradores', { exact: true });
  // Typed the moment the value shows: an edit that early is saved too.
  await expect(claim).toHaveValue('admin');
  // 'Salvo' is also what an untouched form says: wait for the save itself, not the text.
  const statuses = await recordStatuses(page);
  await claim.fill('gerente');
  await expectSaved(statuses);

  await openProduct(page, consoleWeb.url);
  await expect(page.getByText(PANEL, { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /informações do produto/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Editar Preço à vista' })).toHaveCount(0);
});
