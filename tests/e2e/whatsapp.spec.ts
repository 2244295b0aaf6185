import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { clickUntil } from './click-to-close';

// The profile's functions URL points at this test's own sandbox (started before the web host).
test.use({
  consoleEnv: async ({ sandbox }, use) => {
    await use({ CONSOLE_FUNCTIONS_URL: sandbox.url });
  },
});

// The demo's image ships with the app and is served by the web host itself.
const IMAGE_PATH = '/demo/whatsapp/carrinho.png';
const param = (page: Page, label: string) =>
  page.getByRole('textbox', { name: label, exact: true });

test('the template form blocks an empty parameter, then sends a test with the right body', async ({
  page,
  consoleWeb,
  sandbox,
}) => {
  const IMAGE = `${consoleWeb.url}${IMAGE_PATH}`;
  await page.goto(`${consoleWeb.url}/console/whatsapp-templates`);
  await page.getByRole('menuitem', { name: 'carrinho_abandonado' }).click();
  const preview = page.getByRole('figure', { name: 'Prévia do template carrinho_abandonado' });
  await expect(preview.getByRole('img', { name: 'Imagem do cabeçalho' })).toHaveAttribute(
    'src',
    IMAGE,
  );
  await expect(preview).toContainText('Olá, {{1}}! Você deixou {{2}} no carrinho.');

  // The preview follows each keystroke.
  await param(page, 'Corpo {{1}}').fill('Ana');
  await expect(preview).toContainText('Olá, Ana! Você deixou {{2}} no carrinho.');

  await page.getByRole('button', { name: 'Enviar um teste' }).click();
  const blocked = page.getByRole('alert').filter({ hasText: 'O teste não foi enviado:' });
  await expect(blocked).toContainText('Preencha o parâmetro Corpo {{2}}.');
  await expect(blocked).toContainText('Preencha o parâmetro Botão "Finalizar compra" {{1}}.');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await param(page, 'Corpo {{2}}').fill('uma panela de pressão');
  await param(page, 'Botão "Finalizar compra" {{1}}').fill('c-123');
  await expect(blocked).toHaveCount(0);
  await expect(preview).toContainText('Olá, Ana! Você deixou uma panela de pressão no carrinho.');
  await page.getByRole('button', { name: 'Enviar um teste' }).click();

  const dialog = page.getByRole('dialog', { name: 'Enviar um teste de carrinho_abandonado' });
  const phone = dialog.getByRole('textbox', { name: 'Número do destinatário' });
  await phone.fill('98765');
  await clickUntil(dialog.getByRole('button', { name: 'Enviar' }), () =>
    expect(dialog).toContainText('Número de telefone inválido.', { timeout: 2_000 }),
  );
  await phone.fill('(11) 98765-4321');
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Teste enviado para (11) 98765-4321.')).toBeVisible();
  await expect(dialog).toBeHidden();

  const sent = sandbox.requests({ route: 'functions.whatsapp.message' });
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({ method: 'POST', status: 200, query: { project: 'demo' } });
  expect(sent[0]!.body).toEqual({
    to: '5511987654321',
    type: 'template',
    template: {
      name: 'carrinho_abandonado',
      language: { code: 'pt_BR' },
      components: [
        { type: 'header', parameters: [{ type: 'image', image: { link: IMAGE } }] },
        {
          type: 'body',
          parameters: [
            { type: 'text', text: 'Ana' },
            { type: 'text', text: 'uma panela de pressão' },
          ],
        },
        {
          type: 'button',
          sub_type: 'url',
          index: '0',
          parameters: [{ type: 'text', text: 'c-123' }],
        },
      ],
    },
  });
});

test("the conversation header links a customer after 'Qual id do usuário?'", async ({
  page,
  consoleWeb,
}) => {
  await page.goto(`${consoleWeb.url}/console/conversations`);
  // A conversation with a customer links to its orders at once.
  await page.getByRole('menuitem', { name: /\(11\) 98765-4321/ }).click();
  await expect(page.getByRole('link', { name: 'Pedidos do cliente cli-ana' })).toHaveAttribute(
    'href',
    '/console/orders?project=demo&customerId=cli-ana',
  );

  await page.getByRole('menuitem', { name: /\(51\) 99123-4567/ }).click();
  const header = page.getByLabel('Conversa com (51) 99123-4567');
  await expect(header.getByRole('heading', { name: '(51) 99123-4567' })).toBeVisible();
  await header.getByRole('button', { name: 'Qual id do usuário?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Qual id do usuário?' });
  await clickUntil(dialog.getByRole('button', { name: 'Salvar' }), () =>
    expect(dialog).toContainText('Informe o id do usuário.', { timeout: 2_000 }),
  );
  await dialog.getByRole('textbox', { name: 'Id do usuário' }).fill('cli-bruno');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();

  // Stored on the conversation: still linked after a reload.
  await page.reload();
  const link = page.getByRole('link', { name: 'Pedidos do cliente cli-bruno' });
  await expect(link).toHaveAttribute('href', '/console/orders?project=demo&customerId=cli-bruno');
  await link.click();
  await expect(page).toHaveURL(/\/console\/orders\?project=demo&customerId=cli-bruno$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pedidos' })).toBeVisible();
});
