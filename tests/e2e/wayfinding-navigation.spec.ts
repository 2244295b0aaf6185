import { configDocuments } from '../../src/shared/forms/definitions/config/config-documents';
import { listedCollections } from '../../src/shared/collections/listed-collections';
import { test, expect } from './fixtures';

const MENU = [
  ['Início', 'Início'],
  ['Sincronização', 'Sincronização'],
  ['Produto', 'Produto'],
  ['Coleções', 'Coleções'],
  ['Configuração do projeto', 'Configuração do projeto'],
  ['Layouts', 'Layouts'],
  ['Arquivos', 'Arquivos'],
  ['Eventos', 'Eventos'],
  ['Segmentos', 'Segmentos'],
  ['Campanhas', 'Campanhas'],
  ['Templates WhatsApp', 'Templates WhatsApp'],
  ['Conversas', 'Conversas'],
  ['Pedidos', 'Pedidos'],
  ['Configurações', 'Configurações'],
] as const;

test('every screen, collection and configuration document is reached by clicking', async ({
  page,
  consoleWeb,
}) => {
  await page.goto(`${consoleWeb.url}/console`);
  const menu = page.getByRole('navigation', { name: 'Navegação principal' });
  for (const [entry, heading] of MENU) {
    await menu.getByRole('link', { name: entry, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  }

  // Coleções: every collection, each by its own pt-BR name.
  await menu.getByRole('link', { name: 'Coleções', exact: true }).click();
  const collections = page.getByRole('region', { name: 'Lista de coleções' });
  for (const { title } of listedCollections()) {
    await expect(collections.getByRole('link', { name: title, exact: true })).toHaveCount(1);
  }
  await collections.getByRole('link', { name: 'Redirecionamentos de busca', exact: true }).click();
  await expect(page).toHaveURL(/\/console\/search-redirect$/);
  await expect(page.getByText('No entries found.')).toBeVisible();

  // Configuração do projeto: every configuration document, grouped, written or not.
  await menu.getByRole('link', { name: 'Configuração do projeto', exact: true }).click();
  for (const { title } of configDocuments) {
    await expect(page.getByRole('link', { name: title, exact: true })).toHaveCount(1);
  }
  const selling = page.getByRole('heading', {
    level: 2,
    name: 'Vendas: checkout, pagamento e frete',
  });
  await expect(selling).toBeVisible();
  const payment = page.getByRole('listitem').filter({
    has: page.getByRole('link', { name: 'Formas de pagamento', exact: true }),
  });
  await expect(payment.getByText('Gravado')).toBeVisible();
  const google = page.getByRole('listitem').filter({
    has: page.getByRole('link', { name: 'Google', exact: true }),
  });
  await expect(google.getByText('Ainda não criado')).toBeVisible();
  const consoleConfig = page.getByRole('listitem').filter({
    has: page.getByRole('link', { name: 'Console', exact: true }),
  });
  await expect(consoleConfig.getByText('Somente administradores', { exact: true })).toBeVisible();

  // config/google is a known configuration, with its form and 'Conectar'.
  await page.getByRole('link', { name: 'Google', exact: true }).click();
  await expect(page).toHaveURL(/\/console\/config\/google$/);
  await expect(page.getByRole('form', { name: 'Google' })).toBeVisible();
  // No console API configured in this test: the card says where to set it, in pt-BR.
  await expect(page.getByText('Conta Google', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Configure o endereço da API do console em Configurações para conectar.'),
  ).toBeVisible();
  // The menu keeps the configuration's entry marked, and the breadcrumbs lead back.
  await expect(menu.getByRole('link', { name: 'Configuração do projeto' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const crumbs = page.getByRole('navigation', { name: 'Você está em' });
  await expect(crumbs).toContainText('Início');
  await crumbs.getByRole('link', { name: 'Configuração do projeto' }).click();
  await expect(page).toHaveURL(/\/console\/project-config$/);
});

test('breadcrumbs on a document lead back to its collection and to Coleções', async ({
  page,
  consoleWeb,
}) => {
  await page.goto(`${consoleWeb.url}/console/collections`);
  await page.getByRole('link', { name: 'Categorias', exact: true }).click();
  await page.getByRole('link', { name: 'Churrasqueiras', exact: true }).click();
  const crumbs = page.getByRole('navigation', { name: 'Você está em' });
  await expect(crumbs.getByText('Churrasqueiras')).toHaveAttribute('aria-current', 'page');
  await crumbs.getByRole('link', { name: 'Categorias' }).click();
  await expect(page).toHaveURL(/\/console\/category$/);
  await crumbs.getByRole('link', { name: 'Coleções' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Coleções' })).toBeVisible();
});

test('the menu stays in place on a long page and stays collapsed after a reload', async ({
  page,
  consoleWeb,
}) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto(`${consoleWeb.url}/console/project-config`);
  const menu = page.getByRole('navigation', { name: 'Navegação principal' });
  const homeLink = menu.getByRole('link', { name: 'Início', exact: true });
  await expect(homeLink).toBeInViewport();
  // The page scrolls to its last configuration; the menu does not move with it.
  await page.getByRole('link', { name: 'Console', exact: true }).scrollIntoViewIfNeeded();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Configuração do projeto' }),
  ).not.toBeInViewport();
  await expect(homeLink).toBeInViewport();

  await page.getByRole('button', { name: 'Recolher o menu' }).click();
  await expect(page.getByRole('button', { name: 'Expandir o menu' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Expandir o menu' })).toBeVisible();
  // Ctrl+B opens it again.
  await page.keyboard.press('Control+b');
  await expect(page.getByRole('button', { name: 'Recolher o menu' })).toBeVisible();
});

test.describe('with the demo services', () => {
  // A Firebase profile starts no demo services: there the test's console API (the sandbox)
  // answers, and writes the loaded templates to Firestore as the real API does.
  test.use({
    demoServices: true,
    consoleEnv: async ({ sandbox, profile }, use) => {
      await use(profile === 'firebase' ? { CONSOLE_API_URL: sandbox.url } : {});
    },
  });

  test("'Conectar' on config/google and 'Carregar templates da API' on Templates WhatsApp end with a visible outcome", async ({
    page,
    consoleWeb,
  }) => {
    await page.goto(`${consoleWeb.url}/console/project-config`);
    await page.getByRole('link', { name: 'Google', exact: true }).click();
    await page.getByRole('button', { name: 'Conectar' }).click();
    // The consent address is plain http (the demo's consent page locally, the test API's
    // auth route on Firebase): the console says to open it by hand.
    await expect(
      page.getByText(/Abra este endereço manualmente: http:\/\/\S*google/),
    ).toBeVisible();

    // A project with no template yet: its first ones are loaded from the screen itself.
    await page.getByRole('combobox', { name: 'Projeto' }).click();
    await page.getByTitle(/Outlet Demo/).click();
    await page
      .getByRole('navigation', { name: 'Navegação principal' })
      .getByRole('link', { name: 'Templates WhatsApp', exact: true })
      .click();
    await expect(page.getByText('Nenhum template neste projeto.')).toBeVisible();
    await page.getByRole('button', { name: 'Carregar templates da API' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Carregar' }).click();
    await expect(page.getByText(/\d+ templates carregados da API\./)).toBeVisible();
  });
});
