import { test, expect } from './fixtures';

// Issue 28 item 6: demo data a person can trust. The embedded demo services answer.
test.use({ demoServices: true });
const DEMO_ONLY = 'the demo services answer on the local profile only';

test('the demo images ship with the app: served by the web host, none from an outside CDN', async ({
  page,
  consoleWeb,
}) => {
  // Every image comes from this computer: the web host's own origin or the demo's loopback.
  const own = new URL(consoleWeb.url).origin;
  const outside: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() !== 'image' || request.url().startsWith('data:')) return;
    const url = new URL(request.url());
    if (url.origin !== own && url.hostname !== '127.0.0.1') outside.push(request.url());
  });
  await page.goto(`${consoleWeb.url}/console/whatsapp-templates`);
  await page.getByRole('menuitem', { name: 'carrinho_abandonado' }).click();
  const header = page
    .getByRole('figure', { name: 'Prévia do template carrinho_abandonado' })
    .getByRole('img', { name: 'Imagem do cabeçalho' });
  await expect(header).toHaveAttribute('src', `${own}/demo/whatsapp/carrinho.png`);
  await expect.poll(() => header.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(800);

  await page.goto(`${consoleWeb.url}/console/layouts`);
  await page.getByRole('link', { name: 'Página inicial' }).first().click();
  const banner = page.locator('img[src$="/demo/banners/churrasco.png"]').first();
  await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
  expect(outside).toEqual([]);
});

test('"Clientes do Rio Grande do Sul" gives customers with RS phones only', async ({
  page,
  consoleWeb,
  profile,
}) => {
  // A Firebase profile starts no demo services (README, "Run the console").
  test.skip(profile === 'firebase', DEMO_ONLY);
  await page.goto(`${consoleWeb.url}/console/segments`);
  // The banner says what the demo does here, not the sync screen's 'Retentar Erros'.
  await expect(page.getByText('Dados de demonstração')).toBeVisible();
  await expect(
    page.getByText('calculados sobre os clientes e pedidos de demonstração', { exact: false }),
  ).toBeVisible();
  await expect(page.getByText('Retentar Erros', { exact: false })).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Segmento' }).click();
  await page.getByTitle('Clientes do Rio Grande do Sul').click();
  await page.getByRole('button', { name: 'Testar segmento' }).click();
  const table = page.getByRole('table', { name: 'Clientes do segmento' });
  await expect(table.getByText('bruno.lima@exemplo.com.br')).toBeVisible();
  const phones = await table.getByText(/^\(\d\d\) /).allTextContents();
  expect(phones.length).toBeGreaterThan(0);
  // Rio Grande do Sul's area codes are 51 to 55.
  for (const phone of phones) expect(phone).toMatch(/^\(5[1-5]\) /);
  await expect(table.getByText('ana.souza@exemplo.com.br')).toHaveCount(0);
});

test('the AI Editor demo proposes a change that fits the document, not "o produto"', async ({
  page,
  consoleWeb,
  profile,
}) => {
  // A Firebase profile starts no demo services (README, "Run the console").
  test.skip(profile === 'firebase', DEMO_ONLY);
  await page.goto(`${consoleWeb.url}/console/category/panelas`);
  await page.getByRole('button', { name: 'AI Editor' }).click();
  const drawer = page.getByRole('dialog', { name: 'AI Editor' });
  await drawer
    .getByRole('textbox', { name: 'Mensagem para o assistente' })
    .fill('melhore a descrição');
  await drawer.getByRole('button', { name: 'Enviar' }).click();
  const conversation = drawer.getByRole('log', { name: 'Conversa com o assistente' });
  await expect(conversation).toContainText('sugestão para categoria “Panelas”');
  await expect(conversation).not.toContainText('o produto');
  const proposal = drawer.getByRole('region', { name: 'Alterações propostas' });
  await expect(proposal).toContainText('Encontre Panelas com entrega para todo o Brasil.');
  await expect(proposal.getByRole('button', { name: 'Aplicar ao formulário' })).toBeVisible();

  // On the sync screen, the banner does speak of its failing codes and Retentar Erros, and the
  // tasks read in pt-BR (the spec does not fix their names).
  await page.goto(`${consoleWeb.url}/console/sync`);
  await expect(page.getByRole('checkbox', { name: 'Bling → Armazém de dados' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Tramontina → Serviço web' })).toBeVisible();
  await expect(page.getByText('Data warehouse', { exact: false })).toHaveCount(0);
  await expect(
    page.getByText(
      'Os produtos 5703 e 8105 falham uma vez de propósito, para experimentar Retentar Erros.',
      {
        exact: false,
      },
    ),
  ).toBeVisible();
});

test('the product panel names its factory and its stock locations', async ({
  page,
  consoleWeb,
}) => {
  await page.goto(`${consoleWeb.url}/console/product/1011`);
  // The Company id with its name from config/tramontina, not a bare "1".
  await expect(page.getByText('Tramontina Carlos Barbosa (1)')).toBeVisible();
  await expect(page.getByText('Fábrica Carlos Barbosa (RS)')).toBeVisible();
  await expect(page.getByText('Centro de distribuição Cajamar (SP)')).toBeVisible();
  await expect(page.getByText('rs-carlos-barbosa', { exact: true })).toHaveCount(0);
});
