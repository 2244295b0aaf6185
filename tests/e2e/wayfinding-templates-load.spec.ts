import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

// An empty project loads its first WhatsApp templates from the list itself. Locally the
// embedded demo API answers and writes them, as `npm run web` runs it; on Firebase the
// test's console API (the sandbox) writes them to Firestore, as the real API does.
test.use({
  demoServices: true,
  consoleEnv: async ({ sandbox, profile }, use) => {
    await use(profile === 'firebase' ? { CONSOLE_API_URL: sandbox.url } : {});
  },
});

async function openOutletTemplates(page: Page, url: string) {
  await page.goto(`${url}/console/whatsapp-templates`);
  await page.getByRole('combobox', { name: 'Projeto' }).click();
  await page.getByTitle('Outlet Demo (outlet)').click();
  const list = page.getByRole('menu', { name: 'Templates' });
  await expect(page.getByText('Nenhum template neste projeto.')).toBeVisible();
  return list;
}

async function load(page: Page) {
  await page.getByRole('button', { name: 'Carregar templates da API' }).click();
  const dialog = page.getByRole('dialog', { name: 'Carregar os templates da API do WhatsApp?' });
  await dialog.getByRole('button', { name: 'Carregar' }).click();
}

test('Carregar templates da API on an empty project lists the loaded templates', async ({
  page,
  consoleWeb,
}) => {
  const list = await openOutletTemplates(page, consoleWeb.url);
  await load(page);
  await expect(page.getByText('3 templates carregados da API.')).toBeVisible();
  for (const name of ['pedido_enviado', 'oferta_semana', 'codigo_retirada']) {
    await expect(list.getByRole('menuitem', { name })).toBeVisible();
  }
  await expect(page.getByText('Nenhum template neste projeto.')).toHaveCount(0);

  // A loaded template opens as any other: its preview and parameters.
  await list.getByRole('menuitem', { name: 'pedido_enviado' }).click();
  const preview = page.getByRole('figure', { name: 'Prévia do template pedido_enviado' });
  await expect(preview).toContainText('Seu pedido {{2}} saiu para entrega');

  // Loading again overwrites the same documents: still three, none doubled.
  await load(page);
  await expect(page.getByText('3 templates carregados da API.').last()).toBeVisible();
  await expect(list.getByRole('menuitem')).toHaveCount(3);

  // The other project kept its own template only.
  await page.getByRole('combobox', { name: 'Projeto' }).click();
  await page.getByTitle('Loja Demo (demo)').click();
  await expect(list.getByRole('menuitem', { name: 'carrinho_abandonado' })).toBeVisible();
  await expect(list.getByRole('menuitem')).toHaveCount(1);
});

test.describe('when the API refuses', () => {
  test.use({
    demoServices: false,
    consoleEnv: async ({ sandbox }, use) => {
      await use({ CONSOLE_API_URL: sandbox.url });
    },
  });

  test('the failure is said in pt-BR and nothing is listed', async ({
    page,
    consoleWeb,
    sandbox,
  }) => {
    sandbox.script({ route: 'api.whatsappTemplate.loadFromApi', status: 503, times: 1 });
    const list = await openOutletTemplates(page, consoleWeb.url);
    await load(page);
    await expect(page.getByText('Não foi possível carregar os templates:')).toBeVisible();
    await expect(page.getByText('Nenhum template neste projeto.')).toBeVisible();
    await expect(list.getByRole('menuitem')).toHaveCount(0);
    const calls = sandbox.requests({ route: 'api.whatsappTemplate.loadFromApi' });
    expect(calls.map((call) => [call.status, call.query])).toEqual([[503, { project: 'outlet' }]]);
  });
});
