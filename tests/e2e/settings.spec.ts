import { test, expect } from './fixtures';

test('edits and saves a connection profile', async ({ page, consoleWeb }) => {
  await page.goto(`${consoleWeb.url}/console/settings`);
  await expect(page.getByRole('heading', { level: 1, name: 'Configurações' })).toBeVisible();
  await page.getByRole('button', { name: 'Editar' }).first().click();

  await page.getByLabel('Nome', { exact: true }).fill('Loja local de testes');
  await page.getByLabel('URL do serviço de sincronização').fill('http://127.0.0.1:5858');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Perfil salvo')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('cell', { name: 'Loja local de testes' })).toBeVisible();
  await page.getByRole('button', { name: 'Editar' }).first().click();
  await expect(page.getByLabel('URL do serviço de sincronização')).toHaveValue(
    'http://127.0.0.1:5858',
  );
});

test('a malformed profile is refused with pt-BR messages and changes nothing', async ({
  page,
  consoleWeb,
}) => {
  await page.goto(`${consoleWeb.url}/console/settings`);
  await page.getByRole('button', { name: 'Editar' }).first().click();
  await page.getByLabel('ID do projeto').fill('');
  await page.getByLabel('URL do serviço de sincronização').fill('not a url');
  await page.getByRole('button', { name: 'Salvar' }).click();

  await expect(page.getByText('Informe o id do projeto.')).toBeVisible();
  await expect(page.getByText('Informe uma URL http(s) válida ou deixe em branco.')).toBeVisible();
  // What the user typed stays, so nothing is lost while fixing it.
  await expect(page.getByLabel('URL do serviço de sincronização')).toHaveValue('not a url');

  await page.reload();
  await page.getByRole('button', { name: 'Editar' }).first().click();
  await expect(page.getByLabel('ID do projeto')).toHaveValue('demo');
  await expect(page.getByLabel('URL do serviço de sincronização')).toHaveValue('');
});

test('a server-backed screen without its URL links to settings', async ({ page, consoleWeb }) => {
  await page.goto(`${consoleWeb.url}/console/sync`);
  await expect(page.getByText(/precisa da URL do serviço de sincronização/)).toBeVisible();
  await page.getByRole('link', { name: 'Abrir Configurações' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Configurações' })).toBeVisible();
});

test.describe('with environment overrides', () => {
  test.use({ consoleEnv: { CONSOLE_WORKERS_URL: 'http://127.0.0.1:5999' } });

  test('the override is shown and the server-backed screen is available', async ({
    page,
    consoleWeb,
  }) => {
    await page.goto(`${consoleWeb.url}/console/settings`);
    await expect(
      page.getByRole('listitem').filter({ hasText: 'http://127.0.0.1:5999 (CONSOLE_WORKERS_URL)' }),
    ).toBeVisible();
    await page.goto(`${consoleWeb.url}/console/sync`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sincronização' })).toBeVisible();
    await expect(page.getByText(/precisa da URL do serviço de sincronização/)).toHaveCount(0);
  });
});
