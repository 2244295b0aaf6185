import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectSavedPastDebounce, recordStatuses, saveStatus } from './save-status';

/** The open select's list (antd renders it outside the field). */
const openList = (page: Page) =>
  page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');

async function openPayment(page: Page, url: string) {
  await page.goto(`${url}/console/config/payment`);
  await expect(page.getByText('demo/config/payment')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Formas de pagamento' })).toBeVisible();
  await expect(saveStatus(page)).toHaveText('Salvo');
}

const installmentsOf = (method: Locator) => method.getByRole('group', { name: 'Parcelamento' });

test('config/payment opens in its own form: a method picks among its own gateways, edits its installments, autosaves, and keeps them after a reload', async ({
  page,
  consoleWeb,
}) => {
  await page.clock.install();
  await openPayment(page, consoleWeb.url);
  // A written form, not one deduced from the data.
  await expect(
    page.getByText('Esta coleção não tem formulário definido', { exact: false }),
  ).toHaveCount(0);

  const card = page.getByRole('group', { name: 'Cartão de crédito', exact: true });
  const gateway = card.getByRole('combobox', { name: 'Gateway de pagamento' });
  await gateway.click();
  const list = openList(page);
  for (const offered of ['Mercado Pago', 'Belluno', 'Asaas'])
    await expect(list.getByTitle(offered, { exact: true })).toBeVisible();
  await expect(list.getByTitle('Pagaleve', { exact: true })).toHaveCount(0);
  await list.getByTitle('Asaas', { exact: true }).click();
  await expect(list).toBeHidden();

  const installments = installmentsOf(card);
  await installments.getByLabel('Valor mínimo da parcela (R$)').fill('75');
  await installments.getByLabel('Máximo de parcelas').fill('12');
  const fees = installments.getByRole('group', { name: 'Juros por parcela' });
  await fees.getByRole('button', { name: 'Adicionar' }).click();
  const third = fees.getByRole('group', { name: 'Item 3' });
  await third.getByLabel('Mês (número de parcelas)').fill('10');
  await third.getByLabel('Juros (%)').fill('1,49');
  const statuses = await recordStatuses(page);
  await third.getByRole('checkbox', { name: 'Forçar juros' }).check();
  await expectSavedPastDebounce(page, statuses);

  await page.reload();
  await expect(saveStatus(page)).toHaveText('Salvo');
  const reloaded = page.getByRole('group', { name: 'Cartão de crédito', exact: true });
  // The row holds the chosen label (the open list renders elsewhere).
  await expect(reloaded.locator('[data-field="gateway"]')).toContainText('Asaas');
  const kept = installmentsOf(reloaded);
  await expect(kept.getByLabel('Valor mínimo da parcela (R$)')).toHaveValue('75');
  await expect(kept.getByLabel('Máximo de parcelas')).toHaveValue('12');
  const keptFee = kept.getByRole('group', { name: 'Item 3' });
  await expect(keptFee.getByLabel('Mês (número de parcelas)')).toHaveValue('10');
  // Typed with a decimal comma, stored as the number 1.49.
  await expect(keptFee.getByLabel('Juros (%)')).toHaveValue('1.49');
  await expect(keptFee.getByRole('checkbox', { name: 'Forçar juros' })).toBeChecked();
  // The other methods are untouched: installment pix still offers only its own gateways.
  const pix = page.getByRole('group', { name: 'Pix parcelado', exact: true });
  await pix.getByRole('combobox', { name: 'Gateway de pagamento' }).click();
  await expect(openList(page).getByTitle('Mercado Pago', { exact: true })).toHaveCount(0);
  await expect(openList(page).getByTitle('Pagaleve', { exact: true })).toBeVisible();
});
