import { test, expect } from './fixtures';

const demoProduct = 'Panela de Pressão Tramontina Solar em Aço Inox com Fundo Triplo 6 L';

const menuEntries = [
  'Início',
  'Sincronização',
  'Produto',
  'Coleções',
  'Layouts',
  'Arquivos',
  'Eventos',
  'Segmentos',
  'Campanhas',
  'Templates WhatsApp',
  'Conversas',
  'Pedidos',
  'Configurações',
];

test('the console opens on the demo data of the local profile', async ({ page, consoleWeb }) => {
  await page.goto(consoleWeb.url);
  await expect(page).toHaveTitle(/Console Desktop/);
  await expect(page.getByRole('heading', { level: 1, name: 'Início' })).toBeVisible();
  await expect(page.getByRole('cell', { name: demoProduct })).toBeVisible();
  await expect(page.getByRole('link', { name: '1011' })).toBeVisible();
});

test('every menu entry opens its screen', async ({ page, consoleWeb }) => {
  await page.goto(consoleWeb.url);
  const navigation = page.getByRole('navigation', { name: 'Navegação principal' });
  for (const entry of menuEntries) {
    await navigation.getByRole('menuitem', { name: entry }).click();
    await expect(page.getByRole('heading', { level: 1, name: entry })).toBeVisible();
  }
});

test('an in-app route loads directly and an unknown one says so', async ({ page, consoleWeb }) => {
  await page.goto(`${consoleWeb.url}/console/orders?project=demo&customerId=c-1`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pedidos' })).toBeVisible();
  await page.goto(`${consoleWeb.url}/console/nada/aqui/mesmo`);
  await expect(page.getByText('Página não encontrada')).toBeVisible();
});

test('switching projects changes the data every screen shows', async ({ page, consoleWeb }) => {
  await page.goto(consoleWeb.url);
  await expect(page.getByRole('cell', { name: demoProduct })).toBeVisible();

  // As a keyboard user would: type into the selector and confirm.
  const projects = page.getByRole('combobox', { name: 'Projeto' });
  await projects.click();
  await projects.fill('Outlet');
  await projects.press('Enter');
  await expect(page.getByRole('cell', { name: /Tábua de Churrasco/ })).toBeVisible();
  await expect(page.getByRole('cell', { name: demoProduct })).toHaveCount(0);

  // The choice is a setting of the main process: it survives a reload.
  await page.reload();
  await expect(page.getByRole('cell', { name: /Tábua de Churrasco/ })).toBeVisible();
});

test('only the launch address opens the console; a bare one explains what to open', async ({
  browser,
  consoleWeb,
  profile,
}) => {
  // The web host's session, the same whichever profile the console uses.
  test.skip(profile === 'firebase', 'the web session does not depend on the profile');
  const stranger = await browser.newContext();
  const page = await stranger.newPage();
  await page.goto(consoleWeb.url);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Este navegador não tem uma sessão do console' }),
  ).toBeVisible();
  await expect(page.getByText(/use o endereço completo \(com \?token=\)/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Início' })).toHaveCount(0);

  await page.goto(consoleWeb.launchUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Início' })).toBeVisible();
  // The token leaves the address bar once traded for the session cookie.
  expect(page.url()).not.toContain('token');
  await page.goto(`${consoleWeb.url}/console/settings`);
  await expect(page.getByRole('heading', { level: 1, name: 'Configurações' })).toBeVisible();
  await stranger.close();
});
