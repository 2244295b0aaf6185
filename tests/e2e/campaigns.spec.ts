import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { clickToClose, clickUntil } from './click-to-close';
import { test, expect } from './fixtures';
import { processTempFolder } from '../support/process-temp-folder';

const dir = processTempFolder('console-campaigns-e2e-');
const seedPath = join(dir, 'seed.json');
const date = { __date: '2026-11-16T12:00:00.000Z' };
writeFileSync(
  seedPath,
  JSON.stringify({
    documents: [
      { path: 'project/demo', data: { name: 'Loja Demo' } },
      {
        path: 'project/demo/customer/cli-carla',
        data: {
          email: 'cliente1.compradores-panelas@example.com',
          firstName: 'Carla',
          lastName: 'Dias',
          phoneNumber: '+5511987654321',
        },
      },
      {
        path: 'project/demo/customer-segment/compradores-panelas',
        data: { name: 'Compradores de panelas', emails: '', updatedAt: date },
      },
      {
        path: 'project/demo/customer-segment/clientes-rs',
        data: { name: 'Clientes do Rio Grande do Sul', emails: '', updatedAt: date },
      },
      {
        path: 'project/demo/campaign-email/black-friday-panelas',
        data: {
          name: 'Black Friday: panelas',
          customerSegmentId: 'compradores-panelas',
          batchs: [],
          updatedAt: date,
        },
      },
      {
        path: 'project/demo/campaign-whatsapp/carrinho-rs',
        data: { name: 'Carrinho abandonado RS', segment: 'clientes-rs', updatedAt: date },
      },
      {
        path: 'project/demo/email-template/ofertas-semana',
        data: {
          title: 'Ofertas da semana',
          subject: 'Ofertas',
          body: '<p>Olá</p>',
          updatedAt: date,
        },
      },
      {
        path: 'project/demo/whatsapp-template/carrinho-abandonado',
        data: { name: 'carrinho_abandonado', language: 'pt_BR', updatedAt: date },
      },
      {
        path: 'project/demo/product-gift/natal',
        data: { name: 'Brinde de Natal', rules: [], updatedAt: date },
      },
      { path: 'project/demo/config/google', data: { updatedAt: date } },
    ],
  }),
);

test.use({
  seedPath,
  consoleEnv: async ({ sandbox }, use) => {
    await use({ CONSOLE_API_URL: sandbox.url });
  },
});

const confirmDialog = (page: Page, title: string) =>
  page.getByRole('dialog').filter({ hasText: title });

test('segments: Segmentos tests the chosen segment, links a customer; the document has the panel', async ({
  page,
  consoleWeb,
  sandbox,
}) => {
  await page.goto(`${consoleWeb.url}/console/segments`);
  await page.getByRole('combobox', { name: 'Segmento' }).click();
  await page.getByTitle('Compradores de panelas').click();
  await expect(page).toHaveURL(/\?segment=compradores-panelas$/);
  expect(sandbox.requests({ route: 'api.segments.get' })).toHaveLength(0);
  await page.getByRole('button', { name: 'Testar segmento' }).click();

  const table = page.getByRole('table', { name: 'Clientes do segmento' });
  const carla = 'cliente1.compradores-panelas@example.com';
  await expect(table.getByRole('link', { name: `Ver cliente ${carla}` })).toBeVisible();
  await expect(page.getByText(/^\d+ clientes$/)).toBeVisible();
  const calls = sandbox.requests({ route: 'api.segments.get' });
  expect(calls).toHaveLength(1);
  expect(calls[0]).toMatchObject({
    method: 'GET',
    path: '/api/console/customers/segments/compradores-panelas',
  });

  await page.getByLabel('Filtrar: Clientes do segmento').fill('cliente1.');
  await expect(page.getByText(/^1 de \d+ clientes$/)).toBeVisible();
  await table.getByRole('link', { name: `Ver cliente ${carla}` }).click();
  await expect(page).toHaveURL(/segment=compradores-panelas&customerEmail=cliente1/);
  const drawer = page.getByRole('dialog', { name: 'Cliente' });
  await expect(drawer.getByText('Carla Dias')).toBeVisible();
  await expect(drawer.getByText('(11) 98765-4321')).toBeVisible();
  await drawer.getByRole('link', { name: 'Abrir cadastro' }).click();
  await expect(page).toHaveURL(/\/console\/customer\/cli-carla$/);

  // The same panel on the segment's own document.
  await page.goto(`${consoleWeb.url}/console/customer-segment/clientes-rs`);
  await page.getByRole('button', { name: 'Testar segmento' }).click();
  await expect(
    page
      .getByRole('table', { name: 'Clientes do segmento' })
      .getByRole('link', { name: /^Ver cliente cliente1\.clientes-rs@example\.com$/ }),
  ).toBeVisible();
  expect(sandbox.requests({ route: 'api.segments.get' }).map((call) => call.path)).toEqual([
    '/api/console/customers/segments/compradores-panelas',
    '/api/console/customers/segments/clientes-rs',
  ]);
});

