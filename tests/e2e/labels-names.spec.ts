import { test, expect } from './fixtures';

// Issue 28 item 5: what a person reads names things in pt-BR, never by their ids.

test('a collection, its new document and its delete question read pt-BR names', async ({
  page,
  consoleWeb,
}) => {
  await page.goto(`${consoleWeb.url}/console/brand`);
  await expect(page.getByRole('heading', { level: 1, name: 'Marcas' })).toBeVisible();
  await page.getByRole('button', { name: 'Novo documento' }).click();
  await expect(page.getByRole('heading', { name: 'Novo documento em marcas' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Salvar marca' })).toBeVisible();

  // Apagar asks the spec's question and says which record would go.
  await page.goto(`${consoleWeb.url}/console/category/panelas`);
  await expect(page.getByRole('heading', { level: 1, name: 'Categorias' })).toBeVisible();
  await page.getByRole('button', { name: 'Apagar' }).click();
  const confirm = page.getByRole('dialog', { name: 'Deseja realmente apagar o registro?' });
  await expect(confirm).toContainText('Registro a apagar: Categoria “Panelas”.');
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Registro apagado')).toHaveCount(0);
});

test('an unknown collection says it does not exist; a known empty one keeps the spec text', async ({
  page,
  consoleWeb,
}) => {
  await page.goto(`${consoleWeb.url}/console/produtoz`);
  await expect(
    page.getByText('A coleção “produtoz” não existe neste console.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByText('No entries found.')).toHaveCount(0);

  await page.goto(`${consoleWeb.url}/console/brand`);
  await expect(page.getByText('No entries found.')).toBeVisible();
});

test('Eventos names the customers, and reads well before any project is chosen', async ({
  page,
  consoleWeb,
}) => {
  await page.goto(`${consoleWeb.url}/console/events`);
  const feed = page.getByRole('list', { name: 'Eventos de clientes' });
  const ana = feed.getByRole('link', { name: 'Ver eventos do cliente Ana Souza' }).first();
  await expect(ana).toHaveText('Ana Souza');
  await expect(feed.getByText('cli-ana', { exact: true })).toHaveCount(0);
  await ana.click();
  await expect(page.getByText('Eventos do cliente Ana Souza')).toBeVisible();

  await page.getByRole('combobox', { name: 'Projeto' }).click();
  await page.getByTitle('Vários projetos (all)').click();
  await expect(
    page.getByText('Os 50 eventos mais recentes dos projetos que você escolher, ao vivo.'),
  ).toBeVisible();
  await expect(page.getByText('dos projetos , ao vivo', { exact: false })).toHaveCount(0);
});

test('texts the spec does not fix read in pt-BR', async ({ page, consoleWeb }) => {
  await page.goto(`${consoleWeb.url}/console/settings`);
  await expect(page.getByLabel('URL do serviço de sincronização').first()).toBeVisible();
  await expect(page.getByLabel('Servidor de vídeos').first()).toBeVisible();
  await expect(page.getByText('Host de vídeo (CDN)')).toHaveCount(0);
});
