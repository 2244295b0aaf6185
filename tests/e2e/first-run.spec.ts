import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

// A fresh web shell with no configuration at all, as after `npm install && npm run web`.
test.use({ demoServices: true });
// A Firebase profile starts no demo services (README, "Run the console"): local only.
test.skip(
  ({ profile }) => profile === 'firebase',
  'the demo services run on the local profile only',
);

const WAREHOUSE = 'Bling → Armazém de dados';
const demoCodes = ['1011', '2104', '3301', '4520', '5703', '6215', '7801', '8105'];
const cell = (page: Page, code: string, state: string) =>
  page.getByLabel(`${code} — ${WAREHOUSE}: ${state}`, { exact: true });

test('a first run tries a bulk sync of the demo codes on the demo services, then retries its failures', async ({
  page,
  consoleWeb,
}) => {
  await page.goto(`${consoleWeb.url}/console/sync`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sincronização' })).toBeVisible();
  // No "Configuração necessária": the embedded demo services answer, and the screen says so.
  await expect(page.getByText('Dados de demonstração', { exact: true })).toBeVisible();
  await expect(page.getByText('Configuração necessária')).toHaveCount(0);

  await page.getByLabel('Códigos dos produtos (um por linha)').fill(demoCodes.join('\n'));
  await page.getByRole('checkbox', { name: WAREHOUSE }).check();
  await page.getByLabel('Intervalo entre produtos (ms)').fill('0');
  await page.getByRole('button', { name: 'Iniciar' }).click();

  // To the end: the demo fails 5703 and 8105 once, on purpose.
  await expect(page.getByText('Concluída', { exact: true })).toBeVisible({ timeout: 30_000 });
  for (const code of ['5703', '8105']) {
    await expect(
      page.getByRole('button', { name: `${code} — ${WAREHOUSE}: erro`, exact: true }),
    ).toBeVisible();
  }
  await expect(cell(page, '1011', 'concluído')).toBeVisible();
  await page.getByRole('button', { name: `5703 — ${WAREHOUSE}: erro`, exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText(
    'Falha simulada pelos serviços de demonstração',
  );
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Retentar Erros' }).click();
  await expect(cell(page, '5703', 'concluído')).toBeVisible({ timeout: 30_000 });
  await expect(cell(page, '8105', 'concluído')).toBeVisible();
  await expect(page.getByText('Concluída', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /: erro$/ })).toHaveCount(0);
});

test('the product page of a demo product talks to the demo services, not to a missing URL', async ({
  page,
  consoleWeb,
}) => {
  await page.goto(`${consoleWeb.url}/console/product/1011`);
  await expect(page.getByRole('heading', { level: 1, name: 'Produto 1011' })).toBeVisible();
  await expect(page.getByText('Dados de demonstração', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Configuração necessária')).toHaveCount(0);
});

test('importing a product on the demo services writes it to the local store: its page shows it', async ({
  page,
  consoleWeb,
}) => {
  await page.goto(`${consoleWeb.url}/console/product/1099`);
  await expect(page.getByText('O produto 1099 não existe neste projeto')).toBeVisible();
  await page.getByRole('button', { name: 'Importar Produto Tramontina' }).click();
  const prompt = (question: string) => page.getByRole('textbox', { name: question, exact: true });
  const ok = (question: string) =>
    page
      .getByRole('dialog')
      .filter({ has: prompt(question) })
      .getByRole('button', { name: 'OK' });
  await ok('Qual o código da fábrica do produto?').click();
  await prompt('Qual o código do produto?').fill('1100');
  await ok('Qual o código do produto?').click();

  await expect(page).toHaveURL(/\/console\/product\/1100$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Produto 1100' })).toBeVisible();
  // What the demo's "push to the document database" wrote, read back from the local store.
  await expect(page.getByText('Informações do produto', { exact: true })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText('O documento do produto ainda não existe')).toHaveCount(0);
  await expect(page.getByText(/ \d{2} cm /).first()).toBeVisible();
});