test('campaigns: the report shows 7 cards; a send asks first and is made once, whatever is clicked', async ({
  page,
  context,
  consoleWeb,
  sandbox,
}) => {
  await page.goto(`${consoleWeb.url}/console/campaign-email/black-friday-panelas`);
  const cards = page.getByRole('list', { name: 'Relatório da campanha' }).getByRole('listitem');
  await expect(cards).toHaveCount(7);
  for (const label of [
    'Entregues',
    'Rejeitados',
    'Descartados',
    'Aberturas',
    'Taxa de abertura',
    'Cliques',
    'Taxa de cliques',
  ])
    await expect(page.getByLabel(label, { exact: true })).toBeVisible();
  await expect(page.getByLabel('Taxa de abertura', { exact: true })).toContainText(/\d+,\d\d%/);
  await expect(page.getByRole('tab', { name: /^Entregues \(\d+\)$/ })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'E-mails: Processados' }).getByRole('link').first(),
  ).toHaveAttribute(
    'href',
    /\/console\/campaign-email\/black-friday-panelas\?customerEmail=contato1\./,
  );

  // The send stays in flight until the test releases it: the second click, the second OK and a
  // second window all land while it is, whatever the machine's load.
  const inFlight = sandbox.hold({ route: 'api.campaignEmail.send' });
  const send = page.getByRole('button', { name: 'Enviar campanha de e-mail' });
  await send.dblclick();
  const dialog = confirmDialog(page, 'Confirma o envio?');
  await expect(dialog).toHaveCount(1);
  await expect(dialog.getByText('Black Friday: panelas')).toBeVisible();
  await expect(dialog.getByText('Compradores de panelas')).toBeVisible();
  const confirmSend = dialog.getByRole('button', { name: 'Enviar' });
  await confirmSend.dblclick();
  // A double click lost while the dialog zooms in is made again, as a person would: the
  // button takes no click while the send is in flight, so every extra click is a check too.
  await clickUntil(confirmSend, () =>
    expect.poll(() => inFlight.held(), { timeout: 2_000 }).toBe(1),
  );

  const other = await context.newPage();
  await other.goto(`${consoleWeb.url}/console/campaigns?tipo=email&campanha=black-friday-panelas`);
  const otherSend = other.getByRole('button', { name: 'Enviar campanha de e-mail' });
  await expect(otherSend).toBeEnabled();
  await otherSend.click();
  const alreadySending = other.getByText(
    'Este envio já está em andamento em outra janela. Aguarde a resposta.',
  );
  await clickUntil(
    confirmDialog(other, 'Confirma o envio?').getByRole('button', { name: 'Enviar' }),
    () => expect(alreadySending).toBeVisible({ timeout: 2_000 }),
  );

  inFlight.release();
  await page.bringToFront();
  await expect(
    page.getByText('Envio da campanha "Black Friday: panelas" solicitado.'),
  ).toBeVisible();
  const sends = sandbox.requests({ route: 'api.campaignEmail.send' });
  expect(sends).toHaveLength(1);
  expect(sends[0]).toMatchObject({
    method: 'GET',
    path: '/api/console/campaign-email/black-friday-panelas/send',
    status: 200,
  });
  expect(sends[0]!.idempotencyKey).toMatch(/^campaign-email:demo:black-friday-panelas:\d{4}-/);
  await other.close();
});

