import { test, expect } from './fixtures';

test.use({ demoServices: true });

test('Início says what to do first, each one click away, and its count cards are links', async ({
  page,
  consoleWeb,
}) => {
  await page.goto(`${consoleWeb.url}/console`);
  const queue = page.getByRole('region', { name: 'O que fazer agora' });
  await expect(queue.getByText('Nenhuma sincronização em andamento ou com erros.')).toBeVisible();
  await expect(queue.getByText(/Nenhum conflito pendente/)).toBeVisible();

  // The demo's campaigns, each a link to its document.
  await queue
    .getByRole('region', { name: 'Campanhas' })
    .getByRole('link', { name: 'Black Friday: panelas' })
    .click();
  await expect(page).toHaveURL(/\/console\/campaign-email\/black-friday-panelas$/);
  await page.goBack();

  // The documents saved last, newest first: the demo stamped them.
  const recent = queue.getByRole('region', { name: 'Editados recentemente' });
  await expect(recent.getByRole('link').first()).toBeVisible();
  await recent.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/console\/[^/]+\/[^/]+$/);
  await expect(page.getByRole('navigation', { name: 'Você está em' })).toBeVisible();

  // A count card opens its collection.
  await page.goto(`${consoleWeb.url}/console`);
  await page.getByRole('link', { name: /^Categorias\s*9$/ }).click();
  await expect(page).toHaveURL(/\/console\/category$/);
});

test.describe('with the workers at the test sandbox', () => {
  // On both profiles (a Firebase profile starts no demo services), with the failure scripted.
  test.use({
    consoleEnv: async ({ sandbox }, use) => {
      await use({ CONSOLE_WORKERS_URL: sandbox.url });
    },
  });

  test('a sync that ends with errors waits on Início, one click from Sincronização', async ({
    page,
    consoleWeb,
    sandbox,
  }) => {
    sandbox.script({ route: 'workers.bling.produto.create', status: 500, match: '5703' });
    await page.goto(`${consoleWeb.url}/console/sync`);
    await page.getByLabel('Códigos dos produtos (um por linha)').fill('5703');
    await page.getByRole('checkbox', { name: /Bling → Criar produto/ }).check();
    // The first Bling account, from the keyboard.
    await page.getByRole('combobox', { name: 'Conta do Bling' }).click();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Iniciar' }).click();
    await expect(page.getByRole('button', { name: /5703 — .*: erro/ })).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Navegação principal' })
      .getByRole('link', { name: 'Início', exact: true })
      .click();
    const queue = page.getByRole('region', { name: 'O que fazer agora' });
    const run = queue.getByRole('link', { name: 'Terminou com 1 erro' });
    await expect(run).toBeVisible();
    await run.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sincronização' })).toBeVisible();
  });
});
