import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { processTempFolder } from '../support/process-temp-folder';

// 120 orders of one customer in project demo, one hour apart (order 5000 the newest), totals
// scrambled so sorting by total is not the date order; two in project outlet; one of someone else.
const CUSTOMER = 'cli-e2e';
const NEWEST = new Date('2026-11-20T15:00:00.000Z').getTime();
const orders = Array.from({ length: 120 }, (_, index) => ({
  number: String(5000 - index),
  createdAt: new Date(NEWEST - index * 3_600_000).toISOString(),
  total: ((index * 37 + 11) % 120) * 10 + 9.9,
}));
const cheapest = orders.reduce((best, order) => (order.total < best.total ? order : best));
const dearest = orders.reduce((best, order) => (order.total > best.total ? order : best));

const orderDoc = (
  project: string,
  id: string,
  number: string,
  createdAt: string,
  total: number,
) => ({
  path: `project/${project}/order/${id}`,
  data: {
    number,
    customerId: CUSTOMER,
    createdAt: { __date: createdAt },
    status: { order: 'completed', payment: 'paid', shipment: 'delivered' },
    total,
    products: [
      { ProductCode: '1011', name: `Panela do pedido ${number}`, qty: 1, price: total - 9.9 },
      { ProductCode: '3301', name: 'Faca para Churrasco', qty: 1, price: 9.9 },
    ],
  },
});

const seedDir = processTempFolder('console-seed-');
const seedPath = join(seedDir, 'seed.json');
writeFileSync(
  seedPath,
  JSON.stringify({
    documents: [
      { path: 'project/demo', data: { name: 'Loja Demo' } },
      { path: 'project/outlet', data: { name: 'Outlet Demo' } },
      ...orders.map((order) =>
        orderDoc('demo', `ped-${order.number}`, order.number, order.createdAt, order.total),
      ),
      { ...orderDoc('demo', 'outro', '9999', orders[0].createdAt, 1), data: { customerId: 'x' } },
      orderDoc('outlet', 'out-1', '7001', '2026-10-02T12:00:00.000Z', 199.9),
      orderDoc('outlet', 'out-2', '7002', '2026-10-05T12:00:00.000Z', 299.9),
    ],
  }),
);
test.use({ seedPath });

const ordersTable = (page: Page) => page.getByRole('table', { name: 'Pedidos' });
/** The number cell of the n-th order row (0 = the top one). */
const numberAt = (page: Page, n: number) =>
  ordersTable(page)
    .locator('[role="row"][aria-rowindex]:not([aria-rowindex="1"])')
    .nth(n)
    .getByRole('cell')
    .nth(1);
const pagination = (page: Page) => page.getByRole('navigation', { name: 'Páginas da tabela' });

test("a customer's orders: newest first, pages, page size, sorted by total, items on expansion", async ({
  page,
  consoleWeb,
}) => {
  await page.goto(`${consoleWeb.url}/console/orders?customerId=${CUSTOMER}`);
  await expect(
    page.getByText(`Pedidos do cliente ${CUSTOMER}, do mais recente ao mais antigo.`),
  ).toBeVisible();
  await expect(numberAt(page, 0)).toHaveText('5000');
  await expect(numberAt(page, 1)).toHaveText('4999');
  await expect(ordersTable(page)).toHaveAttribute('aria-rowcount', '121');
  await expect(pagination(page).getByText('1–50 de 120')).toBeVisible();
  await expect(ordersTable(page).getByText('9999')).toHaveCount(0);

  await pagination(page).getByTitle('Próxima página').click();
  await expect(pagination(page).getByText('51–100 de 120')).toBeVisible();
  await expect(numberAt(page, 0)).toHaveText('4950');

  await pagination(page).getByRole('combobox').click();
  await page.getByRole('option', { name: '500 / página' }).click();
  await expect(pagination(page).getByText('1–120 de 120')).toBeVisible();
  await expect(numberAt(page, 0)).toHaveText('5000');

  const total = ordersTable(page).getByRole('columnheader', { name: 'Total' });
  await total.getByRole('button', { name: 'Total' }).click();
  await expect(total).toHaveAttribute('aria-sort', 'ascending');
  await expect(numberAt(page, 0)).toHaveText(cheapest.number);
  await total.getByRole('button', { name: 'Total' }).click();
  await expect(total).toHaveAttribute('aria-sort', 'descending');
  await expect(numberAt(page, 0)).toHaveText(dearest.number);

  // The last row of 120, reached by scrolling the table: the rest were never in the DOM.
  await ordersTable(page).focus();
  await page.keyboard.press('End');
  await expect(ordersTable(page).locator('[aria-rowindex="121"]')).toBeVisible();
  await page.keyboard.press('Home');

  await page.getByRole('button', { name: `Mostrar detalhes de pedido ${dearest.number}` }).click();
  const items = page.getByRole('table', { name: `Itens do pedido ${dearest.number}` });
  await expect(
    items.getByRole('cell', { name: `Panela do pedido ${dearest.number}` }),
  ).toBeVisible();
  await expect(items.getByRole('cell', { name: 'Faca para Churrasco' })).toBeVisible();
  await page.getByRole('button', { name: `Ocultar detalhes de pedido ${dearest.number}` }).click();
  await expect(items).toHaveCount(0);
});

test("the link's project becomes the active one; an unknown project is said", async ({
  page,
  consoleWeb,
}) => {
  await page.goto(`${consoleWeb.url}/console/orders?project=outlet&customerId=${CUSTOMER}`);
  await expect(numberAt(page, 0)).toHaveText('7002');
  await expect(numberAt(page, 1)).toHaveText('7001');
  await expect(pagination(page).getByText('1–2 de 2')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Projeto' })).toBeVisible();
  await expect(page.getByText('Outlet Demo (outlet)')).toBeVisible();

  await page.goto(`${consoleWeb.url}/console/orders?project=sumiu&customerId=${CUSTOMER}`);
  await expect(
    page.getByText('O projeto "sumiu" não é conhecido neste perfil.', { exact: false }),
  ).toBeVisible();
  await expect(ordersTable(page)).toHaveCount(0);

  await page.goto(`${consoleWeb.url}/console/orders?customerId=ninguem`);
  await expect(page.getByText('Nenhum pedido do cliente ninguem.')).toBeVisible();
});
