import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectSaved, recordStatuses, saveStatus } from './save-status';

// The local profile holds the rule Firebase's rules hold: a product's prices change only
// through the information panel, with a reason and a changelog entry.
const REFUSED =
  'O campo Price do produto 1011 só pode ser alterado no painel "Informações do produto", com o motivo da alteração. Nada foi gravado.';

async function openProductData(page: Page, url: string) {
  await page.goto(`${url}/console/product-data/1011`);
  await expect(page.getByText('demo/product-data/1011')).toBeVisible();
  await expect(page.getByLabel('Nome no site', { exact: true })).toBeVisible();
  await expect(saveStatus(page)).toHaveText('Salvo');
}

test("the product's document form cannot change a price: the save is refused and says why", async ({
  page,
  consoleWeb,
}) => {
  await openProductData(page, consoleWeb.url);
  const price = page.getByLabel('Preço à vista', { exact: true });
  const stored = await price.inputValue();
  expect(stored).not.toBe('');

  await price.fill('1');
  await expect(page.getByText(REFUSED, { exact: true })).toBeVisible();

  // Nothing was written: the page opened again shows the stored price. (The refused change
  // is still pending, so leaving asks first.)
  const leaveAsked = new Promise<void>((resolve) =>
    page.once('dialog', (dialog) => {
      void dialog.accept();
      resolve();
    }),
  );
  await openProductData(page, consoleWeb.url);
  await leaveAsked;
  await expect(page.getByLabel('Preço à vista', { exact: true })).toHaveValue(stored);

  // A field outside the panel still saves.
  const name = page.getByLabel('Nome no site', { exact: true });
  // 'Salvo' alone could be the status from before the edit reached it.
  const statuses = await recordStatuses(page);
  await name.fill('Panela de Pressão (editada)');
  await expectSaved(statuses);
  await openProductData(page, consoleWeb.url);
  await expect(name).toHaveValue('Panela de Pressão (editada)');
  await expect(page.getByLabel('Preço à vista', { exact: true })).toHaveValue(stored);
});