test('document actions: gifts, the e-mail test, WhatsApp templates and the WhatsApp send reach the API once each', async ({
  page,
  consoleWeb,
  sandbox,
}) => {
  await page.goto(`${consoleWeb.url}/console/product-gift/natal`);
  await page.getByRole('button', { name: 'Gerar brindes' }).click();
  const gifts = confirmDialog(page, 'Gerar os brindes?');
  await expect(
    gifts.getByText(
      'Isto apaga todos os brindes atuais dos produtos e processa todas as regras de brinde de novo.',
    ),
  ).toBeVisible();
  await gifts.getByRole('button', { name: 'Apagar e gerar' }).click();
  await expect(page.getByText(/^Brindes gerados/)).toBeVisible();

  await page.goto(`${consoleWeb.url}/console/email-template/ofertas-semana`);
  await page.getByRole('button', { name: 'Enviar um teste' }).click();
  const test = page.getByRole('dialog', { name: 'Enviar um e-mail de teste' });
  await test.getByLabel('Enviar para').fill('ana@loja.com.br');
  await test.getByRole('button', { name: 'Enviar teste' }).click();
  await expect(page.getByText('E-mail de teste enviado para ana@loja.com.br.')).toBeVisible();

  await page.goto(`${consoleWeb.url}/console/whatsapp-template/carrinho-abandonado`);
  await page.getByRole('button', { name: 'Carregar templates da API' }).click();
  await confirmDialog(page, 'Carregar os templates da API do WhatsApp?')
    .getByRole('button', { name: 'Carregar' })
    .click();
  await expect(page.getByText(/^\d+ templates carregados da API\.$/)).toBeVisible();

  await page.goto(`${consoleWeb.url}/console/campaign-whatsapp/carrinho-rs`);
  await page.getByRole('button', { name: 'Enviar campanha de WhatsApp' }).click();
  const confirm = confirmDialog(page, 'Confirma o envio?');
  await expect(confirm.getByText('Carrinho abandonado RS')).toBeVisible();
  await expect(confirm.getByText('Clientes do Rio Grande do Sul')).toBeVisible();
  // A click lost while the dialog animates in is made again; a landed one closes it (once).
  await clickToClose(confirm.getByRole('button', { name: 'Enviar' }), confirm);
  await expect(
    page.getByText('Envio da campanha "Carrinho abandonado RS" solicitado.'),
  ).toBeVisible();

  // The sandbox's API is plain http: the connect link is shown to open by hand.
  await page.goto(`${consoleWeb.url}/console/config/google`);
  await page.getByRole('button', { name: 'Conectar' }).click();
  await expect(
    page.getByText(`${sandbox.url}/api/console/auth/google`, { exact: false }),
  ).toBeVisible();

  const calls = sandbox.requests({ service: 'api' });
  expect(calls.map((call) => [call.routeId, call.method])).toEqual([
    ['api.products.gift.generate', 'POST'],
    ['api.emailTemplate.test', 'POST'],
    ['api.whatsappTemplate.loadFromApi', 'POST'],
    ['api.campaignWhatsapp.send', 'GET'],
  ]);
  expect(calls[0]!.body).toEqual({});
  expect(calls[1]!.body).toEqual({ templateId: 'ofertas-semana', email: 'ana@loja.com.br' });
  expect(calls[3]!.idempotencyKey).toMatch(/^campaign-whatsapp:demo:carrinho-rs:/);
  expect(calls.every((call) => call.status === 200)).toBe(true);
});
